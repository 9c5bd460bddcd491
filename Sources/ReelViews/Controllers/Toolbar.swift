// SPDX-License-Identifier: MIT
import Foundation

/// A bar of bar button items along the bottom of a screen (a navigation controller's, or one of
/// your own): the items from the leading margin, flexible spaces sharing what is left, over a
/// material that reaches down behind the home indicator. Mirrors `UIKit.UIToolbar`.
@preconcurrency @MainActor
open class Toolbar: View {
  /// The items, leading first. Mirrors `items`.
  open var items: [BarButtonItem]? { didSet { setNeedsLayout() } }
  /// The colour of the items; nil for the tint. Mirrors `tintColor`'s use by bars.
  open var barTintColor: Color? { didSet { setNeedsLayout() } }
  /// Whether the bar is a blurred material (true) or opaque. Mirrors `isTranslucent`.
  open var isTranslucent = true { didSet { setNeedsLayout() } }
  /// The look while content is under the bar. Mirrors `standardAppearance`.
  open var standardAppearance = ToolbarAppearance() { didSet { setNeedsLayout() } }
  /// The look while the content's end sits at the bar; nil uses the standard one made
  /// transparent. Mirrors `scrollEdgeAppearance`.
  open var scrollEdgeAppearance: ToolbarAppearance? { didSet { setNeedsLayout() } }
  /// Whether content lies under the bar; a navigation controller sets it from its top
  /// screen's scroll view. True for a bar on its own.
  public internal(set) var hasContentUnder = true { didSet { setNeedsLayout() } }

  let backgroundView = VisualEffectView(effect: nil)
  let shadowView = View()
  var itemViews: [View] = []
  var itemsByView: [ObjectIdentifier: BarButtonItem] = [:]
  /// The glass platters behind runs of items (iOS 26).
  var platters: [View] = []

  /// The items' height, points, above the home indicator's strip (SPEC-VIEWS 7.26).
  public static let itemsHeight: CGFloat = 44

  /// A bar; a navigation controller sizes and places the one it shows.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(backgroundView)
    addSubview(shadowView)
  }

  /// A bar with a zero frame.
  public convenience init() { self.init(frame: .zero) }

  /// Reel reads no archives.
  public required init?(coder: NSCoder) { nil }

  /// Replaces the items. Mirrors `setItems(_:animated:)` (at once in virtual time).
  open func setItems(_ items: [BarButtonItem]?, animated: Bool) { self.items = items }

  /// 44 points by the width offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.itemsHeight)
  }

  /// Lays out the background, the hairline along the top and the items.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let appearance = BarAppearance.effective(
      standard: standardAppearance, scrollEdge: scrollEdgeAppearance,
      contentUnder: hasContentUnder, copy: ToolbarAppearance.init(barAppearance:))
    backgroundView.frame = bounds
    let pixel = 1 / max(traitCollection.displayScale, 1)
    shadowView.frame = CGRect(x: 0, y: -pixel, width: bounds.width, height: pixel)
    appearance.apply(to: backgroundView, shadow: shadowView, translucent: isTranslucent)
    backgroundView.isHidden = false
    if traitCollection.systemVersion == .iOS26 { return layoutGlassItems() }
    layoutItems()
  }

  /// The items from the leading margin to the trailing one, 8 points apart: a fixed space takes
  /// its `width`, flexible spaces share what the others leave.
  func layoutItems() {
    for view in itemViews + platters { view.removeFromSuperview() }
    platters = []
    itemViews = []
    itemsByView = [:]
    let tint: Color = barTintColor ?? tintColor
    let margin = NavigationBar.margin(width: bounds.width)
    let entries = (items ?? []).map { item in
      (item, item.systemItem == .flexibleSpace ? nil : NavigationBar.view(for: item, tint: tint))
    }
    func width(_ entry: (BarButtonItem, View?)) -> CGFloat {
      entry.1?.intrinsicContentSize.width ?? (entry.0.systemItem == .fixedSpace ? entry.0.width : 0)
    }
    let flexible = entries.filter { $0.0.systemItem == .flexibleSpace }.count
    let used = entries.map(width).reduce(0, +) + 8 * CGFloat(max(entries.count - 1, 0))
    let share = flexible > 0 ? max(bounds.width - 2 * margin - used, 0) / CGFloat(flexible) : 0
    var x = margin
    for entry in entries {
      if entry.0.systemItem == .flexibleSpace {
        x += share + 8
        continue
      }
      guard let view = entry.1 else {
        x += width(entry) + 8
        continue
      }
      let size = view.intrinsicContentSize
      view.frame = CGRect(
        x: x, y: (Self.itemsHeight - size.height) / 2, width: size.width, height: size.height)
      x += size.width + 8
      itemViews.append(view)
      itemsByView[ObjectIdentifier(view)] = entry.0
      addSubview(view)
    }
  }
}

extension Toolbar {
  /// What a tap at `point` (the bar's coordinates) lands on; nil outside the bar.
  package func hit(at point: CGPoint) -> BarHit? {
    guard !isHidden, bounds.contains(point) else { return nil }
    for view in itemViews where view.frame.insetBy(dx: -8, dy: -8).contains(point) {
      if let item = itemsByView[ObjectIdentifier(view)] { return .item(item) }
    }
    return .bar
  }
}

/// How a toolbar looks: its background and hairline. Mirrors `UIKit.UIToolbarAppearance`.
@preconcurrency @MainActor
open class ToolbarAppearance: BarAppearance {
  /// The default look. Mirrors `init()`.
  public override init() { super.init() }

  /// A copy of `barAppearance`'s background and hairline. Mirrors `init(barAppearance:)`.
  public override init(barAppearance: BarAppearance) { super.init(barAppearance: barAppearance) }
}
