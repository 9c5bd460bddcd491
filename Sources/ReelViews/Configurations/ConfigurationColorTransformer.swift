// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// A function from a colour to a colour that a configuration applies to one of its colours
/// when it resolves it (a highlighted background at 30 % alpha, say). Mirrors
/// `UIKit.UIConfigurationColorTransformer`.
public struct ConfigurationColorTransformer {
  /// The function. Mirrors `transform`.
  public let transform: (Color) -> Color

  /// A transformer applying `transform`. Mirrors `init(_:)`.
  public init(_ transform: @escaping (Color) -> Color) {
    self.transform = transform
  }

  /// `transform(color)`.
  public func callAsFunction(_ color: Color) -> Color { transform(color) }

}
