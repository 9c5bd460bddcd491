// SPDX-License-Identifier: MIT
import Foundation

/// Distances inward from the edges of a rectangle, in points, named by reading direction: leading
/// is the left edge in a left-to-right layout and the right edge in a right-to-left one.
///
/// Mirrors `UIKit.NSDirectionalEdgeInsets`. Negative values move the edge outward.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// All four insets zero. Mirrors `NSDirectionalEdgeInsets.zero`.
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The same inset on every edge.
  public init(all value: CGFloat) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// `leading + trailing`.
  public var horizontal: CGFloat { leading + trailing }
  /// `top + bottom`.
  public var vertical: CGFloat { top + bottom }

  /// The insets in a left-to-right frame (leading is left).
  public var edgeInsets: EdgeInsets {
    EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }

  public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

/// Edges of a rectangle named by reading direction. Mirrors `UIKit.NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a supplementary item sits on its host's rectangle. Mirrors `UIKit.NSRectAlignment`.
public enum NSRectAlignment: Int, Hashable, Sendable, CaseIterable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

  /// The edges the alignment touches (empty for `none`).
  public var edges: NSDirectionalRectEdge {
    switch self {
    case .none: []
    case .top: .top
    case .topLeading: [.top, .leading]
    case .leading: .leading
    case .bottomLeading: [.bottom, .leading]
    case .bottom: .bottom
    case .bottomTrailing: [.bottom, .trailing]
    case .trailing: .trailing
    case .topTrailing: [.top, .trailing]
    }
  }
}
