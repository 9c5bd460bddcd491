// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelPNG
import ReelRender
import ReelTestSupport
import Testing

/// Labels in other scripts come out as readable text: Tesseract (installed by
/// `scripts/install-deps --test`) reads them back from the rendered frame.
@Suite struct TextRecognitionTests {
  /// Renders `text` large, black on white, and returns what Tesseract reads in `language`.
  func read(_ text: String, language: String) throws -> String {
    let raster = try LabelDrawingTests.frame(
      text, cell: CGRect(x: 0, y: 0, width: 400, height: 80),
      canvas: CGSize(width: 400, height: 80), scale: 2
    ) { $0.font.size = 36 }
    let folder = Scratch.folder("ocr")
    let image = folder.appendingPathComponent("text.png")
    try PNGEncoder().encode(raster).write(to: image)
    let (data, _) = try runProgram(
      "/usr/bin/tesseract", [image.path, "stdout", "-l", language, "--psm", "7"])
    return String(decoding: data, as: UTF8.self)
  }

  func squeezed(_ text: String) -> String {
    String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
  }

  @Test(arguments: [
    ("你好世界", "chi_sim"), ("こんにちは世界", "jpn"), ("مرحبا بالعالم", "ara"),
    ("שלום עולם", "heb"), ("Hello, world", "eng"),
  ])
  func scriptsReadBackAsWritten(text: String, language: String) throws {
    let read = try self.read(text, language: language)
    #expect(squeezed(read) == squeezed(text), "Tesseract read \(read.debugDescription)")
  }
}
