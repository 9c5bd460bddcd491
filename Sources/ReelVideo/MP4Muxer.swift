// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Writes H.264 access units into an MP4 file (ISO/IEC 14496-12 and -15): `ftyp`, then `moov`
/// before `mdat` ("fast start", so a browser can play while downloading), one video track, every
/// sample in one chunk.
///
/// Timestamps are in `timescale` ticks per second; each sample's duration is given, so a constant
/// frame rate that does not divide the timescale still ends on time. Colours are declared in an
/// `nclx` `colr` box (BT.709, limited range), matching the stream's own VUI.
struct MP4Muxer {
  struct Sample {
    var size: Int
    var duration: Int
    var isKeyframe: Bool
  }

  let width: Int
  let height: Int
  let timescale: Int
  private(set) var samples: [Sample] = []
  /// The samples' total duration, in `timescale` ticks.
  private(set) var duration = 0
  private var payload = Data()
  /// Chapters written into the movie (`udta/chpl`); none by default.
  var chapters: [VideoChapter] = []

  init(width: Int, height: Int, timescale: Int) {
    self.width = width
    self.height = height
    self.timescale = timescale
  }

  /// Appends one access unit: its NAL units, each after its 4-byte length.
  mutating func append(sample: Data, duration: Int, isKeyframe: Bool) {
    payload.append(sample)
    samples.append(Sample(size: sample.count, duration: duration, isKeyframe: isKeyframe))
    self.duration += duration
  }

  /// The whole file.
  func file(sequenceParameterSet sps: Data, pictureParameterSet pps: Data) -> Data {
    var head = ByteWriter()
    head.box("ftyp") { box in
      box.ascii("isom")
      box.u32(0x200)
      for brand in ["isom", "iso2", "avc1", "mp41"] { box.ascii(brand) }
    }
    // The chunk offset's width never changes the size of `moov`: measure once, then write.
    let wide = payload.count > Int(UInt32.max) - 1_000_000
    let moovSize = movie(sps: sps, pps: pps, chunkOffset: 0, wide: wide).count
    let offset = head.data.count + moovSize + (wide ? 16 : 8)
    head.bytes(movie(sps: sps, pps: pps, chunkOffset: offset, wide: wide))
    if wide {
      head.u32(1)
      head.ascii("mdat")
      head.u64(payload.count + 16)
    } else {
      head.u32(payload.count + 8)
      head.ascii("mdat")
    }
    return head.data + payload
  }

  private func movie(sps: Data, pps: Data, chunkOffset: Int, wide: Bool) -> Data {
    var writer = ByteWriter()
    let millis = Int((Double(duration) * 1000 / Double(timescale)).rounded())
    writer.box("moov") { moov in
      moov.fullBox("mvhd") { box in
        box.u32(0)
        box.u32(0)
        box.u32(1000)
        box.u32(millis)
        box.u32(0x0001_0000)  // rate 1.0
        box.u16(0x0100)  // volume 1.0
        box.zeros(10)
        Self.identityMatrix(&box)
        box.zeros(24)
        box.u32(2)  // next track ID
      }
      moov.box("trak") { trak in
        trackHeader(&trak, millis: millis)
        trak.box("mdia") { mdia in
          mediaHeader(&mdia)
          mdia.box("minf") { minf in
            minf.fullBox("vmhd", flags: 1) { $0.zeros(8) }
            minf.box("dinf") { dinf in
              dinf.fullBox("dref") { dref in
                dref.u32(1)
                dref.fullBox("url ", flags: 1) { _ in }
              }
            }
            sampleTable(&minf, sps: sps, pps: pps, chunkOffset: chunkOffset, wide: wide)
          }
        }
      }
      chapterBox(&moov)
    }
    return writer.data
  }

  private func trackHeader(_ trak: inout ByteWriter, millis: Int) {
    trak.fullBox("tkhd", flags: 3) { box in
      box.u32(0)
      box.u32(0)
      box.u32(1)  // track ID
      box.u32(0)
      box.u32(millis)
      box.zeros(8)
      box.u16(0)  // layer
      box.u16(0)  // alternate group
      box.u16(0)  // volume
      box.u16(0)
      Self.identityMatrix(&box)
      box.u32(width << 16)
      box.u32(height << 16)
    }
  }

  private func mediaHeader(_ mdia: inout ByteWriter) {
    mdia.fullBox("mdhd") { box in
      box.u32(0)
      box.u32(0)
      box.u32(timescale)
      box.u32(duration)
      box.u16(0x55C4)  // "und"
      box.u16(0)
    }
    mdia.fullBox("hdlr") { box in
      box.u32(0)
      box.ascii("vide")
      box.zeros(12)
      box.ascii("Reel video\u{0}")
    }
  }

  static func identityMatrix(_ box: inout ByteWriter) {
    for value in [0x0001_0000, 0, 0, 0, 0x0001_0000, 0, 0, 0, 0x4000_0000] { box.u32(value) }
  }
}
