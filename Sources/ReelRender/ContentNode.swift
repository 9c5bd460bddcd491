// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelViews

/// One view of a scene's content as `ContentTree` lays it out: what UIKit's view would tell Auto
/// Layout — a label's text measurements, a stack's arrangement, an image's or symbol's size —
/// with the scene format's sizing rules (`ContentTree`'s description) and its solver box.
final class ContentNode {
  enum Kind {
    case label(LabelMetrics)
    case stack(StackArrangement)
    /// An image, symbol, spacer or plain view of this natural size (`View.noIntrinsicMetric`
    /// where it has none).
    case sized(CGSize)
  }

  let description: ContentView
  private(set) var kind: Kind
  /// A stack's arranged views (hidden ones too, as UIKit keeps them); a plain view's shown
  /// subviews.
  let children: [ContentNode]
  let isHidden: Bool
  /// The axis of the stack that arranges it (nil when pinned inside a view or the element).
  let stackAxis: NSLayoutConstraint.Axis?
  /// Whether its fixed size along its stack's axis is required: unless the stack sizes its
  /// views itself (`fillEqually`, `fillProportionally`), where the fixed size is only its own.
  let keepsFixedSize: Bool
  /// Its hugging and compression resistance on both axes, scaled to its level.
  let hugging, resistance: Float
  /// Axes on which its own size neither pushes nor pulls (it is filled there).
  let passive: (horizontal: Bool, vertical: Bool)
  /// How much more its content size weighs along its stack's axis (`fill`'s order).
  var weight: StackArrangement.ContentWeight?
  /// The width a multi-line label was given by the previous pass.
  var measuringWidth: CGFloat?
  var box: LayoutBox?
  var gapBoxes: [LayoutBox] = []

  init(
    _ description: ContentView, along stackAxis: NSLayoutConstraint.Axis?, filled: Bool,
    keepsFixedSize: Bool = true, fitted: Bool = false, depth: Int, scale: CGFloat,
    measurer: any TextMeasuring
  ) {
    self.description = description
    self.stackAxis = stackAxis
    self.keepsFixedSize = keepsFixedSize
    isHidden = description.isHidden
    let level = ContentTree.levelScale(depth)
    hugging = description.effectiveHugging * level
    resistance =
      description.effectiveCompressionResistance >= 1000
      ? 1000 : description.effectiveCompressionResistance * level
    // A top-level view of content being fitted pushes the element: its size is what is fitted.
    let across = (stackAxis == nil || filled) && !(fitted && depth == 0)
    passive = (stackAxis != .horizontal && across, stackAxis != .vertical && across)
    switch description.kind {
    case .stack(let layout):
      let axis: NSLayoutConstraint.Axis = layout.axis == .horizontal ? .horizontal : .vertical
      let sizesViews = [.fillEqually, .fillProportionally].contains(layout.distribution)
      children = description.style.content.map {
        ContentNode(
          $0, along: axis, filled: layout.alignment == .fill, keepsFixedSize: !sizesViews,
          depth: depth + 1, scale: scale, measurer: measurer)
      }
      kind = .stack(Self.arrangement(layout, depth: depth, count: children.count))
    case .label:
      let text = description.style.textProperties
      kind = .label(
        LabelMetrics(
          text: description.style.label, properties: text, numberOfLines: text.numberOfLines,
          scale: scale, measurer: measurer))
      children = []
    case .image, .symbol, .fontSymbol, .view, .spacer, .slider:
      kind = .sized(ContentTree.ownSize(description))
      children = description.style.content.filter { !$0.isHidden }.map {
        ContentNode(
          $0, along: nil, filled: true, depth: depth + 1, scale: scale, measurer: measurer)
      }
    }
  }

  /// A described stack's arrangement, its members filled in by `arrange()`.
  private static func arrangement(_ layout: StackLayout, depth: Int, count: Int)
    -> StackArrangement
  {
    StackArrangement(
      axis: layout.axis == .horizontal ? .horizontal : .vertical,
      distribution: distribution(layout.distribution),
      alignment: alignment(layout.alignment),
      isLayoutMarginsRelativeArrangement: layout.isLayoutMarginsRelativeArrangement,
      isBaselineRelativeArrangement: false, layoutMargins: layout.layoutMargins,
      priorityScale: (ContentTree.levelScale(depth), ContentTree.levelScale(depth + 1)),
      members: [])
  }

  private static func distribution(_ distribution: StackLayout.Distribution)
    -> StackView.Distribution
  {
    switch distribution {
    case .fill: .fill
    case .fillEqually: .fillEqually
    case .fillProportionally: .fillProportionally
    case .equalSpacing: .equalSpacing
    case .equalCentering: .equalCentering
    }
  }

  private static func alignment(_ alignment: StackLayout.Alignment) -> StackView.Alignment {
    switch alignment {
    case .fill: .fill
    case .leading, .top: .leading
    case .firstBaseline: .firstBaseline
    case .center: .center
    case .trailing, .bottom: .trailing
    case .lastBaseline: .lastBaseline
    }
  }

  /// A stack's arrangement with its members as they measure now.
  func arrange() -> StackArrangement? {
    guard case .stack(var arrangement) = kind else { return nil }
    let proportional = arrangement.distribution == .fillProportionally
    let horizontal = arrangement.axis == .horizontal
    let spacing = stackLayout?.spacing ?? 0
    arrangement.members = children.map { child in
      var length: CGFloat = -1
      if proportional, !child.isHidden {
        let size = child.intrinsicSize
        length = horizontal ? size.width : size.height
      }
      return StackArrangement.Member(
        isHidden: child.isHidden, spacingAfter: spacing, intrinsicLength: length)
    }
    kind = .stack(arrangement)
    return arrangement
  }

  var stackLayout: StackLayout? {
    if case .stack(let layout) = description.kind { return layout }
    return nil
  }

  /// Its own size: its content's (text, image, arranged views end to end) with the fixed
  /// `width` and `height` of its description.
  var ownSize: CGSize {
    let natural: CGSize
    switch kind {
    case .label(let metrics): natural = metrics.intrinsicSize(measuringWidth: measuringWidth)
    case .sized(let size): natural = size
    case .stack: natural = arrangedSize
    }
    return CGSize(
      width: description.width ?? natural.width, height: description.height ?? natural.height)
  }

  /// The size Auto Layout sees: its own, none on a passive axis.
  var intrinsicSize: CGSize {
    let size = ownSize
    return CGSize(
      width: passive.horizontal ? View.noIntrinsicMetric : size.width,
      height: passive.vertical ? View.noIntrinsicMetric : size.height)
  }

  /// A stack's shown views' own sizes end to end along its axis, the largest across, with its
  /// spacing and (when it arranges inside them) margins.
  private var arrangedSize: CGSize {
    guard let layout = stackLayout else { return .zero }
    let shown = children.filter { !$0.isHidden }
    let horizontal = layout.axis == .horizontal
    let m = layout.isLayoutMarginsRelativeArrangement ? layout.layoutMargins : EdgeInsets.zero
    var main = layout.spacing * CGFloat(max(shown.count - 1, 0))
    var cross: CGFloat = 0
    for child in shown {
      let size = child.ownSize
      main += max(horizontal ? size.width : size.height, 0)
      cross = max(cross, horizontal ? size.height : size.width)
    }
    return horizontal
      ? CGSize(width: main + m.left + m.right, height: cross + m.top + m.bottom)
      : CGSize(width: cross + m.left + m.right, height: main + m.top + m.bottom)
  }
}
