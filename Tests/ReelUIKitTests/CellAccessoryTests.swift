// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// `UICellAccessory` on a `UICollectionViewListCell`: which show, where they go (numbers solved
/// by hand from the accessories' own sizes), how they look.
@MainActor
@Suite struct CellAccessoryTests {
  func cell(_ accessories: [UICellAccessory], width: CGFloat = 320) -> UICollectionViewListCell {
    let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: width, height: 44))
    var content = cell.defaultContentConfiguration()
    content.text = "Inbox"
    cell.contentConfiguration = content
    cell.accessories = accessories
    cell.layoutIfNeeded()
    return cell
  }

  /// The accessory views, in the order of the accessories shown.
  func views(_ cell: UICollectionViewListCell) -> [UIView] {
    cell.subviews.filter { $0 !== cell.contentView }
  }

  @Test func aLabelThenAChevronSitAfterTheContentInTheirOrder() throws {
    let cell = cell([.label(text: "12"), .disclosureIndicator()])
    let shown = views(cell)
    try #require(shown.count == 2)
    let (label, chevron) = (
      try #require(shown[0] as? UILabel), try #require(shown[1] as? UIImageView)
    )
    #expect(label.text == "12" && label.textColor == .secondaryLabel)
    #expect(chevron.tintColor == .tertiaryLabel)
    let c = chevron.intrinsicContentSize
    let l = label.intrinsicContentSize
    // 16 from the trailing edge, 8 between the two, each centred in the 44-point row.
    #expect(abs(chevron.frame.maxX - (320 - 16)) < 0.001)
    #expect(abs(chevron.frame.width - c.width) < 0.001)
    #expect(abs(chevron.frame.midY - 22) < 0.001)
    #expect(abs(label.frame.maxX - (320 - 16 - c.width - 8)) < 0.001)
    #expect(abs(label.frame.midY - 22) < 0.001 && abs(label.frame.width - l.width) < 0.001)
    // The content view ends where the label starts; its text keeps its 16-point margin.
    #expect(cell.contentView.frame.minX == 0)
    #expect(abs(cell.contentView.frame.maxX - label.frame.minX) < 0.001)
  }

  /// UIKit: "A hidden accessory takes up space in the layout, but it isn't visible".
  @Test func aHiddenCheckmarkKeepsItsRoomButIsNotDrawn() throws {
    let shown = cell([.checkmark()])
    let hidden = cell([.checkmark(options: .init(isHidden: true))])
    let mark = try #require(views(hidden).first)
    #expect(mark.isHidden && views(shown).first?.isHidden == false)
    #expect(mark.frame == views(shown).first?.frame)
    #expect(hidden.contentView.frame == shown.contentView.frame)
  }

  @Test func editingControlsShowOnlyWhileEditingOnTheirSides() throws {
    let cell = cell([.delete(), .disclosureIndicator(displayed: .whenNotEditing), .reorder()])
    #expect(views(cell).count == 1, "not editing: the chevron only")
    cell.isEditing = true
    cell.layoutIfNeeded()
    let shown = views(cell)
    try #require(shown.count == 2)
    let (delete, grip) = (shown[0], shown[1])
    #expect(delete.tintColor == .systemRed && grip.tintColor == .tertiaryLabel)
    #expect(abs(delete.frame.minX - 16) < 0.001, "leading, 16 from the edge")
    #expect(abs(cell.contentView.frame.minX - delete.frame.maxX) < 0.001)
    #expect(abs(grip.frame.maxX - 304) < 0.001)
    #expect(abs(cell.contentView.frame.maxX - grip.frame.minX) < 0.001)
  }

  @Test func rightToLeftPutsTheTrailingGroupOnTheLeft() throws {
    let cell = cell([.disclosureIndicator()])
    cell.semanticContentAttribute = .forceRightToLeft
    cell.layoutIfNeeded()
    let chevron = try #require(views(cell).first)
    #expect(abs(chevron.frame.minX - 16) < 0.001)
    #expect(abs(cell.contentView.frame.minX - chevron.frame.maxX) < 0.001)
    #expect(cell.contentView.frame.maxX == 320)
  }

  @Test func indentationMovesTheContentAndTheLeadingAccessories() throws {
    let cell = cell([.multiselect(displayed: .always)])
    cell.indentationLevel = 2
    cell.layoutIfNeeded()
    let circle = try #require(views(cell).first)
    #expect(abs(circle.frame.minX - (16 + 20)) < 0.001, "2 levels of 10 points")
    cell.indentsAccessories = false
    cell.layoutIfNeeded()
    #expect(abs(circle.frame.minX - 16) < 0.001)
    #expect(abs(cell.contentView.frame.minX - (circle.frame.maxX + 20)) < 0.001)
    let plain = self.cell([])
    plain.indentationLevel = 3
    plain.indentationWidth = 20
    plain.layoutIfNeeded()
    #expect(plain.contentView.frame == CGRect(x: 60, y: 0, width: 260, height: 44))
  }

  @Test func aReservedWidthCentresTheAccessoryInIt() throws {
    let cell = cell([.checkmark(options: .init(reservedLayoutWidth: .custom(40)))])
    let check = try #require(views(cell).first)
    #expect(check.tintColor == cell.tintColor, "the checkmark takes the cell's tint")
    #expect(abs(check.frame.midX - (320 - 16 - 20)) < 0.001)
    #expect(abs(cell.contentView.frame.maxX - (320 - 16 - 40)) < 0.001)
  }

  @Test func aCustomSwitchAndAPopUpMenu() throws {
    let toggle = UISwitch()
    toggle.isOn = true
    let menu = UIMenu(
      options: .singleSelection,
      children: [UIAction(title: "Day") { _ in }, UIAction(title: "Week", state: .on) { _ in }])
    #expect(menu.selectedElements.map(\.title) == ["Week"])
    let cell = cell([
      .customView(configuration: .init(customView: toggle, placement: .trailing())),
      .popUpMenu(menu),
    ])
    let shown = views(cell)
    try #require(shown.count == 2)
    #expect(shown[0] === toggle)
    #expect(toggle.frame.size == toggle.intrinsicContentSize)
    let chevrons = try #require(shown[1] as? UIImageView)
    #expect(chevrons.image?.description.contains("chevron.up.chevron.down") == true)
    #expect(abs(toggle.frame.maxX - (chevrons.frame.minX - 8)) < 0.001)
    // A view keeping its own size, on the leading side.
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
    let leading = self.cell([
      .customView(
        configuration: .init(customView: badge, placement: .leading(), maintainsFixedSize: true))
    ])
    #expect(badge.frame == CGRect(x: 16, y: 16, width: 12, height: 12))
    #expect(leading.contentView.frame.minX == 28)
  }

  @Test func anExpandedOutlineChevronPointsDownAndIsDrawn() throws {
    var disclosure = UICellAccessory.outlineDisclosure()
    disclosure.isExpanded = true
    let cell = cell([disclosure])
    let chevron = try #require(views(cell).first)
    #expect(abs(chevron.transform.b - 1) < 1e-9, "a quarter turn")
    // Drawn: the chevron's pixels are the tint (systemBlue), near the trailing edge.
    let raster = try ViewRenderer(scale: 2).raster(cell)
    var blue = 0
    for y in 30..<58 {
      for x in 560..<620 {
        let p = raster.pixel(x: x, y: y)
        if p.b > 200 && p.r < 100 { blue += 1 }
      }
    }
    #expect(blue > 10, "\(blue) tinted pixels")
  }

  /// Values no one means: huge indentation, infinite reserved widths, a hidden custom view.
  @Test func hostileValuesLayOutWithoutFailing() throws {
    let cell = cell([
      .checkmark(options: .init(reservedLayoutWidth: .custom(.infinity))),
      .label(text: String(repeating: "W", count: 10_000)),
      .multiselect(displayed: .always, options: .init(reservedLayoutWidth: .custom(-50))),
    ])
    cell.indentationLevel = .max
    cell.indentationWidth = .greatestFiniteMagnitude
    cell.layoutIfNeeded()
    cell.indentationWidth = .nan
    cell.indentationLevel = -3
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame.minX.isFinite && cell.contentView.frame.width.isFinite)
    _ = try ViewRenderer(scale: 1).raster(cell)
  }
}
