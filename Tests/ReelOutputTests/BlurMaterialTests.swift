// SPDX-License-Identifier: MIT
import Foundation
import ReelViews
import Testing

@testable import ReelCairo
@testable import ReelRender

/// `visualEffect`: the pixels behind an element blurred under a material's tint.
@Suite struct BlurMaterialTests {
  /// A 200 × 100 canvas, black on the left half and white on the right, with a 160 × 60
  /// element in the middle carrying `effect`.
  func frame(_ effect: MaterialBlur?) throws -> Raster {
    let black = DisplayItem(
      center: CGPoint(x: 50, y: 50), size: CGSize(width: 100, height: 100),
      style: ItemStyle(fill: .black, cornerRadius: 0, label: nil))
    var style = ItemStyle(fill: .clear, cornerRadius: 0, label: nil)
    style.visualEffect = effect
    let glass = DisplayItem(
      center: CGPoint(x: 100, y: 50), size: CGSize(width: 160, height: 60), style: style)
    return try CairoRenderer().raster(
      list([black, glass], size: CGSize(width: 200, height: 100)))
  }

  @Test func theBackdropIsBlurredUnderTheTint() throws {
    let effect = MaterialBlur(
      sigma: 8, saturation: 1, tint: RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5))
    let r = try frame(effect)
    let plain = try frame(nil)
    // Outside the element nothing changes; at the edge of black and white inside it, a ramp.
    #expect(rgb(r, 5, 5) == [0, 0, 0] && rgb(r, 195, 5) == [255, 255, 255])
    #expect(rgb(plain, 98, 50) == [0, 0, 0] && rgb(plain, 102, 50) == [255, 255, 255])
    let left = rgb(r, 92, 50)[0]
    let middle = rgb(r, 100, 50)[0]
    let right = rgb(r, 108, 50)[0]
    #expect(left < middle && middle < right, "\(left) \(middle) \(right)")
    // Far from the edge: black under half white is mid grey; white stays white.
    #expect(abs(rgb(r, 30, 50)[0] - 128) <= 2 && rgb(r, 170, 50)[0] == 255)
  }

  @Test func materialsFollowTheAppearance() {
    let light = MaterialBlur(
      style: .systemMaterial, traits: TraitCollection(userInterfaceStyle: .light))
    let dark = MaterialBlur(
      style: .systemMaterial, traits: TraitCollection(userInterfaceStyle: .dark))
    #expect(light.tint.red > 0.9 && dark.tint.red < 0.2)
    let fixed = MaterialBlur(
      style: .systemMaterialLight, traits: TraitCollection(userInterfaceStyle: .dark))
    #expect(fixed.tint == light.tint)
    let thin = MaterialBlur(style: .systemUltraThinMaterial, traits: .standard)
    #expect(thin.tint.alpha < light.tint.alpha)
  }
}
