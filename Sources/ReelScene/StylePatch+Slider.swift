// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelRender
import ReelViews

/// A slider among a scene's views (`slider:`), drawn as `UISlider` draws one: as wide as it is
/// laid out, 31 points tall, the track up to the thumb in the tint (`tintColor`, default
/// systemBlue) and after it in `systemFill`, a white 28-point thumb. A `change: {id, value}`
/// step slides its thumb.
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
}
