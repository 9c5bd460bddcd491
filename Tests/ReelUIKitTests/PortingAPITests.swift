// SPDX-License-Identifier: MIT
import Foundation
import ReelUIKit
import Testing

@testable import ReelViews

/// A target of control actions, as `reel port` makes a class with `@objc` methods.
final class SwitchWatcher: UIViewController, SelectorPerforming {
  var toggled: [Bool] = []
  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    guard selector == "toggle(_:)", let control = sender as? UISwitch else { return false }
    toggled.append(control.isOn)
    return true
  }
}

/// A content view that leaves `supports(_:)` to UIKit's default.
final class PlainContentView: UIView, UIContentView {
  var configuration: UIContentConfiguration
  init(configuration: UIContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// What Apple's "Modern Collection Views" sample uses beyond the screens' classes: target–action
/// on controls, colour transformers, transactions of a reorder, layout guides of list cells.
@MainActor
@Suite struct PortingAPITests {
  @Test func aControlSendsItsActionsForItsEvents() {
    let watcher = SwitchWatcher()
    let toggle = UISwitch()
    toggle.addTarget(watcher, action: Selector("toggle(_:)"), for: .valueChanged)
    var handled = 0
    toggle.addAction(UIAction { _ in handled += 1 }, for: .valueChanged)
    toggle.isOn = true
    toggle.sendActions(for: .touchUpInside)
    #expect(watcher.toggled.isEmpty && handled == 0)
    toggle.sendActions(for: .valueChanged)
    #expect(watcher.toggled == [true] && handled == 1)
    #expect(toggle.allControlEvents == .valueChanged)
    toggle.removeTarget(watcher, action: nil, for: .allEvents)
    toggle.sendActions(for: .valueChanged)
    #expect(watcher.toggled == [true] && handled == 2)
  }

  @Test func anActionWithoutATargetGoesUpTheResponderChain() {
    let watcher = SwitchWatcher()
    let toggle = UISwitch()
    watcher.view.addSubview(toggle)
    toggle.addTarget(nil, action: Selector("toggle(_:)"), for: .valueChanged)
    toggle.sendActions(for: .valueChanged)
    #expect(watcher.toggled == [false])
  }

  @Test func transformersChangeTheResolvedColours() {
    var background = UIBackgroundConfiguration.listPlainCell()
    background.backgroundColor = .systemRed
    background.backgroundColorTransformer = .init { $0.withAlphaComponent(0.3) }
    let resolved = background.resolvedBackgroundColor(for: .systemBlue).rgba(in: .standard)
    #expect(abs(resolved.alpha - 0.3) < 0.01)
    var text = UIListContentConfiguration.valueCell().secondaryTextProperties
    text.colorTransformer = .init { _ in .systemGreen }
    #expect(text.resolvedColor() == .systemGreen)
    var image = UIListContentConfiguration.cell().imageProperties
    #expect(image.resolvedTintColor(for: .systemPink) == .systemPink)
    image.tintColorTransformer = .init { _ in .systemTeal }
    #expect(image.resolvedTintColor(for: .systemPink) == .systemTeal)
  }

  @Test func aContentViewSupportsConfigurationsOfItsOwnTypeByDefault() {
    let view = PlainContentView(configuration: UIListContentConfiguration.cell())
    #expect(view.supports(UIListContentConfiguration.subtitleCell()))
    #expect(!view.supports(Other()))
  }

  @Test func aReorderTransactionGivesEachSectionsDifference() {
    typealias Source = UICollectionViewDiffableDataSource<String, Int>
    var before = NSDiffableDataSourceSnapshot<String, Int>()
    before.appendSections(["a", "b"])
    before.appendItems([1, 2, 3], toSection: "a")
    before.appendItems([4], toSection: "b")
    var after = before
    after.moveItem(3, beforeItem: 1)
    let transaction = Source.NSDiffableDataSourceTransaction(
      initialSnapshot: before, finalSnapshot: after)
    let sections = transaction.sectionTransactions
    #expect(sections.map { $0.sectionIdentifier } == ["a", "b"])
    #expect([1, 2, 3].applying(sections[0].difference) == [3, 1, 2])
    #expect(sections[1].difference.isEmpty)
    #expect(sections[0].finalSnapshot.items == [3, 1, 2])
  }

  @Test func aListContentViewsTextGuideAndACellsSeparatorGuideAreLaidOut() {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
    var content = UIListContentConfiguration.cell()
    content.image = UIImage(systemName: "star")
    content.text = "Title"
    content.axesPreservingSuperviewLayoutMargins = []
    let view = UIListContentView(configuration: content)
    #expect(UIListContentView(configuration: .cell()).textLayoutGuide == nil)
    view.frame = cell.contentView.bounds
    cell.contentView.addSubview(view)
    let text = view.textLayoutGuide
    let separator = cell.separatorLayoutGuide
    if let text {
      separator.leadingAnchor.constraint(equalTo: text.leadingAnchor).isActive = true
    }
    cell.layoutIfNeeded()
    let textX = text.map { view.convert($0.layoutFrame, to: cell).minX } ?? -1
    #expect(textX > 40, "\(textX)")  // after the image
    #expect(abs(separator.layoutFrame.minX - textX) < 0.5)
    #expect(separator.layoutFrame.maxX == 320 && separator.layoutFrame.height == 60)
  }

  @Test func aControllersMetatypeMakesTheRegisteredClass() {
    ViewControllerRegistry.shared.register("SwitchWatcher") { SwitchWatcher() }
    let screen: UIViewController.Type = SwitchWatcher.self
    #expect(ViewControllerRegistry.shared.make(screen) is SwitchWatcher)
    let plain = ViewControllerRegistry.shared.make(UIViewController.self)
    #expect(type(of: plain) == UIViewController.self)
  }

  @Test func aTableStartsAndEndsEditing() {
    let table = UITableView(frame: .zero, style: .plain)
    table.setEditing(true, animated: true)
    #expect(table.isEditing)
    let controller = SettingsController()
    let edit = controller.editButtonItem
    #expect(edit.title == "Edit")
    edit.tap()
    #expect(controller.isEditing && controller.tableView.isEditing && edit.title == "Done")
    #expect(edit.style == .done)
  }
}

private struct Other: UIContentConfiguration {
  func makeContentView() -> UIView & UIContentView { PlainContentView(configuration: self) }
  func updated(for state: UIConfigurationState) -> Other { self }
}
