// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelViews

/// Controls among a scene's views. A slider (`slider:`) is drawn as `UISlider` draws one: as
/// wide as it is laid out, 31 points tall, the track up to the thumb in the tint (`tintColor`,
/// default systemBlue) and after it in `systemFill`, a white 28-point thumb; a
/// `change: {id, value}` step slides its thumb. A stepper (`stepper: {}`) is `UIStepper`'s
/// 94 × 32 platter in `tertiarySystemFill` with "−" and "+" halves a tap highlights.
extension StylePatch {
  /// `slider: value` or `slider: {value, minimumValue, maximumValue, tintColor}`.
  static func slider(_ value: SceneValue, traits: TraitCollection) throws(SceneError)
    -> ContentView
  {
    var number = 0.0
    var low = 0.0
    var high = 1.0
    var tint = SystemColors.named("systemBlue", traits: traits)!
    if value.isMapping {
      let m = try value.mapping(allowed: ["value", "minimumValue", "maximumValue", "tintColor"])
      low = try m["minimumValue"]?.double() ?? low
      high = try m["maximumValue"]?.double() ?? high
      guard high >= low else {
        throw (m["maximumValue"] ?? value).error(
          "expected maximumValue at least minimumValue (\(low)), found \(high)")
      }
      number = try m["value"]?.double(in: low...high) ?? low
      tint = try m["tintColor"]?.color() ?? tint
    } else {
      number = try value.double(in: 0...1)
    }
    let look = SliderLook(
      value: number, minimumValue: low, maximumValue: high, minimumTrack: tint,
      maximumTrack: SystemColors.named("systemFill", traits: traits)!)
    return ContentView(.slider(look), style: ItemStyle(fill: .clear))
  }

  /// `stepper: {}` named `id` (default `stepper`), in `traits`' colours.
  static func stepper(_ value: SceneValue, id: String?, traits: TraitCollection)
    throws(SceneError) -> ContentView
  {
    if !value.isNull { _ = try value.mapping(allowed: []) }
    func named(_ name: String) -> RGBAColor { SystemColors.named(name, traits: traits)! }
    return .stepper(
      id: id ?? "stepper", fill: named("tertiarySystemFill"), highlight: named("systemFill"),
      glyph: named("label"), divider: named("separator"))
  }
}
