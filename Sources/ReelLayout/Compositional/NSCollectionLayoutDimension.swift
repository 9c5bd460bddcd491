// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// One side of an element's size in a compositional layout: a fraction of its container's width
/// or height, a fixed number of points, or an estimate the content refines (SPEC-MODERN §1).
/// Mirrors `UIKit.NSCollectionLayoutDimension`.
public struct NSCollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
  }

  let kind: Kind
  /// The fraction (for fractional dimensions) or the points (absolute, estimated).
  public let dimension: CGFloat

  /// A fraction of the container's width (after the container's insets); 1 is the whole width.
  public static func fractionalWidth(_ fraction: CGFloat) -> Self {
    Self(kind: .fractionalWidth, dimension: fraction)
  }
  /// A fraction of the container's height (after the container's insets).
  public static func fractionalHeight(_ fraction: CGFloat) -> Self {
    Self(kind: .fractionalHeight, dimension: fraction)
  }
  /// A fixed size in points.
  public static func absolute(_ points: CGFloat) -> Self {
    Self(kind: .absolute, dimension: points)
  }
  /// A first guess in points; the element's content decides the real size (self-sizing).
  public static func estimated(_ points: CGFloat) -> Self {
    Self(kind: .estimated, dimension: points)
  }

  /// An estimate the content refines, after which the item grows to its largest sibling's size
  /// in its group (iOS 17; SPEC-MODERN §1.1).
  public static func uniformAcrossSiblings(estimate: CGFloat) -> Self {
    Self(kind: .uniformAcrossSiblings, dimension: estimate)
  }

  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  public var isAbsolute: Bool { kind == .absolute }
  public var isEstimated: Bool { kind == .estimated }
  public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }
  /// Whether the element's content decides this side (estimated or uniform across siblings).
  var selfSizes: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

  /// The points this dimension stands for in a container of `size` (its effective content size).
  /// Negative and non-finite results are 0.
  public func resolved(in size: CGSize) -> CGFloat {
    let value: CGFloat =
      switch kind {
      case .fractionalWidth: size.width * dimension
      case .fractionalHeight: size.height * dimension
      case .absolute, .estimated, .uniformAcrossSiblings: dimension
      }
    return value.isFinite ? max(value, 0) : 0
  }

  public var description: String {
    switch kind {
    case .fractionalWidth: "fractionalWidth(\(dimension))"
    case .fractionalHeight: "fractionalHeight(\(dimension))"
    case .absolute: "absolute(\(dimension))"
    case .estimated: "estimated(\(dimension))"
    case .uniformAcrossSiblings: "uniformAcrossSiblings(estimate: \(dimension))"
    }
  }
}

/// An element's width and height as dimensions. Mirrors `UIKit.NSCollectionLayoutSize`.
public struct NSCollectionLayoutSize: Hashable, Sendable, CustomStringConvertible {
  public var widthDimension: NSCollectionLayoutDimension
  public var heightDimension: NSCollectionLayoutDimension

  public init(
    widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension
  ) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }

  /// Both sides in points in a container of `size`.
  public func resolved(in size: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
  }

  public var description: String { "{\(widthDimension), \(heightDimension)}" }
}

/// Space between elements: exactly `spacing` points, or at least that much with any room left over
/// shared out. Mirrors `UIKit.NSCollectionLayoutSpacing`.
public struct NSCollectionLayoutSpacing: Hashable, Sendable, CustomStringConvertible {
  /// The fixed amount, or the least amount of a flexible spacing, in points.
  public let spacing: CGFloat
  /// Whether leftover room is added to this spacing.
  public let isFlexibleSpacing: Bool
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  /// Exactly `points` (negative values overlap neighbours).
  public static func fixed(_ points: CGFloat) -> Self {
    Self(spacing: points, isFlexibleSpacing: false)
  }
  /// At least `points`; grows into room left in the group.
  public static func flexible(_ points: CGFloat) -> Self {
    Self(spacing: points, isFlexibleSpacing: true)
  }

  public var description: String {
    isFlexibleSpacing ? "flexible(\(spacing))" : "fixed(\(spacing))"
  }
}

/// Spacing outside an item's box, between it and its neighbours or container; nil edges have none.
/// Applied before the item's `contentInsets`; it moves the item and does not resize it.
/// Mirrors `UIKit.NSCollectionLayoutEdgeSpacing`.
public struct NSCollectionLayoutEdgeSpacing: Hashable, Sendable {
  public var leading: NSCollectionLayoutSpacing?
  public var top: NSCollectionLayoutSpacing?
  public var trailing: NSCollectionLayoutSpacing?
  public var bottom: NSCollectionLayoutSpacing?

  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}
