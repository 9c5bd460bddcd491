// SPDX-License-Identifier: MIT
import Foundation

/// A row or column of views laid out by Auto Layout. Mirrors `UIKit.UIStackView` (SPEC-VIEWS
/// §4): the arranged views (a subset of the subviews, which they join when added, with
/// `translatesAutoresizingMaskIntoConstraints` turned off) are chained from the stack's leading
/// (top) edge to its trailing (bottom) edge — its margins when
/// `isLayoutMarginsRelativeArrangement` — `spacing` apart, sized along the axis by
/// `distribution` and across it by `alignment`; a hidden arranged view takes no room. The stack
/// makes these constraints itself at every layout (UIKit's `UISV-` constraints).
@preconcurrency @MainActor
open class StackView: View {
  /// How the views are placed along the axis. Mirrors `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// How the views are placed across the axis. Mirrors `UIStackView.Alignment` (`top` is
  /// `leading` and `bottom` is `trailing`, as in UIKit).
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    /// Top, in a horizontal stack: `leading`.
    public static let top = Alignment.leading
    /// Bottom, in a horizontal stack: `trailing`.
    public static let bottom = Alignment.trailing
  }

  /// `spacing` or a custom spacing that means "the stack's `spacing`" (FLT_MAX).
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// A spacing that means "the system's standard spacing" (FLT_MIN): 8 points between views.
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  /// The views the stack places, in order.
  public private(set) var arrangedSubviews: [View] = []
  /// Horizontal (a row, the default) or vertical (a column).
  open var axis = NSLayoutConstraint.Axis.horizontal { didSet { setNeedsLayout() } }
  /// How the views share the room along the axis; `fill` by default.
  open var distribution = Distribution.fill { didSet { setNeedsLayout() } }
  /// Where the views sit across the axis; `fill` by default.
  open var alignment = Alignment.fill { didSet { setNeedsLayout() } }
  /// Points between neighbours (0 by default; a minimum for `equalSpacing` and
  /// `equalCentering`; negative overlaps them). `spacingUseSystem` asks for 8.
  open var spacing: CGFloat = 0 {
    didSet {
      if spacing == Self.spacingUseDefault { spacing = 0 }
      setNeedsLayout()
    }
  }
  /// Whether the views are chained to the margins instead of the edges (false).
  open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
  /// Whether a vertical stack measures the space between neighbours from the last baseline of
  /// one to the first baseline of the next (views without text have their bottom edge as
  /// baseline). Default false; no effect on horizontal stacks. The first and last views stay
  /// against the stack's edges.
  open var isBaselineRelativeArrangement = false { didSet { setNeedsLayout() } }
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// Factors for the priorities of the stack's own optional constraints: those that size the
  /// stack itself (`own`, UIKit's 49) and those among its views (`arranged`: 999, 25). 1 in
  /// UIKit; a scene's content, laid out from the outside in, scales each level's down.
  package var systemPriorityScale: (own: Float, arranged: Float) = (1, 1)

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// A horizontal stack in `frame` (points) arranging nothing.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A stack arranging `views`.
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Arranges `view` last (and makes it a subview when it is not).
  open func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Arranges `view` at `index` (clamped).
  open func insertArrangedSubview(_ view: View, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Stops arranging `view`; it stays a subview (SPEC-VIEWS 4.12).
  open func removeArrangedSubview(_ view: View) {
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    setNeedsLayout()
  }

  /// The gap after `arrangedSubview` only, overriding `spacing` (`spacingUseDefault` restores
  /// it, `spacingUseSystem` asks for 8).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    customSpacings[ObjectIdentifier(arrangedSubview)] =
      spacing == Self.spacingUseDefault ? nil : spacing
    setNeedsLayout()
  }

  /// The custom gap after `arrangedSubview`, or `spacingUseDefault` when there is none.
  open func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// A vertical stack's first arranged view's, a horizontal stack's tallest view's (SPEC-VIEWS
  /// 4.11); the stack itself when it arranges nothing visible.
  open override var forFirstBaselineLayout: View {
    guard let view = baselineView(first: true) else { return self }
    return view.forFirstBaselineLayout
  }

  /// A vertical stack's last arranged view's, a horizontal stack's tallest view's.
  open override var forLastBaselineLayout: View {
    guard let view = baselineView(first: false) else { return self }
    return view.forLastBaselineLayout
  }

  private func baselineView(first: Bool) -> View? {
    let visible = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
    guard axis == .horizontal else { return first ? visible.first : visible.last }
    return visible.max { $0.bounds.height < $1.bounds.height }
  }

  /// The gap the stack leaves after `view`, in points.
  func gap(after view: View) -> CGFloat {
    let value = customSpacings[ObjectIdentifier(view)] ?? spacing
    return value == Self.spacingUseSystem ? systemSpacing : value
  }
}
