// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Writes VP9 frames into a WebM file (Matroska's subset for the web): the EBML header, then one
/// segment of Info (duration), Tracks (one VP9 track with BT.709 limited-range `Colour`), Cues
/// (one per cluster, before the clusters so a browser can seek at once) and Clusters of
/// SimpleBlocks. Times are milliseconds (TimecodeScale 1 000 000 ns).
struct WebMMuxer {
  struct Frame {
    var data: Data
    var time: Int
    var isKeyframe: Bool
  }

  let width: Int
  let height: Int
  /// The frame rate, for the track's DefaultDuration.
  let framesPerSecond: Double
  private(set) var frames: [Frame] = []
  /// Chapters written after the tracks; none by default.
  var chapters: [VideoChapter] = []

  init(width: Int, height: Int, framesPerSecond: Double) {
    self.width = width
    self.height = height
    self.framesPerSecond = framesPerSecond
  }

  mutating func append(_ frame: Frame) { frames.append(frame) }

  /// The file, `duration` milliseconds long.
  func file(duration: Int) -> Data {
    var header = EBMLWriter()
    header.master(0x1A45_DFA3) { ebml in
      ebml.uint(0x4286, 1)  // EBMLVersion
      ebml.uint(0x42F7, 1)  // EBMLReadVersion
      ebml.uint(0x42F2, 4)  // EBMLMaxIDLength
      ebml.uint(0x42F3, 8)  // EBMLMaxSizeLength
      ebml.string(0x4282, "webm")  // DocType
      ebml.uint(0x4287, 4)  // DocTypeVersion
      ebml.uint(0x4285, 2)  // DocTypeReadVersion
    }
    let clusters = self.clusters()
    var top = EBMLWriter()
    info(&top, duration: duration)
    tracks(&top)
    chapterElements(&top)
    // Cue positions are fixed-width, so the cues' size does not depend on where clusters land.
    let cuesSize = cues(clusters, start: 0).count
    top.writer.bytes(cues(clusters, start: top.data.count + cuesSize))
    for cluster in clusters { top.writer.bytes(cluster.data) }
    header.element(0x1853_8067, top.data)  // Segment
    return header.data
  }

  private func info(_ top: inout EBMLWriter, duration: Int) {
    top.master(0x1549_A966) { info in
      info.uint(0x2A_D7B1, 1_000_000)  // TimecodeScale: milliseconds
      info.float(0x4489, Double(duration))
      info.string(0x4D80, "Reel")  // MuxingApp
      info.string(0x5741, "Reel")  // WritingApp
    }
  }

  private func tracks(_ top: inout EBMLWriter) {
    top.master(0x1654_AE6B) { tracks in
      tracks.master(0xAE) { track in
        track.uint(0xD7, 1)  // TrackNumber
        track.uint(0x73C5, 1)  // TrackUID
        track.uint(0x83, 1)  // TrackType: video
        track.uint(0x9C, 0)  // FlagLacing
        track.string(0x86, "V_VP9")
        track.uint(0x23_E383, UInt64((1e9 / framesPerSecond).rounded()))  // DefaultDuration
        track.master(0xE0) { video in
          video.uint(0xB0, UInt64(width))
          video.uint(0xBA, UInt64(height))
          video.master(0x55B0) { colour in
            colour.uint(0x55B1, 1)  // MatrixCoefficients: BT.709
            colour.uint(0x55B9, 1)  // Range: broadcast (limited)
            colour.uint(0x55BA, 1)  // TransferCharacteristics: BT.709
            colour.uint(0x55BB, 1)  // Primaries: BT.709
          }
        }
      }
    }
  }

  /// Clusters: a new one at each keyframe, and before a block's time would overflow its 16-bit
  /// offset from the cluster's.
  private func clusters() -> [(time: Int, data: Data, keyframe: Bool)] {
    var result: [(time: Int, data: Data, keyframe: Bool)] = []
    var index = 0
    while index < frames.count {
      let first = index
      let start = frames[index].time
      var cluster = EBMLWriter()
      cluster.uint(0xE7, UInt64(max(start, 0)))  // Timecode
      repeat {
        let frame = frames[index]
        var block = ByteWriter()
        block.u8(0x81)  // track 1
        block.u16(frame.time - start)
        block.u8(frame.isKeyframe ? 0x80 : 0)
        block.bytes(frame.data)
        cluster.element(0xA3, block.data)  // SimpleBlock
        index += 1
      } while index < frames.count && !frames[index].isKeyframe
        && frames[index].time - start <= 32_767
      var wrapped = EBMLWriter()
      wrapped.element(0x1F43_B675, cluster.data)
      result.append((start, wrapped.data, frames[first].isKeyframe))
    }
    return result
  }

  /// Cues pointing at each cluster, whose first byte is `start` bytes into the segment's body.
  private func cues(_ clusters: [(time: Int, data: Data, keyframe: Bool)], start: Int) -> Data {
    var writer = EBMLWriter()
    writer.master(0x1C53_BB6B) { cues in
      var position = start
      for cluster in clusters {
        defer { position += cluster.data.count }
        guard cluster.keyframe else { continue }
        cues.master(0xBB) { point in
          point.uint(0xB3, UInt64(max(cluster.time, 0)), width: 8)  // CueTime
          point.master(0xB7) { positions in
            positions.uint(0xF7, 1)  // CueTrack
            positions.uint(0xF1, UInt64(position), width: 8)  // CueClusterPosition
          }
        }
      }
    }
    return writer.data
  }
}
