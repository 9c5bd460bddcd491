// SPDX-License-Identifier: MIT
import Foundation

/// What a reader checks about fonts, symbols and image files before anything is drawn — the scene
/// reader's checks, answered by the backends (fontconfig and Pango, the image decoders) so the
/// reader imports none of them. Every method is safe to call from any thread.
public protocol AssetChecking: Sendable {
  /// The pixel size an image file's header claims, read before anything else so a limit is
  /// checked before any decoding (a PNG's claim is read even when its header's checksum is
  /// wrong); nil when no header can be read (`pixelSize(ofImage:maximumPixels:)` then says why).
  func claimedPixelSize(ofImage path: String, maximumPixels: Int) -> (width: Int, height: Int)?
  /// The pixel size of a PNG, JPEG, WebP or SVG file (an SVG's are those it is drawn into), its
  /// structure checked; `maximumPixels` bounds the images an SVG embeds.
  /// - Throws: what is wrong with the file, in words.
  func pixelSize(ofImage path: String, maximumPixels: Int) throws -> (width: Int, height: Int)
  /// An SVG file's intrinsic size, points.
  /// - Throws: what is wrong with the file, in words.
  func pointSize(ofSVG path: String, maximumPixels: Int) throws -> CGSize
  /// Whether a font family of this name (any case) is installed.
  func isFontInstalled(family: String) -> Bool
  /// The characters of `text` that no installed font draws (each once, in order).
  func missingCharacters(in text: String, font: Font) -> [Unicode.Scalar]
  /// Whether the icon font that draws SF Symbols names Reel has no glyph of its own for is
  /// installed (Material Icons).
  var isSymbolFontInstalled: Bool { get }
  /// Whether the icon font draws `icon` (a Material icon name) as one glyph.
  func symbolFontHasIcon(named icon: String) -> Bool
}

/// The stand-in without backends: no image can be read, every font and character is taken as
/// present, no icon font is installed.
struct UncheckedAssets: AssetChecking {
  func claimedPixelSize(ofImage path: String, maximumPixels: Int) -> (width: Int, height: Int)? {
    nil
  }
  func pixelSize(ofImage path: String, maximumPixels: Int) throws -> (width: Int, height: Int) {
    throw ImageUnreadable()
  }
  func pointSize(ofSVG path: String, maximumPixels: Int) throws -> CGSize {
    throw ImageUnreadable()
  }
  func isFontInstalled(family: String) -> Bool { true }
  func missingCharacters(in text: String, font: Font) -> [Unicode.Scalar] { [] }
  var isSymbolFontInstalled: Bool { false }
  func symbolFontHasIcon(named icon: String) -> Bool { false }

  struct ImageUnreadable: Error, CustomStringConvertible {
    var description: String {
      "no image reader is linked (link Reel's backends to read images)"
    }
  }
}
