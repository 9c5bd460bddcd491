// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// An item's rectangle as four solver variables — left, top, width and height, points in the
/// coordinates of the hierarchy's top — and its attributes as expressions of them. Views and
/// layout guides get one each (`LayoutEngine`), and so does each described view of a scene's
/// content (on any thread).
package struct LayoutBox: Sendable {
  package var left, top, width, height: LayoutVariable

  /// Four new variables of `solver`.
  package init(_ solver: LayoutSolver) {
    left = solver.makeVariable()
    top = solver.makeVariable()
    width = solver.makeVariable()
    height = solver.makeVariable()
  }

  /// The solved rectangle.
  package func rect(in solver: LayoutSolver) -> CGRect {
    CGRect(
      x: solver.value(of: left), y: solver.value(of: top), width: solver.value(of: width),
      height: solver.value(of: height))
  }

  /// `attribute` as an expression of the box: `margins` inset the margin attributes (zero for
  /// a guide), `rightToLeft` swaps leading and trailing. Nil for `notAnAttribute` and for the
  /// baselines, which belong to the view that provides them (`baseline(_:offset:)`).
  package func expression(
    _ attribute: NSLayoutConstraint.Attribute, margins m: EdgeInsets, rightToLeft: Bool
  ) -> LinearExpression? {
    func x(_ widthShare: Double, _ constant: CGFloat = 0) -> LinearExpression {
      LinearExpression([(left, 1), (width, widthShare)], constant: Double(constant))
    }
    func y(_ heightShare: Double, _ constant: CGFloat = 0) -> LinearExpression {
      LinearExpression([(top, 1), (height, heightShare)], constant: Double(constant))
    }
    switch attribute {
    case .left: return x(0)
    case .right: return x(1)
    case .leading: return x(rightToLeft ? 1 : 0)
    case .trailing: return x(rightToLeft ? 0 : 1)
    case .centerX: return x(0.5)
    case .top: return y(0)
    case .bottom: return y(1)
    case .centerY: return y(0.5)
    case .width: return LinearExpression(width)
    case .height: return LinearExpression(height)
    case .leftMargin: return x(0, m.left)
    case .rightMargin: return x(1, -m.right)
    case .leadingMargin: return rightToLeft ? x(1, -m.right) : x(0, m.left)
    case .trailingMargin: return rightToLeft ? x(0, m.left) : x(1, -m.right)
    case .topMargin: return y(0, m.top)
    case .bottomMargin: return y(1, -m.bottom)
    case .centerXWithinMargins: return x(0.5, (m.left - m.right) / 2)
    case .centerYWithinMargins: return y(0.5, (m.top - m.bottom) / 2)
    case .firstBaseline, .lastBaseline, .notAnAttribute: return nil
    }
  }

  /// A baseline `offset` points below the top (the bottom edge when there is no text).
  package func baseline(offset: CGFloat?) -> LinearExpression {
    guard let offset else { return LinearExpression([(top, 1), (height, 1)]) }
    return LinearExpression([(top, 1)], constant: Double(offset))
  }

  /// Whether `attribute` reads along the layout direction (leading, trailing and their
  /// margins), so a constraint on it runs the other way right to left.
  package static func isDirectional(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
    [.leading, .trailing, .leadingMargin, .trailingMargin].contains(attribute)
  }
}
