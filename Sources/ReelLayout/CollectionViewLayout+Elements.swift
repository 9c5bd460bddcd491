// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension CollectionViewLayout {
  /// `layoutAttributesClass` as the attributes type it makes.
  public static var attributesType: LayoutAttributes.Type {
    layoutAttributesClass as? LayoutAttributes.Type ?? LayoutAttributes.self
  }

  /// Names of numeric parameters `setValue(_:forParameter:)` accepts, so a scene can tween them
  /// with the layout invalidated every frame (seed 001's `expandingRate`): the animatable
  /// `parameters`.
  public var animatableParameters: [String] {
    LayoutParameterTable.animatable(type(of: self)).map(\.name)
  }

  func animatableParameter(_ name: String) -> LayoutParameter? {
    LayoutParameterTable.animatable(type(of: self)).first { $0.name == name }
  }

  /// Attributes of any element by key, dispatching to the per-category query.
  public func layoutAttributesForElement(_ key: ElementKey) -> LayoutAttributes? {
    switch key.category {
    case .cell: layoutAttributesForItem(at: key.indexPath)
    case .supplementaryView:
      layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
    case .decorationView:
      layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
    }
  }
}
