// SPDX-License-Identifier: MIT
import Foundation
import Reel
import ReelUIKit
import Testing

/// UIListContentConfiguration and UIListContentView: the presets' metrics, in cells.
@MainActor
@Suite struct ListContentTests {
  func fitted(_ cell: UICollectionViewCell, width: CGFloat = 390, version: SystemVersion = .iOS26)
    -> CGSize
  {
    let renderer = ViewRenderer(systemVersion: version)
    renderer.layOut(cell, size: CGSize(width: width, height: 44))
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    renderer.layOut(cell, size: size)
    return size
  }

  @Test func presetsFollowTheIOSLookUnlessSet() {
    let cell = UIListContentConfiguration.cell()
    #expect(
      cell.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 16))
    var old = UITraitCollection()
    old.systemVersion = .iOS18
    #expect(cell.resolved(for: old).directionalLayoutMargins.top == 11)
    var set = cell
    set.directionalLayoutMargins.top = 30
    #expect(set.resolved(for: old).directionalLayoutMargins.top == 30)
    #expect(
      UIListContentConfiguration.groupedHeader().resolved(for: old).textProperties.transform
        == .uppercase)
    #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
    #expect(
      UIListContentConfiguration.subtitleCell().secondaryTextProperties.color == .secondaryLabel)
  }

  /// The prominent and sidebar headers and the accompanied sidebar cells (SPEC-VISUAL §4.2).
  @Test func prominentHeadersAndSidebarPresets() {
    var old = UITraitCollection()
    old.systemVersion = .iOS18
    let prominent = UIListContentConfiguration.prominentInsetGroupedHeader()
    #expect(prominent.textProperties.font.pointSize == 20)
    #expect(prominent.textProperties.font.weight == .semibold)
    #expect(prominent.textProperties.color == .label)
    #expect(
      prominent.resolved(for: old).directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 8, leading: 3, bottom: 11, trailing: 3))
    #expect(prominent.directionalLayoutMargins.leading == 16, "iOS 26 keeps the cell's margins")
    let extra = UIListContentConfiguration.extraProminentInsetGroupedHeader()
    #expect(extra.textProperties.font.pointSize == 22 && extra.textProperties.font.weight == .bold)
    #expect(extra.resolved(for: old).directionalLayoutMargins.top == 9)
    let sidebar = UIListContentConfiguration.sidebarHeader()
    #expect(sidebar.textProperties.font.weight == .semibold)
    #expect(sidebar.resolved(for: old).textProperties.font.pointSize == 20)
    let accompanied = UIListContentConfiguration.accompaniedSidebarCell()
    #expect(accompanied.imageToTextPadding == 10 && accompanied.preset.isSidebarCell)
    #expect(
      accompanied.directionalLayoutMargins
        == UIListContentConfiguration.sidebarCell().directionalLayoutMargins)
  }

  /// iOS 18's adaptive presets take the style of their list from the `listEnvironment` trait;
  /// the named presets keep theirs, and what was set stays set.
  @Test func adaptivePresetsFollowTheListEnvironment() {
    func traits(_ environment: UIListEnvironment) -> UITraitCollection {
      var traits = UITraitCollection()
      traits.systemVersion = .iOS18
      traits.listEnvironment = environment
      return traits
    }
    let cases:
      [(UIListContentConfiguration, UIListEnvironment, UIListContentConfiguration.Preset)] =
        [
          (.cell(), .sidebar, .sidebarCell), (.cell(), .insetGrouped, .cell),
          (.subtitleCell(), .sidebarPlain, .sidebarSubtitleCell),
          (.valueCell(), .sidebar, .valueCell),
          (.header(), .grouped, .groupedHeader), (.header(), .insetGrouped, .groupedHeader),
          (.header(), .sidebar, .sidebarHeader), (.header(), .plain, .plainHeader),
          (.footer(), .insetGrouped, .groupedFooter), (.footer(), .none, .plainFooter),
          (.plainHeader(), .grouped, .plainHeader), (.cell(), .unspecified, .cell),
        ]
    for (configuration, environment, expected) in cases {
      #expect(configuration.resolved(for: traits(environment)).preset == expected, "\(environment)")
    }
    let header = UIListContentConfiguration.header().resolved(for: traits(.grouped))
    #expect(header.textProperties.transform == .uppercase, "iOS 13–18's grouped header")
    #expect(header.resolved(for: traits(.plain)).preset == .plainHeader, "it adapts again")
    var set = UIListContentConfiguration.cell()
    set.directionalLayoutMargins = .zero
    let sidebar = set.resolved(for: traits(.sidebar))
    #expect(sidebar.preset == .sidebarCell && sidebar.directionalLayoutMargins == .zero)
    #expect(sidebar.imageToTextPadding == 10, "the sidebar cell's image padding")
  }

  @Test func aListCellsContentFillsItAndSizesIt() throws {
    let cell = UICollectionViewListCell(frame: .zero)
    var content = cell.defaultContentConfiguration()
    content.text = "Wi-Fi"
    cell.contentConfiguration = content
    let size = fitted(cell)
    let view = try #require(cell.contentView.subviews.first as? UIListContentView)
    #expect(view.frame == CGRect(origin: .zero, size: size))
    let label = try #require(view.subviews[1].subviews.first as? UILabel)
    // 15 above and below the body text on iOS 26, 16 at the sides.
    #expect(size.height == 15 + label.intrinsicContentSize.height + 15)
    #expect(label.frame.minX == 0 && view.subviews[1].frame.minX == 16)
    // iOS 13–18: 11 above and below.
    let old = UICollectionViewListCell(frame: .zero)
    old.contentConfiguration = content
    #expect(fitted(old, version: .iOS18).height == 11 + label.intrinsicContentSize.height + 11)
  }

  @Test func anImagePushesTheTextAlong() throws {
    let cell = UICollectionViewListCell(frame: .zero)
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "Title"
    content.secondaryText = "Subtitle"
    content.image = UIImage(systemName: "checkmark")
    cell.contentConfiguration = content
    _ = fitted(cell)
    let view = try #require(cell.contentView.subviews.first as? UIListContentView)
    let image = view.subviews[0]
    let texts = view.subviews[1]
    #expect(image.frame.minX == 16 && image.frame.width == 24)
    #expect(abs(texts.frame.minX - (16 + 24 + 16)) < 0.001)
    #expect(texts.subviews.count == 2 && abs(image.frame.midY - view.bounds.midY) < 0.001)
    // Setting a configuration of the same kind updates the view in place.
    content.text = "Changed"
    cell.contentConfiguration = content
    #expect(cell.contentView.subviews.first === view)
    cell.contentConfiguration = nil
    #expect(cell.contentView.subviews.isEmpty)
  }
}
