// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// Where and how one element (cell, supplementary or decoration view) is shown: geometry in the
/// collection view's content space (points), transform about the centre, alpha, stacking and
/// visibility.
///
/// A reference type with copy semantics, like UIKit's: layouts return copies and must not mutate
/// attributes they have handed out. Subclasses that add properties override `copy(with:)`,
/// `isEqual(_:)` and `hash` as on iOS (and `interpolated(to:fraction:)` to animate them), calling
/// super.
/// Mirrors `UIKit.UICollectionViewLayoutAttributes`.
///
/// ## Differences from UIKit
/// Properties are not clamped (alpha outside 0...1 is kept; the renderer clamps when drawing).
open class LayoutAttributes: Hashable, CustomStringConvertible, CustomDebugStringConvertible,
  @unchecked Sendable
{
  /// Centre point in content coordinates. Setting it moves the frame, keeping the size (SPEC
  /// §9.2b).
  open var center: CGPoint = .zero
  /// Untransformed size. Setting it keeps the centre (SPEC §9.2c).
  open var size: CGSize = .zero
  /// The 3-D transform applied about the centre. Setting `transform` replaces it (SPEC §9.3).
  open var transform3D: Transform3D = .identity
  /// Opacity, 0 (transparent) … 1 (opaque); default 1.
  open var alpha: CGFloat = 1
  /// Stacking order: higher draws on top; default 0. Equal values keep the layout's order.
  open var zIndex: Int = 0
  /// Hidden elements are not drawn; default false.
  open var isHidden: Bool = false
  /// The element's index path (sections and items for cells; chosen by the layout otherwise).
  open var indexPath: IndexPath
  /// Cell, supplementary or decoration. Mirrors `representedElementCategory`.
  public let representedElementCategory: ElementCategory
  /// The supplementary or decoration kind; nil for cells. Mirrors `representedElementKind`.
  public let representedElementKind: String?

  /// Designated initializer used by the factories and by `copy()`; subclasses must keep it.
  public required init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
    representedElementCategory = category
    representedElementKind = category == .cell ? nil : kind
    self.indexPath = indexPath
  }

  /// Attributes of a cell with an empty index path, all else at its defaults. Mirrors `init()`.
  public convenience init() {
    self.init(category: .cell, kind: nil, indexPath: IndexPath())
  }

  /// Attributes for a cell. Mirrors `init(forCellWith:)`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init(category: .cell, kind: nil, indexPath: indexPath)
  }

  /// Attributes for a supplementary view. Mirrors `init(forSupplementaryViewOfKind:with:)`.
  public convenience init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath) {
    self.init(category: .supplementaryView, kind: kind, indexPath: indexPath)
  }

  /// Attributes for a decoration view. Mirrors `init(forDecorationViewOfKind:with:)`.
  public convenience init(forDecorationViewOfKind kind: String, with indexPath: IndexPath) {
    self.init(category: .decorationView, kind: kind, indexPath: indexPath)
  }

  /// The untransformed rectangle `center ± size/2` (SPEC §9.2e). Setting it sets centre and size.
  open var frame: CGRect {
    get {
      CGRect(center: center, size: size)
    }
    set {
      size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  /// `(0, 0, size)`. Setting it changes the size only (SPEC §9.2d).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }

  /// The affine part of `transform3D`; setting it replaces `transform3D` (SPEC §9.3).
  open var transform: Transform2D {
    get { transform3D.affineTransform }
    set { transform3D = Transform3D(affine: newValue) }
  }

  /// The element's identity (category, kind, index path).
  public var key: ElementKey {
    ElementKey(
      category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
  }

  /// A copy of the same class with every property: `init(category:kind:indexPath:)`, then the
  /// standard properties. Overrides call super, cast its result to their class and copy their own
  /// properties. `zone` is ignored (as on every modern platform). Mirrors `copy(with:)`.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init(
      category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    copy.center = center
    copy.size = size
    copy.transform3D = transform3D
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    return copy
  }

  /// `copy(with: nil)` as attributes (NSObject's `copy()` returns `Any`; casting the result to
  /// `UICollectionViewLayoutAttributes`, as iOS code does, still works). Mirrors `copy()`.
  public func copy() -> LayoutAttributes {
    copy(with: nil) as! LayoutAttributes
  }

  /// Whether `object` is attributes of the same class with equal standard properties (SPEC §9.5);
  /// false for anything else. Overrides compare their own properties and call super. Mirrors
  /// `isEqual(_:)`.
  open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? LayoutAttributes else { return false }
    return type(of: self) == type(of: other) && center == other.center && size == other.size
      && transform3D == other.transform3D && alpha == other.alpha && zIndex == other.zIndex
      && isHidden == other.isHidden && indexPath == other.indexPath
      && representedElementCategory == other.representedElementCategory
      && representedElementKind == other.representedElementKind
  }

  /// A hash of the element's identity (category, kind, index path): equal attributes hash
  /// equally. Overrides may mix in their own properties. Mirrors `hash`.
  open var hash: Int {
    var hasher = Hasher()
    hasher.combine(key)
    return hasher.finalize()
  }

  /// `hash`, for `Set` and `Dictionary`.
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  /// The blend used while animating (Core Animation semantics, SPEC §7–8): centre, size and alpha
  /// linearly, `transform3D` by decomposition; `zIndex`, `isHidden` and identity come from `other`
  /// (they apply at the start of an animation, SPEC §3.3.7). Subclasses blend their own properties.
  open func interpolated(to other: LayoutAttributes, fraction: CGFloat) -> LayoutAttributes {
    let result = other.copy()
    result.center = center.interpolated(to: other.center, fraction: fraction)
    result.size = size.interpolated(to: other.size, fraction: fraction)
    result.alpha = alpha.interpolated(to: other.alpha, fraction: fraction)
    result.transform3D = transform3D.interpolated(to: other.transform3D, fraction: fraction)
    return result
  }

  /// `lhs.isEqual(rhs)`.
  public static func == (lhs: LayoutAttributes, rhs: LayoutAttributes) -> Bool { lhs.isEqual(rhs) }

  /// `<Class [s, i] frame=… alpha=… zIndex=…>`. Mirrors `description`.
  open var description: String {
    "<\(type(of: self)) \(key) frame=\(frame) alpha=\(alpha) zIndex=\(zIndex)"
      + (isHidden ? " hidden" : "") + ">"
  }

  /// `description`. Mirrors `debugDescription`.
  open var debugDescription: String { description }
}

/// Attributes that shift the image inside their element (seed 001's parallax): renderers move an
/// element's image by `imageOffset` points. Adopt it in a `LayoutAttributes` subclass.
public protocol ImageOffsetProviding: LayoutAttributes {
  var imageOffset: CGPoint { get }
}
