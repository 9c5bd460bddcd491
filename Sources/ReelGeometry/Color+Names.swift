// SPDX-License-Identifier: MIT
import Foundation

// UIColor's class properties. The fixed colours are UIKit's components (UIColor.green is
// 0, 1, 0 — not the web's green); the system colours resolve through `SystemColors`, whose
// table holds each light and dark value once.
extension Color {
  /// `UIColor.clear`: black at alpha 0.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// `UIColor.black`: 0 white.
  public static let black = Color(white: 0, alpha: 1)
  /// `UIColor.darkGray`: ⅓ white.
  public static let darkGray = Color(white: 1.0 / 3, alpha: 1)
  /// `UIColor.lightGray`: ⅔ white.
  public static let lightGray = Color(white: 2.0 / 3, alpha: 1)
  /// `UIColor.white`: 1 white.
  public static let white = Color(white: 1, alpha: 1)
  /// `UIColor.gray`: ½ white.
  public static let gray = Color(white: 0.5, alpha: 1)
  /// `UIColor.red`: 1, 0, 0.
  public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
  /// `UIColor.green`: 0, 1, 0.
  public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
  /// `UIColor.blue`: 0, 0, 1.
  public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
  /// `UIColor.cyan`: 0, 1, 1.
  public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
  /// `UIColor.yellow`: 1, 1, 0.
  public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
  /// `UIColor.magenta`: 1, 0, 1.
  public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
  /// `UIColor.orange`: 1, ½, 0.
  public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// `UIColor.purple`: ½, 0, ½.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// `UIColor.brown`: 0.6, 0.4, 0.2.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

  /// `UIColor.systemRed`: an accent colour; light and dark, iOS 26's or iOS 13–18's.
  public static let systemRed = Color(storage: .system("systemRed"))
  /// `UIColor.systemOrange`: an accent colour; light and dark, iOS 26's or iOS 13–18's.
  public static let systemOrange = Color(storage: .system("systemOrange"))
  /// `UIColor.systemYellow`: an accent colour; light and dark, iOS 26's or iOS 13–18's.
  public static let systemYellow = Color(storage: .system("systemYellow"))
  /// `UIColor.systemGreen`: an accent colour; light and dark, iOS 26's or iOS 13–18's.
  public static let systemGreen = Color(storage: .system("systemGreen"))
  /// `UIColor.systemMint`: an accent colour; light and dark, iOS 26's or iOS 13–18's.
  public static let systemMint = Color(storage: .system("systemMint"))
  /// `UIColor.systemTeal`: an accent colour; light and dark, iOS 26's or iOS 13–18's.
  public static let systemTeal = Color(storage: .system("systemTeal"))
  /// `UIColor.systemCyan`: an accent colour; light and dark, iOS 26's or iOS 13–18's.
  public static let systemCyan = Color(storage: .system("systemCyan"))
  /// `UIColor.systemBlue`: an accent colour; light and dark, iOS 26's or iOS 13–18's.
  public static let systemBlue = Color(storage: .system("systemBlue"))
  /// `UIColor.systemIndigo`: an accent colour; light and dark, iOS 26's or iOS 13–18's.
  public static let systemIndigo = Color(storage: .system("systemIndigo"))
  /// `UIColor.systemPurple`: an accent colour; light and dark, iOS 26's or iOS 13–18's.
  public static let systemPurple = Color(storage: .system("systemPurple"))
  /// `UIColor.systemPink`: an accent colour; light and dark, iOS 26's or iOS 13–18's.
  public static let systemPink = Color(storage: .system("systemPink"))
  /// `UIColor.systemBrown`: an accent colour; light and dark, iOS 26's or iOS 13–18's.
  public static let systemBrown = Color(storage: .system("systemBrown"))
  /// `UIColor.systemGray`: a grey; light and dark.
  public static let systemGray = Color(storage: .system("systemGray"))
  /// `UIColor.systemGray2`: a grey; light and dark.
  public static let systemGray2 = Color(storage: .system("systemGray2"))
  /// `UIColor.systemGray3`: a grey; light and dark.
  public static let systemGray3 = Color(storage: .system("systemGray3"))
  /// `UIColor.systemGray4`: a grey; light and dark.
  public static let systemGray4 = Color(storage: .system("systemGray4"))
  /// `UIColor.systemGray5`: a grey; light and dark.
  public static let systemGray5 = Color(storage: .system("systemGray5"))
  /// `UIColor.systemGray6`: a grey; light and dark.
  public static let systemGray6 = Color(storage: .system("systemGray6"))
  /// `UIColor.label`: a semantic colour; light and dark.
  public static let label = Color(storage: .system("label"))
  /// `UIColor.secondaryLabel`: a semantic colour; light and dark.
  public static let secondaryLabel = Color(storage: .system("secondaryLabel"))
  /// `UIColor.tertiaryLabel`: a semantic colour; light and dark.
  public static let tertiaryLabel = Color(storage: .system("tertiaryLabel"))
  /// `UIColor.quaternaryLabel`: a semantic colour; light and dark.
  public static let quaternaryLabel = Color(storage: .system("quaternaryLabel"))
  /// `UIColor.placeholderText`: a semantic colour; light and dark.
  public static let placeholderText = Color(storage: .system("placeholderText"))
  /// `UIColor.systemFill`: a semantic colour; light and dark.
  public static let systemFill = Color(storage: .system("systemFill"))
  /// `UIColor.secondarySystemFill`: a semantic colour; light and dark.
  public static let secondarySystemFill = Color(storage: .system("secondarySystemFill"))
  /// `UIColor.tertiarySystemFill`: a semantic colour; light and dark.
  public static let tertiarySystemFill = Color(storage: .system("tertiarySystemFill"))
  /// `UIColor.quaternarySystemFill`: a semantic colour; light and dark.
  public static let quaternarySystemFill = Color(storage: .system("quaternarySystemFill"))
  /// `UIColor.separator`: a semantic colour; light and dark.
  public static let separator = Color(storage: .system("separator"))
  /// `UIColor.opaqueSeparator`: a semantic colour; light and dark.
  public static let opaqueSeparator = Color(storage: .system("opaqueSeparator"))
  /// `UIColor.link`: a semantic colour; light and dark.
  public static let link = Color(storage: .system("link"))
  /// `UIColor.systemBackground`: a semantic colour; light and dark.
  public static let systemBackground = Color(storage: .system("systemBackground"))
  /// `UIColor.secondarySystemBackground`: a semantic colour; light and dark.
  public static let secondarySystemBackground = Color(storage: .system("secondarySystemBackground"))
  /// `UIColor.tertiarySystemBackground`: a semantic colour; light and dark.
  public static let tertiarySystemBackground = Color(storage: .system("tertiarySystemBackground"))
  /// `UIColor.systemGroupedBackground`: a semantic colour; light and dark.
  public static let systemGroupedBackground = Color(storage: .system("systemGroupedBackground"))
  /// `UIColor.secondarySystemGroupedBackground`: a semantic colour; light and dark.
  public static let secondarySystemGroupedBackground = Color(
    storage: .system("secondarySystemGroupedBackground"))
  /// `UIColor.tertiarySystemGroupedBackground`: a semantic colour; light and dark.
  public static let tertiarySystemGroupedBackground = Color(
    storage: .system("tertiarySystemGroupedBackground"))
  /// `UIColor.tintColor`: the default tint (systemBlue of the iOS look).
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let tintColor = Color(storage: .system("tintColor"))
}
