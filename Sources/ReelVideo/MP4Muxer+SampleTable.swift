// SPDX-License-Identifier: MIT
import Foundation

extension MP4Muxer {
  /// `stbl`: the sample description (`avc1` with `avcC` and `colr`), durations, sync samples,
  /// sizes and the one chunk's offset.
  func sampleTable(
    _ minf: inout ByteWriter, sps: Data, pps: Data, chunkOffset: Int, wide: Bool
  ) {
    minf.box("stbl") { stbl in
      stbl.fullBox("stsd") { stsd in
        stsd.u32(1)
        sampleEntry(&stsd, sps: sps, pps: pps)
      }
      stbl.fullBox("stts") { box in
        let runs = Self.runs(samples.map(\.duration))
        box.u32(runs.count)
        for run in runs {
          box.u32(run.count)
          box.u32(run.value)
        }
      }
      stbl.fullBox("stss") { box in
        let keyframes = samples.indices.filter { samples[$0].isKeyframe }
        box.u32(keyframes.count)
        for index in keyframes { box.u32(index + 1) }
      }
      stbl.fullBox("stsc") { box in
        box.u32(1)
        box.u32(1)  // first chunk
        box.u32(samples.count)
        box.u32(1)  // sample description
      }
      stbl.fullBox("stsz") { box in
        box.u32(0)
        box.u32(samples.count)
        for sample in samples { box.u32(sample.size) }
      }
      stbl.fullBox(wide ? "co64" : "stco") { box in
        box.u32(1)
        if wide { box.u64(chunkOffset) } else { box.u32(chunkOffset) }
      }
    }
  }

  private func sampleEntry(_ stsd: inout ByteWriter, sps: Data, pps: Data) {
    stsd.box("avc1") { entry in
      entry.zeros(6)
      entry.u16(1)  // data reference index
      entry.zeros(16)
      entry.u16(width)
      entry.u16(height)
      entry.u32(0x0048_0000)  // 72 dpi
      entry.u32(0x0048_0000)
      entry.u32(0)
      entry.u16(1)  // frames per sample
      entry.zeros(32)  // compressor name
      entry.u16(0x0018)  // depth
      entry.u16(0xFFFF)
      entry.box("avcC") { Self.decoderConfiguration(&$0, sps: sps, pps: pps) }
      entry.box("colr") { box in
        box.ascii("nclx")
        box.u16(1)  // BT.709 primaries
        box.u16(1)  // BT.709 transfer
        box.u16(1)  // BT.709 matrix
        box.u8(0)  // limited range
      }
      entry.box("pasp") { box in
        box.u32(1)
        box.u32(1)
      }
    }
  }

  /// AVCDecoderConfigurationRecord (ISO/IEC 14496-15 §5.3.3.1).
  static func decoderConfiguration(_ box: inout ByteWriter, sps: Data, pps: Data) {
    let profile = sps.count > 3 ? Int(sps[sps.startIndex + 1]) : 66
    box.u8(1)
    box.u8(profile)
    box.u8(sps.count > 3 ? Int(sps[sps.startIndex + 2]) : 0)
    box.u8(sps.count > 3 ? Int(sps[sps.startIndex + 3]) : 30)
    box.u8(0xFF)  // 4-byte NAL lengths
    box.u8(0xE1)  // one SPS
    box.u16(sps.count)
    box.bytes(sps)
    box.u8(1)
    box.u16(pps.count)
    box.bytes(pps)
    if [100, 110, 122, 144].contains(profile) {
      box.u8(0xFD)  // 4:2:0
      box.u8(0xF8)  // 8-bit luma
      box.u8(0xF8)  // 8-bit chroma
      box.u8(0)
    }
  }

  /// Run-length encoding of `values`, as `stts` stores durations.
  static func runs(_ values: [Int]) -> [(value: Int, count: Int)] {
    var runs: [(value: Int, count: Int)] = []
    for value in values {
      if let last = runs.last, last.value == value {
        runs[runs.count - 1].count += 1
      } else {
        runs.append((value, 1))
      }
    }
    return runs
  }
}
