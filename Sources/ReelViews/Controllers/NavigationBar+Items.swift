// SPDX-License-Identifier: MIT
import Foundation

extension NavigationBar {
  /// The leading views (the back button, then the left items) and the trailing ones (the right
  /// items, the first outermost), for the top item, and which item each view shows.
  func itemGroups() -> BarItemViews {
    var groups = BarItemViews()
    guard let item = topItem else { return groups }
    let tint = itemTint
    let lefts = item.leftBarButtonItems ?? []
    if let back = backItem, !item.hidesBackButton,
      lefts.isEmpty || item.leftItemsSupplementBackButton
    {
      // Under glass the back button is the chevron alone on its round platter.
      let title = isGlass ? nil : Self.backTitle(of: back)
      groups.leading.append(Self.backButton(title: title, tint: tint))
    }
    for left in lefts {
      guard let view = Self.view(for: left, tint: tint) else { continue }
      groups.leading.append(view)
      groups.items[ObjectIdentifier(view)] = left
    }
    for right in item.rightBarButtonItems ?? [] {
      guard let view = Self.view(for: right, tint: tint) else { continue }
      groups.trailing.append(view)
      groups.items[ObjectIdentifier(view)] = right
    }
    return groups
  }

  /// Places the items in the top 44 points: leading ones from the leading edge (the back button
  /// at 8 points, items at the margin), trailing ones from the trailing margin, 8 points apart.
  func layoutItems(_ groups: BarItemViews) {
    for view in itemViews + platters { view.removeFromSuperview() }
    platters = []
    let (leading, trailing) = (groups.leading, groups.trailing)
    itemsByView = groups.items
    let margin = Self.margin(width: bounds.width)
    var x = leading.first is BackButtonView ? 8 : margin
    for view in leading {
      let size = view.intrinsicContentSize
      view.frame = CGRect(
        x: x, y: (Self.inlineHeight - size.height) / 2, width: size.width, height: size.height)
      x += size.width + 8
    }
    x = bounds.width - margin
    for view in trailing {
      let size = view.intrinsicContentSize
      x -= size.width
      view.frame = CGRect(
        x: x, y: (Self.inlineHeight - size.height) / 2, width: size.width, height: size.height)
      x -= 8
    }
    itemViews = leading + trailing
    for view in itemViews { addSubview(view) }
  }

  /// How far the wider side's items reach in from the bar's edge, points (the inline title is
  /// centred between them).
  func itemsWidth(_ groups: BarItemViews) -> CGFloat {
    let (leading, trailing) = (groups.leading, groups.trailing)
    func extent(_ views: [View], from start: CGFloat) -> CGFloat {
      views.isEmpty
        ? 0 : views.reduce(start) { $0 + $1.intrinsicContentSize.width + 8 }
    }
    let margin = Self.margin(width: bounds.width)
    return max(
      extent(leading, from: leading.first is BackButtonView ? 8 : margin),
      extent(trailing, from: margin))
  }

  /// The back button's title: the item below's back bar button item's title, its back button
  /// title, its title, or "Back" (SPEC-VIEWS 7.13); "Back" in its `generic` back button display
  /// mode, none in `minimal`.
  static func backTitle(of item: NavigationItem) -> String? {
    switch item.backButtonDisplayMode {
    case .minimal: return nil
    case .generic: return item.backBarButtonItem?.title ?? "Back"
    case .default:
      return item.backBarButtonItem?.title ?? item.backButtonTitle ?? item.title ?? "Back"
    }
  }

  /// A bar button item's view: its custom view, image, title or system item, in the bar's
  /// tint (17-point text, semibold for `done`); nil for spaces.
  static func view(for item: BarButtonItem, tint: Color) -> View? {
    let view = plainView(for: item, tint: tint)
    // Found by the item's identifier, as a UI test finds the button.
    if let id = item.accessibilityIdentifier { view?.accessibilityIdentifier = id }
    return view
  }

  private static func plainView(for item: BarButtonItem, tint: Color) -> View? {
    if let custom = item.customView { return custom }
    let colour = item.tintColor ?? tint
    if let image = item.image ?? item.systemItem.flatMap(Self.symbol(for:)) {
      let view = ImageView(
        image: image.withConfiguration(Image.SymbolConfiguration(pointSize: 17, weight: .regular)))
      view.tintColor = colour
      return view
    }
    guard let title = item.title ?? item.systemItem.flatMap(Self.title(for:)) else { return nil }
    let label = Label()
    label.text = title
    let bold = item.style == .done || item.systemItem == .done || item.systemItem == .save
    label.font = .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
    label.textColor = item.isEnabled ? colour : .tertiaryLabel
    return label
  }

  /// The word a system item shows; nil for one drawn as a symbol or a space.
  static func title(for item: BarButtonItem.SystemItem) -> String? {
    switch item {
    case .done: "Done"
    case .cancel: "Cancel"
    case .edit: "Edit"
    case .save: "Save"
    case .undo: "Undo"
    case .redo: "Redo"
    default: nil
    }
  }

  /// The SF Symbol a system item shows; nil for one with a word or a space.
  static func symbol(for item: BarButtonItem.SystemItem) -> Image? {
    let names: [BarButtonItem.SystemItem: String] = [
      .add: "plus", .compose: "square.and.pencil", .reply: "arrowshape.turn.up.left",
      .action: "square.and.arrow.up", .organize: "folder", .bookmarks: "book",
      .search: "magnifyingglass", .refresh: "arrow.clockwise", .stop: "xmark",
      .camera: "camera", .trash: "trash", .play: "play.fill", .pause: "pause.fill",
      .rewind: "backward.fill", .fastForward: "forward.fill", .close: "xmark",
    ]
    return names[item].flatMap { Image(systemName: $0) }
  }

  /// The back button: a chevron and the title, in the tint.
  static func backButton(title: String?, tint: Color) -> View {
    BackButtonView(title: title, tint: tint)
  }
}

/// A bar's item views, and the bar button item each shows (the back button shows none).
struct BarItemViews {
  var leading: [View] = []
  var trailing: [View] = []
  var items: [ObjectIdentifier: BarButtonItem] = [:]
}

/// What a tap on a bar lands on.
package enum BarHit {
  /// A bar button item.
  case item(BarButtonItem)
  /// The back button.
  case back
  /// The bar, away from its items.
  case bar
}

extension NavigationBar {
  /// What a tap at `point` (the bar's coordinates) lands on; nil outside the bar.
  package func hit(at point: CGPoint) -> BarHit? {
    guard !isHidden, bounds.contains(point) else { return nil }
    for view in itemViews where view.frame.insetBy(dx: -8, dy: -8).contains(point) {
      if view is BackButtonView { return .back }
      if let item = itemsByView[ObjectIdentifier(view)] { return .item(item) }
    }
    return .bar
  }
}

/// A navigation bar's back button: the backward chevron, then the previous screen's title.
@MainActor
final class BackButtonView: View {
  let chevron: ImageView
  let label = Label()

  init(title: String?, tint: Color) {
    let symbol = Image(systemName: "chevron.backward")?.withConfiguration(
      Image.SymbolConfiguration(pointSize: 17, weight: .semibold))
    chevron = ImageView(image: symbol)
    super.init(frame: .zero)
    chevron.tintColor = tint
    label.text = title
    label.font = .systemFont(ofSize: 17)
    label.textColor = tint
    label.isHidden = title == nil
    addSubview(chevron)
    addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  override var intrinsicContentSize: CGSize {
    let mark = chevron.intrinsicContentSize
    let text = label.isHidden ? .zero : label.intrinsicContentSize
    return CGSize(
      width: mark.width + (label.isHidden ? 0 : 6 + text.width),
      height: max(mark.height, text.height))
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let mark = chevron.intrinsicContentSize
    chevron.frame = CGRect(
      x: 0, y: (bounds.height - mark.height) / 2, width: mark.width, height: mark.height)
    let text = label.intrinsicContentSize
    label.frame = CGRect(
      x: mark.width + 6, y: (bounds.height - text.height) / 2, width: text.width,
      height: text.height)
  }
}
