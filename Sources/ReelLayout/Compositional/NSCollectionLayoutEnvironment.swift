// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// The size an element's dimensions are resolved against. Mirrors
/// `UIKit.NSCollectionLayoutContainer`.
public protocol NSCollectionLayoutContainer: Sendable {
  /// The container's size before its insets, points.
  var contentSize: CGSize { get }
  /// The container's size after its insets, points (never negative).
  var effectiveContentSize: CGSize { get }
  var contentInsets: NSDirectionalEdgeInsets { get }
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider or custom group is given. Mirrors `UIKit.NSCollectionLayoutEnvironment`.
public protocol NSCollectionLayoutEnvironment: Sendable {
  var container: any NSCollectionLayoutContainer { get }
  /// The collection view's traits (list sections read the iOS look from it).
  var traitCollection: TraitCollection { get }
}

/// A size less insets, the insets taken as points (the container protocol's reading of insets
/// below 1 as fractions is not applied: SPEC-MODERN §1.2 leaves it unestablished for sections).
struct LayoutContainer: NSCollectionLayoutContainer, NSCollectionLayoutEnvironment {
  let contentSize: CGSize
  let contentInsets: NSDirectionalEdgeInsets
  var traitCollection = TraitCollection.standard

  var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

  var effectiveContentSize: CGSize {
    CGSize(
      width: max(contentSize.width - contentInsets.horizontal, 0),
      height: max(contentSize.height - contentInsets.vertical, 0))
  }

  var container: any NSCollectionLayoutContainer { self }
}

/// One element of a section as its `visibleItemsInvalidationHandler` sees it: change `alpha`,
/// `transform`, `center`, `zIndex` or `isHidden` and the change is drawn. `frame` is in the
/// section's unscrolled coordinates (subtract the handler's offset for the on-screen position).
/// Mirrors `UIKit.NSCollectionLayoutVisibleItem`.
public final class NSCollectionLayoutVisibleItem: @unchecked Sendable {
  public let indexPath: IndexPath
  public let representedElementCategory: ElementCategory
  public let representedElementKind: String?
  /// The untransformed frame, points.
  public let frame: CGRect
  public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
  public var alpha: CGFloat
  public var zIndex: Int
  public var isHidden: Bool
  public var center: CGPoint
  public var transform3D: Transform3D
  /// The affine part of `transform3D`; setting it replaces `transform3D`.
  public var transform: Transform2D {
    get { transform3D.affineTransform }
    set { transform3D = Transform3D(affine: newValue) }
  }

  init(_ attributes: LayoutAttributes, frame: CGRect) {
    indexPath = attributes.indexPath
    representedElementCategory = attributes.representedElementCategory
    representedElementKind = attributes.representedElementKind
    self.frame = frame
    alpha = attributes.alpha
    zIndex = attributes.zIndex
    isHidden = attributes.isHidden
    center = CGPoint(x: frame.midX, y: frame.midY)
    transform3D = attributes.transform3D
  }
}
