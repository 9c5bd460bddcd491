// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelViews

/// A `UIStepper` among a scene's content views: a rounded 94 × 32 platter with a "−" half, a
/// divider and a "+" half (`StepperMetrics`); each half holds a highlight inset 4 points, clear
/// until a finger presses that half. The halves are found as `<id>.decrement` and
/// `<id>.increment`.
extension ContentView {
  /// The suffixes of a stepper's halves' identifiers.
  public static let stepperHalves = (decrement: ".decrement", increment: ".increment")

  /// A stepper named `id`, in these colours: the platter, a pressed half's highlight, the
  /// glyphs and the divider.
  public static func stepper(
    id: String, fill: RGBAColor, highlight: RGBAColor, glyph: RGBAColor, divider: RGBAColor
  ) -> ContentView {
    let size = StepperMetrics.size
    let halfWidth = (size.width - StepperMetrics.dividerSize.width) / 2
    func half(_ symbol: String, suffix: String) -> ContentView {
      var glyphStyle = ItemStyle(fill: .clear)
      glyphStyle.textProperties = TextProperties(font: .systemFont(ofSize: 17), color: glyph)
      let lit = ItemStyle(fill: highlight, cornerRadius: StepperMetrics.cornerRadius / 2)
      // The highlight (clear until pressed) under the glyph, both filling the inset box.
      var highlighted = ContentView(.view, style: ItemStyle(fill: .clear))
      highlighted.style.content = [
        ContentView(.view, style: lit, alpha: 0),
        ContentView(SymbolNames.kind(forSystemName: symbol), style: glyphStyle),
      ]
      let inset = StepperMetrics.highlightInset
      var holder = ItemStyle(fill: .clear)
      holder.content = [highlighted]
      var view = ContentView(
        .stack(
          StackLayout(
            isLayoutMarginsRelativeArrangement: true,
            layoutMargins: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))),
        style: holder, width: halfWidth, height: size.height)
      view.identifier = id + suffix
      return view
    }
    var line = ContentView(
      .view, style: ItemStyle(fill: divider), width: StepperMetrics.dividerSize.width,
      height: StepperMetrics.dividerSize.height)
    line.hugging = 1000
    var style = ItemStyle(fill: fill, cornerRadius: StepperMetrics.cornerRadius)
    style.cornerCurve = .continuous
    style.content = [
      half("minus", suffix: stepperHalves.decrement), line,
      half("plus", suffix: stepperHalves.increment),
    ]
    var stepper = ContentView(
      .stack(StackLayout(alignment: .center)), style: style, width: size.width,
      height: size.height)
    stepper.identifier = id
    return stepper
  }

  /// Whether this is one half of a stepper.
  public var isStepperHalf: Bool {
    guard let identifier else { return false }
    return identifier.hasSuffix(Self.stepperHalves.decrement)
      || identifier.hasSuffix(Self.stepperHalves.increment)
  }

  /// This stepper half with its highlight showing by `amount` (0…1).
  public func pressed(_ amount: CGFloat) -> ContentView {
    guard isStepperHalf, let holder = style.content.first, let lit = holder.style.content.first
    else { return self }
    var view = self
    var inner = lit
    inner.alpha = min(max(amount, 0), 1)
    view.style.content[0].style.content[0] = inner
    return view
  }
}
