// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelViews

/// UILabel's drawing and sizing, for backends and for layouts that size views by their text.
public enum LabelText {
  /// Draws `text` as a UILabel of `bounds` (user space of `cr`, a `cairo_t *`) draws it: wrapped,
  /// limited and truncated per `properties`, centred vertically, never outside `bounds`.
  public static func draw(
    _ text: String, _ properties: TextProperties, in bounds: CGRect, on cr: OpaquePointer
  ) {
    guard !text.isEmpty, properties.color.alpha > 0 || !properties.runs.isEmpty,
      bounds.width > 0, bounds.height > 0,
      properties.font.size > 0
    else { return }
    TextEngine.current.layout(text, properties, size: bounds.size)
      .draw(on: cr, origin: bounds.origin, color: properties.color)
  }

  /// `UILabel.sizeThatFits(_:)`: the size of the text's lines laid out in at most `size` (a side
  /// of `.greatestFiniteMagnitude` for "any"), rounded up to 1/`scale` point.
  public static func sizeThatFits(
    _ text: String, _ properties: TextProperties, in size: CGSize, scale: CGFloat = 1
  ) -> CGSize {
    guard !text.isEmpty, properties.font.size > 0 else { return .zero }
    let bounded = CGSize(
      width: min(size.width, 1e7), height: min(size.height, 1e7))
    let key = TextMeasurements.Key(text: text, properties: properties, size: bounded, scale: scale)
    return TextMeasurements.shared.size(key) {
      let layout = TextEngine.current.layout(text, properties, size: bounded)
      // Only a clipped single line may run past the width (its text is cut where the view ends).
      let clipped = properties.numberOfLines == 1 && properties.lineBreakMode == .byClipping
      let used = clipped ? layout.usedWidth : min(layout.usedWidth, bounded.width)
      let step = max(scale, 1)
      return CGSize(
        width: (used * step).rounded(.up) / step,
        height: (layout.textRect.height * step).rounded(.up) / step)
    }
  }
}

/// The text engine's measurements for the views' layout (`Label`, a scene's content).
public struct PangoMeasurer: TextMeasuring, Sendable {
  public init() {}

  public func sizeThatFits(_ text: String, _ properties: TextProperties, in size: CGSize)
    -> CGSize
  {
    LabelText.sizeThatFits(text, properties, in: size)
  }

  public func sizeThatFits(
    _ text: String, _ properties: TextProperties, in size: CGSize, scale: CGFloat
  ) -> CGSize {
    LabelText.sizeThatFits(
      text, properties, in: size, scale: scale.isFinite ? min(max(scale, 1), 4) : 1)
  }

  public func firstBaseline(_ text: String, _ properties: TextProperties) -> CGFloat {
    guard !text.isEmpty else { return 0 }
    return TextEngine.current.layout(text, properties, size: CGSize(width: 1e7, height: 1e7))
      .firstBaseline
  }

  public func lastBaseline(_ text: String, _ properties: TextProperties, in size: CGSize)
    -> CGFloat
  {
    guard !text.isEmpty else { return 0 }
    let bounded = CGSize(width: min(size.width, 1e7), height: min(size.height, 1e7))
    return TextEngine.current.layout(text, properties, size: bounded).lastBaseline
  }
}

extension ContentLayoutCache {
  /// The scene's content laid out with Pango's measurements, shared by every drawing thread.
  package static let text = ContentLayoutCache(measurer: TextMeasurers.engine)
}

/// The one text measurer code off the main actor uses (the runtime's cell sizing, swipe buttons
/// and overlays, content layout), typed as the protocol so no caller names the engine.
package enum TextMeasurers {
  /// Pango's measurements; safe from any thread.
  package static let engine: any TextMeasuring & Sendable = PangoMeasurer()
}
