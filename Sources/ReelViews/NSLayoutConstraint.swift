// SPDX-License-Identifier: MIT
import Foundation

/// A relation between two attributes of views or layout guides that Auto Layout keeps:
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`, in
/// points. Mirrors `UIKit.NSLayoutConstraint` (SPEC-VIEWS 3.2–3.5): made inactive; `isActive`
/// adds it to the layout of its items' common ancestor; `constant` and optional priorities may
/// change at any time, a priority may not change from or to `required` once active.
@preconcurrency @MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
  /// An attribute of a view's or guide's alignment rectangle.
  public enum Attribute: Int, Sendable {
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }

  /// How the two sides compare.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// The view or layout guide on the left side.
  public let firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// `==`, `<=` or `>=`.
  public let relation: Relation
  /// The view or guide on the right side; nil for a constant (a width or height).
  public let secondItem: AnyObject?
  /// The second item's attribute (`notAnAttribute` without one).
  public let secondAttribute: Attribute
  /// The factor on the second attribute (1 for anchors' constraints without one).
  public let multiplier: CGFloat
  /// Added to the second side, in points. Changing it re-solves the layout.
  public var constant: CGFloat {
    didSet { if isActive { Self.invalidate(self) } }
  }
  /// 1…1000 (clamped; the system's own constraints, a stack view's, may go below 1); changing it
  /// from or to `required` while active is a programming error in UIKit (an exception): Reel
  /// keeps the old value and reports it.
  public var priority: LayoutPriority = .required {
    didSet {
      let floor: Float = isSystem ? .leastNormalMagnitude : 1
      priority = LayoutPriority(min(max(priority.rawValue, floor), 1000))
      if isActive, (oldValue == .required) != (priority == .required) {
        LayoutEngine.report(
          "Mutating a priority from required to not on an installed constraint (or vice-versa) "
            + "is not supported. You passed priority \(priority.rawValue) and the existing "
            + "priority was \(oldValue.rawValue).")
        priority = oldValue
      } else if isActive {
        Self.invalidate(self)
      }
    }
  }
  /// A name shown in logs (`'name' view.width == 100`).
  public var identifier: String?
  /// Whether UIKit made it (autoresizing masks, fitting sizes): broken last in a conflict.
  var isSystem = false

  /// Whether it takes part in layout; setting it installs it on (or removes it from) its items'
  /// closest common ancestor.
  public var isActive: Bool {
    get { installedOn != nil }
    set { newValue ? activate() : deactivate() }
  }

  /// The view it is installed on.
  weak var installedOn: View?
  /// A number for logs, in the order items are made (UIKit prints addresses).
  let serial = LayoutItem.nextSerial()

  /// UIKit's form: `item.attribute relation toItem.attribute × multiplier + constant`.
  public init(
    item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?,
    attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
  ) {
    firstItem = item as AnyObject
    firstAttribute = attribute
    self.relation = relation
    secondItem = toItem.map { $0 as AnyObject }
    self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
    self.multiplier = multiplier
    self.constant = constant
  }

  /// Activates every constraint of `constraints`.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint of `constraints`.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  private func activate() {
    guard installedOn == nil else { return }
    guard let owner = LayoutItem.commonAncestor(firstItem, secondItem) else {
      LayoutEngine.report(
        "Unable to activate constraint with anchors \(self) because they have no common "
          + "ancestor. Does the constraint or its anchors reference items in different view "
          + "hierarchies? That's illegal.")
      return
    }
    owner.addConstraint(self)
  }

  private func deactivate() {
    installedOn?.removeConstraint(self)
  }

  private static func invalidate(_ constraint: NSLayoutConstraint) {
    constraint.installedOn?.setNeedsLayout()
  }

  /// UIKit's log form: `'identifier' UILabel:0x1.leading == UIView:0x2.leadingMargin + 8
  /// (active)`.
  public var description: String {
    let name = identifier.map { "'\($0)' " } ?? ""
    let first = "\(LayoutItem.name(firstItem)).\(firstAttribute.name)"
    let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
    var second = ""
    if let secondItem {
      second = "\(LayoutItem.name(secondItem)).\(secondAttribute.name)"
      if multiplier != 1 { second = "\(Self.number(multiplier))*\(second)" }
      if constant != 0 {
        second += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))"
      }
    } else {
      second = Self.number(constant)
    }
    let level = priority == .required ? "" : " @\(Self.number(CGFloat(priority.rawValue)))"
    return "<NSLayoutConstraint:\(LayoutItem.address(self)) \(name)\(first) \(symbol) \(second)"
      + "\(level)   (\(isActive ? "active" : "inactive"))>"
  }

  /// `value` as UIKit prints it: whole numbers without a point, others in `%g`; infinities and
  /// NaN as `inf` and `nan` (never converted to an integer).
  static func number(_ value: CGFloat) -> String {
    guard value.isFinite, abs(value) < 1e15, value == value.rounded() else {
      return String(format: "%g", Double(value))
    }
    return String(Int(value))
  }
}

extension NSLayoutConstraint.Attribute {
  /// UIKit's spelling in constraint descriptions.
  var name: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    case .notAnAttribute: "notAnAttribute"
    }
  }
}
