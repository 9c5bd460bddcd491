// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// `UIBackgroundConfiguration`: the presets, their selected look, and the view a cell builds.
@MainActor
@Suite struct BackgroundConfigurationTests {
  func state(selected: Bool = false, version: SystemVersion = .iOS26) -> UICellConfigurationState {
    var state = UICellConfigurationState(
      traitCollection: TraitCollection(systemVersion: version))
    state.isSelected = selected
    return state
  }

  @Test func presetsAndTheirSelectedLook() {
    #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
    #expect(
      UIBackgroundConfiguration.listGroupedCell().backgroundColor
        == .secondarySystemGroupedBackground)
    #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
    // iOS 18's adaptive preset: the plain list's, as Reel's traits name no list.
    #expect(UIBackgroundConfiguration.listCell().backgroundColor == .systemBackground)
    #expect(
      UIBackgroundConfiguration.listCell().updated(for: state(selected: true)).backgroundColor
        == .systemGray4)
    let plain = UIBackgroundConfiguration.listPlainCell()
    #expect(plain.updated(for: state()).backgroundColor == .systemBackground)
    #expect(plain.updated(for: state(selected: true)).backgroundColor == .systemGray4)
    let sidebar = UIBackgroundConfiguration.listSidebarCell()
    let old = sidebar.updated(for: state(selected: true, version: .iOS18))
    #expect(old.backgroundColor == .secondarySystemFill && old.cornerRadius == 10)
    let new = sidebar.updated(for: state(selected: true))
    #expect(new.backgroundColor == .tertiarySystemFill && new.cornerRadius == 26)
    #expect(
      UIBackgroundConfiguration.clear().updated(for: state(selected: true)).backgroundColor
        == .clear)
    // No colour: the tint.
    var tinted = UIBackgroundConfiguration.clear()
    tinted.backgroundColor = nil
    #expect(tinted.resolvedBackgroundColor(for: .systemPink) == .systemPink)
  }

  @Test func aCellBuildsItsBackgroundBehindTheContent() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    cell.backgroundView = UIView()
    var configuration = UIBackgroundConfiguration.listGroupedCell()
    configuration.backgroundInsets = NSDirectionalEdgeInsets(
      top: 2, leading: 16, bottom: 4, trailing: 8)
    configuration.cornerRadius = 10
    configuration.strokeWidth = 1
    configuration.strokeColor = .separator
    cell.backgroundConfiguration = configuration
    #expect(cell.backgroundView == nil, "the two are exclusive")
    let fill = try #require(cell.subviews.first?.subviews.first)
    #expect(cell.subviews.last === cell.contentView)
    #expect(fill.frame == CGRect(x: 16, y: 2, width: 176, height: 44))
    #expect(fill.backgroundColor == .secondarySystemGroupedBackground)
    #expect(fill.layer.cornerRadius == 10 && fill.layer.borderWidth == 1)
    // Right to left, leading is the right edge.
    cell.semanticContentAttribute = .forceRightToLeft
    cell.backgroundConfiguration = configuration
    #expect(cell.subviews.first?.subviews.first?.frame.minX == 8)
    // Selected, a list preset turns grey; not when it does not update automatically.
    cell.isSelected = true
    #expect(cell.subviews.first?.subviews.first?.backgroundColor == .systemGray4)
    cell.automaticallyUpdatesBackgroundConfiguration = false
    #expect(
      cell.subviews.first?.subviews.first?.backgroundColor == .secondarySystemGroupedBackground)
    // A background view replaces the configuration.
    cell.selectedBackgroundView = UIView()
    #expect(cell.backgroundConfiguration == nil)
    #expect(!cell.subviews.contains { $0.subviews.first?.layer.cornerRadius == 10 })
  }

  @Test func theBackgroundIsDrawn() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    var configuration = UIBackgroundConfiguration.clear()
    configuration.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    configuration.backgroundInsets = NSDirectionalEdgeInsets(
      top: 0, leading: 50, bottom: 0, trailing: 0)
    cell.backgroundConfiguration = configuration
    let raster = try ViewRenderer(scale: 1).raster(cell)
    #expect(raster.pixel(x: 75, y: 20).r == 255 && raster.pixel(x: 75, y: 20).g == 0)
    #expect(raster.pixel(x: 25, y: 20).a == 0)
  }
}
