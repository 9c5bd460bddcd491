// SPDX-License-Identifier: MIT

/// What a JPEG file's marker segments say before anything is decoded, read in one linear pass:
/// how many scans it has (each scan of a progressive file costs a pass over every coefficient,
/// so a small file repeating one scan thousands of times takes minutes to decode) and whether an
/// Adobe segment says its CMYK samples are stored inverted, as Photoshop writes them.
struct JPEGMarkers {
  /// The start-of-scan (SOS) segments before the end of the image or of the data.
  var scans = 0
  /// Whether an Adobe APP14 segment was seen.
  var hasAdobeSegment = false

  /// Reads the markers of `bytes`; a file that is not a JPEG has no scans.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return }
    var i = 2
    while i + 1 < bytes.count {
      guard bytes[i] == 0xFF else {
        i += 1  // stray bytes between segments: libjpeg skips them with a warning
        continue
      }
      let marker = bytes[i + 1]
      switch marker {
      case 0xFF:  // fill byte before a marker
        i += 1
      case 0xD9:  // end of image
        return
      case 0x01, 0xD0...0xD7:  // markers without a length
        i += 2
      default:
        guard i + 3 < bytes.count else { return }
        let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
        if marker == 0xEE { hasAdobeSegment = hasAdobeSegment || Self.isAdobe(bytes, i + 4) }
        i += 2 + max(length, 2)
        if marker == 0xDA {
          scans += 1
          i = Self.endOfEntropyCodedData(bytes, from: i)
        }
      }
    }
  }

  /// Where the entropy-coded data starting at `start` ends: at the first marker that is neither
  /// a stuffed zero nor a restart marker.
  private static func endOfEntropyCodedData(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int
  {
    var i = start
    while i + 1 < bytes.count {
      if bytes[i] == 0xFF {
        let next = bytes[i + 1]
        if next != 0x00 && !(0xD0...0xD7).contains(next) && next != 0xFF { return i }
      }
      i += 1
    }
    return bytes.count
  }

  private static func isAdobe(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
    let name: [UInt8] = Array("Adobe".utf8)
    guard start + name.count <= bytes.count else { return false }
    return (0..<name.count).allSatisfy { bytes[start + $0] == name[$0] }
  }
}
