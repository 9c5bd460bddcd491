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

  /// Registers the view class that shows decorations of `elementKind` (nil removes it). Reel
  /// draws decorations from the scene's `decorationStyles` by kind; the class is recorded, not
  /// instantiated. Mirrors `register(_:forDecorationViewOfKind:)`.
  public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    registeredDecorationViews[elementKind] = viewClass
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
