// SPDX-License-Identifier: MIT
import Foundation
import ReelSVGImage
import ReelText
import ReelViews

/// Fonts, symbols and image files as Reel's backends read them: fontconfig and Pango for fonts
/// and characters, the Material Icons font for symbols, the image readers' headers for files.
struct BackendAssetChecker: AssetChecking {
  func claimedPixelSize(ofImage path: String, maximumPixels: Int) -> (width: Int, height: Int)? {
    ImageHeader.claimedSize(of: URL(fileURLWithPath: path), maximumPixels: maximumPixels)
  }

  func pixelSize(ofImage path: String, maximumPixels: Int) throws -> (width: Int, height: Int) {
    try ImageHeader.size(of: URL(fileURLWithPath: path), maximumPixels: maximumPixels)
  }

  func pointSize(ofSVG path: String, maximumPixels: Int) throws -> CGSize {
    try ImageHeader.pointSize(of: URL(fileURLWithPath: path), maximumPixels: maximumPixels)
  }

  func isFontInstalled(family: String) -> Bool { FontCoverage.isInstalled(family: family) }

  func missingCharacters(in text: String, font: Font) -> [Unicode.Scalar] {
    FontCoverage.missingCharacters(in: text, font: font)
  }

  var isSymbolFontInstalled: Bool { SymbolFont.isInstalled }

  func symbolFontHasIcon(named icon: String) -> Bool { SymbolFont.hasSymbol(named: icon) }
}
