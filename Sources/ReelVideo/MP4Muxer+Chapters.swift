// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

extension MP4Muxer {
  /// The movie's chapters as a Nero `chpl` box in `udta` (what ffmpeg, mp4v2 and most players
  /// read): version 1, then the count and each chapter's start in 100 ns units with its title
  /// (UTF-8, at most 255 bytes, cut at a character). At most 255 chapters.
  func chapterBox(_ moov: inout ByteWriter) {
    guard !chapters.isEmpty else { return }
    moov.box("udta") { udta in
      udta.fullBox("chpl", version: 1) { box in
        box.u32(0)
        let shown = chapters.prefix(255)
        box.u8(shown.count)
        for chapter in shown {
          box.u64(Int((chapter.start * 10_000_000).rounded()))
          let title = Self.cut(chapter.title, toBytes: 255)
          box.u8(title.count)
          box.bytes(title)
        }
      }
    }
  }

  /// `text`'s UTF-8 bytes, at most `limit`, ending at a whole character.
  static func cut(_ text: String, toBytes limit: Int) -> Data {
    var bytes = Data()
    for character in text {
      let next = Data(String(character).utf8)
      guard bytes.count + next.count <= limit else { break }
      bytes.append(next)
    }
    return bytes
  }
}
