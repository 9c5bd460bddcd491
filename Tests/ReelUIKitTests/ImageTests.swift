// SPDX-License-Identifier: MIT
import Foundation
import Reel
import ReelUIKit
import Testing

/// UIImage and UIImageView, sized by the image readers.
@MainActor
@Suite struct ImageTests {
  static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../scenes/assets").standardizedFileURL.path

  @Test func fileImagesHaveTheirPointSize() throws {
    let avatar = try #require(UIImage(contentsOfFile: Self.assets + "/avatar-1@2x.png"))
    #expect(avatar.scale == 2)
    let pixels = try #require(avatar.pixelSize)
    #expect(avatar.size == CGSize(width: pixels.width / 2, height: pixels.height / 2))
    let view = UIImageView(image: avatar)
    #expect(view.frame.size == avatar.size)
    #expect(view.intrinsicContentSize == avatar.size)
    view.image = nil
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
  }

  @Test func missingOrForeignFilesGiveNil() {
    #expect(UIImage(contentsOfFile: Self.assets + "/no-such-file.png") == nil)
    #expect(UIImage(contentsOfFile: #filePath) == nil)
    #expect(UIImage(named: "definitely-not-here") == nil)
  }

  @Test func namedImagesAreFoundInTheSearchFolders() throws {
    let saved = UIImage.searchFolders
    defer { UIImage.searchFolders = saved }
    UIImage.searchFolders = ["/nonexistent", Self.assets]
    let image = try #require(UIImage(named: "avatar-2"))
    #expect(image.scale == 2)
    #expect(UIImage(named: "landscape.jpg")?.scale == 1)
    #expect(UIImage(named: "verified")?.size != .zero)
  }

  @Test func symbolsTakeTheirConfigurationsSize() throws {
    let chevron = try #require(UIImage(systemName: "chevron.forward"))
    #expect(chevron.isSymbolImage && chevron.isTemplate)
    #expect(chevron.size == CGSize(width: 17 * 0.5, height: 17 * 0.82))
    let small = chevron.withConfiguration(UIImage.SymbolConfiguration(pointSize: 10))
    #expect(small.size == CGSize(width: 5, height: 8.2))
    let large = try #require(small.applyingSymbolConfiguration(.init(scale: .large)))
    #expect(abs(large.size.width - 6.5) < 1e-9)
    #expect(UIImage(systemName: "no.such.symbol.anywhere") == nil)
  }

  /// Symbols Apple's samples use that Reel lacked (`UIImage(systemName:)` gave nil, and a cell
  /// laid out around a missing image pushed its label off screen), and variants drawn as the
  /// nearest more general symbol.
  @Test func moreSymbolsAndTheirVariantsExist() {
    for name in ["music.mic", "cloud.rain", "hurricane", "snow", "tram.fill", "cloud.rain.fill"] {
      #expect(UIImage(systemName: name) != nil, "\(name)")
    }
  }

  @Test func renderingModes() throws {
    let avatar = try #require(UIImage(contentsOfFile: Self.assets + "/avatar-1@2x.png"))
    #expect(!avatar.isTemplate)
    #expect(avatar.withRenderingMode(.alwaysTemplate).isTemplate)
    // The tint colour is the image's; its rendering mode stays (Apple's documentation).
    let tinted = avatar.withTintColor(.systemRed)
    #expect(tinted.renderingMode == .automatic && tinted.tintColor == .systemRed)
    let chevron = try #require(UIImage(systemName: "chevron.forward"))
    #expect(!chevron.withRenderingMode(.alwaysOriginal).isTemplate)
  }
}
