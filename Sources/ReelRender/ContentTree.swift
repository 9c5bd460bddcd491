// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelViews

/// A scene's content (`ContentView` descriptions) built as views and laid out by Auto Layout,
/// as UIKit lays out a cell's content view: each top-level view pinned to the element's edges,
/// labels as `Label`s, stacks as `StackView`s, images, symbols and plain views as views of their
/// own size. The scene format's rules are constraints: content is sized from the outside in (see
/// `size(_:_:along:filled:depth:)`), as `ContentLayout` has always laid it out — the two give
/// the same frames for every element of every shipped scene (`ContentTreeTests`). The result
/// keeps each description beside its frame, ready to draw.
@MainActor
package enum ContentTree {
  /// `views`, each filling an element of `size` points, laid out leading to trailing in
  /// `direction` with text measured in `traits` (its `displayScale` rounds text sizes to
  /// pixels). Hidden views are left out; sizes that are negative or not finite lay out nothing.
  package static func layout(
    _ views: [ContentView], size: CGSize, direction: UserInterfaceLayoutDirection = .leftToRight,
    traits: TraitCollection = .standard
  ) -> [PlacedView] {
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0
    else { return [] }
    let container = View(frame: CGRect(origin: .zero, size: size))
    container.hostTraitCollection = traits
    container.semanticContentAttribute =
      direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    var described: [ObjectIdentifier: ContentView] = [:]
    var built: [View] = []
    for description in views where !description.isHidden {
      let view = make(description, along: nil, filled: true, depth: 0, &described)
      container.addSubview(view)
      pin(view, to: container)
      built.append(view)
    }
    container.layoutIfNeeded()
    return built.map { placed($0, described) }
  }

  /// The view a description builds, with its subviews.
  static func make(
    _ description: ContentView, along stackAxis: NSLayoutConstraint.Axis?, filled: Bool,
    depth: Int, _ described: inout [ObjectIdentifier: ContentView]
  ) -> View {
    let view: View
    switch description.kind {
    case .stack(let layout):
      let stack = DescribedStackView(frame: .zero)
      stack.systemPriorityScale = (levelScale(depth), levelScale(depth + 1))
      configure(stack, layout)
      for child in description.style.content {
        let made = make(
          child, along: stack.axis, filled: layout.alignment == .fill, depth: depth + 1,
          &described)
        made.isHidden = child.isHidden
        stack.addArrangedSubview(made)
      }
      view = stack
    case .label:
      let label = DescribedLabel(frame: .zero)
      label.text = description.style.label
      label.describedTextProperties = description.style.textProperties
      label.numberOfLines = description.style.textProperties.numberOfLines
      label.lineBreakMode = description.style.textProperties.lineBreakMode
      view = label
    case .image, .symbol, .fontSymbol, .view, .spacer:
      view = SizedView(size: ContentTree.ownSize(description))
      for child in description.style.content where !child.isHidden {
        let made = make(child, along: nil, filled: true, depth: depth + 1, &described)
        view.addSubview(made)
        pin(made, to: view)
      }
    }
    view.translatesAutoresizingMaskIntoConstraints = false
    described[ObjectIdentifier(view)] = description
    size(view, description, along: stackAxis, filled: filled, depth: depth)
    return view
  }

  /// The scene format's sizing rules: a view's own size is its content's, or its fixed `width`
  /// and `height`. Along its stack's axis it hugs and resists at its own priorities, and a fixed
  /// size is required; across a stack that does not fill it does the same within the stack;
  /// where it is filled — across a `fill` stack, inside a plain view or the element, whose
  /// edges it is pinned to — its own size neither pushes nor pulls. Content is laid out from the
  /// outside in: a view's priorities count only among its siblings, so what it holds never
  /// pushes it (each level's priorities are a thousandth of its container's).
  static func size(
    _ view: View, _ description: ContentView, along axis: NSLayoutConstraint.Axis?, filled: Bool,
    depth: Int
  ) {
    let scale = levelScale(depth)
    let hugging = LayoutPriority(description.effectiveHugging * scale)
    let resistance = LayoutPriority(
      description.effectiveCompressionResistance >= 1000
        ? 1000 : description.effectiveCompressionResistance * scale)
    for each in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      view.setContentHuggingPriority(hugging, for: each)
      view.setContentCompressionResistancePriority(resistance, for: each)
    }
    if var described = view as? any DescribedView {
      described.sizing.fixed = (description.width, description.height)
      let across = axis == nil || filled
      described.sizing.passive = (
        axis != .horizontal && across, axis != .vertical && across
      )
    }
    // Fixed sizes are own sizes (above); along a stack's axis they are required.
    if axis == .horizontal, let width = description.width {
      view.widthAnchor.constraint(equalToConstant: width).isActive = true
    }
    if axis == .vertical, let height = description.height {
      view.heightAnchor.constraint(equalToConstant: height).isActive = true
    }
  }

  /// The factor of the priorities at `depth` levels of content.
  static func levelScale(_ depth: Int) -> Float {
    Float(pow(0.001, Double(min(depth, maximumLevels))))
  }

  /// Levels of content whose priorities stay apart (Float's range); deeper levels share the
  /// last one's.
  static let maximumLevels = 12

  static func configure(_ stack: StackView, _ layout: StackLayout) {
    stack.axis = layout.axis == .horizontal ? .horizontal : .vertical
    stack.spacing = layout.spacing
    stack.isLayoutMarginsRelativeArrangement = layout.isLayoutMarginsRelativeArrangement
    stack.layoutMargins = layout.layoutMargins
    stack.distribution =
      switch layout.distribution {
      case .fill: .fill
      case .fillEqually: .fillEqually
      case .fillProportionally: .fillProportionally
      case .equalSpacing: .equalSpacing
      case .equalCentering: .equalCentering
      }
    stack.alignment =
      switch layout.alignment {
      case .fill: .fill
      case .leading, .top: .leading
      case .firstBaseline: .firstBaseline
      case .center: .center
      case .trailing, .bottom: .trailing
      case .lastBaseline: .lastBaseline
      }
  }

  /// `view`'s edges equal to `container`'s (required).
  static func pin(_ view: View, to container: View) {
    view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      view.topAnchor.constraint(equalTo: container.topAnchor),
      view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
  }

  /// The laid-out view with its description, and its subviews' (arranged or not) in order.
  static func placed(_ view: View, _ described: [ObjectIdentifier: ContentView]) -> PlacedView {
    let children = view.subviews.compactMap { child -> PlacedView? in
      guard !child.isHidden, described[ObjectIdentifier(child)] != nil else { return nil }
      return placed(child, described)
    }
    return PlacedView(
      view: described[ObjectIdentifier(view)]!, frame: view.frame, subviews: children)
  }

  /// An image's or symbol's own size, points: the image's points, a symbol's size for its font.
  static func ownSize(_ description: ContentView) -> CGSize {
    switch description.kind {
    case .image:
      return description.style.image?.pointSize
        ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    case .fontSymbol:
      let em = description.style.textProperties.font.size * FontSymbolMetrics.emPerPoint
      return CGSize(width: em, height: em)
    case .symbol(let symbol):
      return symbol.size(pointSize: description.style.textProperties.font.size)
    default:
      return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
  }
}
