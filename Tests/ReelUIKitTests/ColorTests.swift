// SPDX-License-Identifier: MIT
import ReelUIKit
import Testing

/// UIColor: fixed, system and dynamic colours resolved with traits.
@MainActor
@Suite struct ColorTests {
  let light = UITraitCollection(userInterfaceStyle: .light)
  let dark = UITraitCollection(userInterfaceStyle: .dark)

  @Test func fixedColoursAreUIKitsComponents() {
    #expect(UIColor.green.cgColor == CGColor(red: 0, green: 1, blue: 0))
    #expect(UIColor.lightGray.cgColor == CGColor(red: 2 / 3, green: 2 / 3, blue: 2 / 3))
    #expect(UIColor.orange.cgColor == CGColor(red: 1, green: 0.5, blue: 0))
    #expect(UIColor.clear.cgColor.alpha == 0)
    #expect(
      UIColor(white: 0.5, alpha: 0.25).cgColor
        == CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
    #expect(
      UIColor(red: 2, green: -1, blue: 0.5, alpha: 1).cgColor
        == CGColor(red: 1, green: 0, blue: 0.5))
  }

  @Test func systemColoursFollowTheAppearanceAndTheIOSLook() {
    #expect(UIColor.label.resolvedColor(with: light).cgColor == .black)
    #expect(UIColor.label.resolvedColor(with: dark).cgColor == .white)
    #expect(UIColor.systemBlue.rgba(in: light) == CGColor(string: "#0088FF"))
    #expect(
      UIColor.systemBlue.rgba(in: UITraitCollection(systemVersion: .iOS18))
        == CGColor(string: "#007AFF"))
    #expect(UIColor.systemBlue.rgba(in: dark) == CGColor(string: "#0091FF"))
    #expect(UIColor(systemName: "secondaryLabel") == .secondaryLabel)
    #expect(UIColor(systemName: "notAColour") == nil)
  }

  @Test func aDynamicProviderIsAskedWithTheTraits() {
    let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .red : .blue }
    #expect(color.rgba(in: dark) == CGColor(red: 1, green: 0, blue: 0))
    #expect(color.rgba(in: light) == CGColor(red: 0, green: 0, blue: 1))
    #expect(color.isDynamic && !UIColor.red.isDynamic)
    // Providers are equal only to themselves, as UIKit compares them.
    #expect(color == color)
    #expect(color != UIColor { _ in .blue })
  }

  @Test func alphaIsReplacedAndStaysDynamic() {
    let faded = UIColor.label.withAlphaComponent(0.5)
    #expect(faded.rgba(in: dark) == CGColor(red: 1, green: 1, blue: 1, alpha: 0.5))
    #expect(faded.rgba(in: light) == CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
    #expect(UIColor.red.withAlphaComponent(7).cgColor.alpha == 1)
  }

  @Test func hsbAndDescriptions() {
    #expect(
      UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).cgColor
        == CGColor(red: 1, green: 0, blue: 0))
    #expect("\(UIColor.red)" == "UIExtendedSRGBColorSpace 1 0 0 1")
    #expect("\(UIColor.systemPink)" == "<UIDynamicSystemColor: name = systemPink>")
  }
}
