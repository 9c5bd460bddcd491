// SPDX-License-Identifier: MIT

/// What constraints need to know of their items (views, and later layout guides): the view that
/// holds them, the common ancestor a constraint is installed on, the names logs print.
@MainActor
enum LayoutItem {
  private static var serials = 0

  /// The next number for a log's "address" (deterministic, unlike a pointer).
  static func nextSerial() -> Int {
    serials += 1
    return serials
  }

  /// The view an item is or belongs to.
  static func owningView(_ item: AnyObject?) -> View? {
    (item as? View) ?? (item as? LayoutGuide)?.owningView
  }

  /// The closest view both items are in (the first's view when there is no second).
  static func commonAncestor(_ first: AnyObject?, _ second: AnyObject?) -> View? {
    guard let a = owningView(first) else { return nil }
    guard let second else { return a }
    guard let b = owningView(second) else { return nil }
    var candidate: View? = a
    while let view = candidate {
      if b.isDescendant(of: view) { return view }
      candidate = view.superview
    }
    return nil
  }

  /// `UIView:0x1f` — the class as UIKit would name it and the item's number.
  static func name(_ item: AnyObject?) -> String {
    guard let item else { return "nil" }
    if let guide = item as? LayoutGuide {
      let name = guide.identifier.isEmpty ? "" : "'\(guide.identifier)'"
      return "UILayoutGuide:\(address(item))\(name)"
    }
    let type = (item as? View)?.className ?? String(describing: Swift.type(of: item))
    return "\(type):\(address(item))"
  }

  /// A stable stand-in for an object's address.
  static func address(_ item: AnyObject) -> String {
    if let view = item as? View { return "0x" + String(view.serial, radix: 16) }
    if let guide = item as? LayoutGuide { return "0x" + String(guide.serial, radix: 16) }
    if let constraint = item as? NSLayoutConstraint {
      return "0x" + String(constraint.serial, radix: 16)
    }
    return "0x0"
  }
}
