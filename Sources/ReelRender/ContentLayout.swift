// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelViews

/// A view with its frame in the element's coordinates (points, origin at the element's top
/// left), and its laid-out subviews.
public struct PlacedView: Hashable, Sendable {
  public var view: ContentView
  public var frame: CGRect
  public var subviews: [PlacedView]
  /// The first baseline, points from the frame's top (the bottom when there is no text).
  public var baseline: CGFloat
  /// The layer's mask (`CALayer.mask`), its frame in this view's bounds: where it draws, by
  /// its alpha, this view (with its subviews) shows; nil for none.
  public var mask: PlacedView? {
    get { maskStorage.first }
    set { maskStorage = newValue.map { [$0] } ?? [] }
  }
  /// `mask`'s storage (a value cannot hold itself but through an array).
  private var maskStorage: [PlacedView] = []

  /// A view placed at `frame` with `subviews` placed inside it (their frames in its bounds).
  public init(
    view: ContentView, frame: CGRect, subviews: [PlacedView] = [], baseline: CGFloat? = nil
  ) {
    self.view = view
    self.frame = frame
    self.subviews = subviews
    self.baseline = baseline ?? frame.height
  }

  /// The view with its subviews (at every depth) mirrored left for right inside their parents.
  func mirroringSubviews() -> PlacedView {
    var mirrored = self
    mirrored.subviews = subviews.map { sub in
      var sub = sub.mirroringSubviews()
      sub.frame.origin.x = frame.width - sub.frame.maxX
      return sub
    }
    return mirrored
  }
}

/// Lays out content views as Auto Layout would for a content view pinned to the element's edges
/// and `UIStackView`s inside it: intrinsic sizes from text and images, distribution along the
/// axis by hugging and compression resistance, alignment across it (baselines included).
public struct ContentLayout {
  let measurer: any TextMeasuring

  public init(measurer: any TextMeasuring) { self.measurer = measurer }

  /// `views`, each filling `bounds`, laid out leading to trailing in `direction`: right to left
  /// mirrors every subview inside its parent, as Auto Layout's leading and trailing edges and
  /// stack views do (labels' text is not mirrored; `natural` alignment follows the direction).
  public func layout(
    _ views: [ContentView], in bounds: CGRect,
    direction: UserInterfaceLayoutDirection = .leftToRight
  ) -> [PlacedView] {
    let placed = views.filter { !$0.isHidden }.map { place($0, in: bounds) }
    return direction == .rightToLeft ? placed.map { $0.mirroringSubviews() } : placed
  }

  /// `view` in `frame`, its subviews laid out inside it.
  func place(_ view: ContentView, in frame: CGRect) -> PlacedView {
    var placed = PlacedView(view: view, frame: frame, subviews: [], baseline: frame.height)
    switch view.kind {
    case .stack(let stack):
      placed.subviews = arrange(
        view.style.content, stack, in: CGRect(origin: .zero, size: frame.size))
      placed.baseline = stackBaseline(placed.subviews, stack) ?? frame.height
    case .label:
      let size = intrinsicSize(view, proposal: frame.size)
      placed.baseline =
        (frame.height - size.height) / 2
        + measurer.firstBaseline(view.style.label ?? "", view.style.textProperties)
    default:
      placed.subviews = layout(view.style.content, in: CGRect(origin: .zero, size: frame.size))
    }
    return placed
  }

  /// The view's size from its content (fixed sizes win), in a space of `proposal`; -1 along an
  /// axis where it has none.
  public func intrinsicSize(_ view: ContentView, proposal: CGSize) -> CGSize {
    var size: CGSize
    switch view.kind {
    case .label:
      let text = view.style.label ?? ""
      let available = CGSize(
        width: view.width ?? proposal.width, height: view.height ?? .greatestFiniteMagnitude)
      size =
        text.isEmpty ? .zero : measurer.sizeThatFits(text, view.style.textProperties, in: available)
    case .image:
      size = view.style.image.map { $0.pointSize } ?? CGSize(width: -1, height: -1)
    case .fontSymbol:
      let em = view.style.textProperties.font.size * FontSymbolMetrics.emPerPoint
      size = CGSize(width: em, height: em)
    case .symbol(let symbol):
      size = symbol.size(pointSize: view.style.textProperties.font.size)
    case .view, .spacer:
      size = CGSize(width: -1, height: -1)
    case .stack(let stack):
      size = stackSize(view.style.content, stack, proposal: proposal)
    }
    if let width = view.width { size.width = width }
    if let height = view.height { size.height = height }
    return size
  }
}
