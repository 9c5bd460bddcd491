// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

extension WebMMuxer {
  /// Matroska `Chapters`: one edition, an atom per chapter with its UID, start and end
  /// (nanoseconds) and its title in a `ChapterDisplay`.
  func chapterElements(_ top: inout EBMLWriter) {
    guard !chapters.isEmpty else { return }
    top.master(0x1043_A770) { all in  // Chapters
      all.master(0x45B9) { edition in  // EditionEntry
        edition.uint(0x45BC, 1)  // EditionUID
        for (index, chapter) in chapters.enumerated() {
          edition.master(0xB6) { atom in  // ChapterAtom
            atom.uint(0x73C4, UInt64(index + 1))  // ChapterUID
            atom.uint(0x91, UInt64((chapter.start * 1e9).rounded()))  // ChapterTimeStart
            atom.uint(0x92, UInt64((chapter.end * 1e9).rounded()))  // ChapterTimeEnd
            atom.master(0x80) { display in  // ChapterDisplay
              display.string(0x85, chapter.title)  // ChapString
              display.string(0x437C, "eng")  // ChapLanguage
            }
          }
        }
      }
    }
  }
}
