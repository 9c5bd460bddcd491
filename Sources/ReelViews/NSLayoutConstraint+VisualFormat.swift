// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

extension NSLayoutConstraint {
  /// The constraints a Visual Format Language string describes (`H:|-[label]-(>=8)-[icon(24)]-|`),
  /// inactive, as UIKit makes them: neighbours spaced by their connections (`-` is 8 points; at
  /// the superview's edge, its layout margin), views sized by their predicates, and every
  /// neighbour aligned on the attributes `options` name. `metrics` give names to numbers,
  /// `views` to views. Mirrors `NSLayoutConstraint.constraints(withVisualFormat:options:
  /// metrics:views:)`, except that a string UIKit cannot parse (an exception there, "Unable to
  /// parse constraint format") is reported in UIKit's words and gives no constraints.
  public static func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [NSLayoutConstraint] {
    do throws(VisualFormat.ParseError) {
      let parsed = try VisualFormat.parse(format, metrics: metrics ?? [:])
      let builder = try VisualFormatBuilder(parsed, options: options, views: views)
      return try builder.constraints()
    } catch {
      let caret = String(repeating: " ", count: error.offset) + "^"
      LayoutEngine.report(
        "Unable to parse constraint format: \n\(error.reason) \n\(format) \n\(caret)")
      return []
    }
  }
}

/// A parsed visual format turned into constraints among the views it names.
@MainActor
struct VisualFormatBuilder {
  typealias Attribute = NSLayoutConstraint.Attribute
  private let format: VisualFormat
  private let options: NSLayoutConstraint.FormatOptions
  private let items: [View]
  private let superview: View?
  private let views: [String: Any]
  /// The attributes along the string: where a view starts and ends, its size.
  private let start, end, size: Attribute
  /// Whether a horizontal string runs right to left (the later view on the left).
  private let leftward: Bool

  /// The view a views-dictionary value lays out: a view, or a collection view's host view (a
  /// collection view is not a view in Reel; on iOS it is one).
  static func view(_ value: Any?) -> View? {
    (value as? View) ?? (value as? CollectionView)?.hostView
  }

  init(_ format: VisualFormat, options: NSLayoutConstraint.FormatOptions, views: [String: Any])
    throws(VisualFormat.ParseError)
  {
    self.format = format
    self.options = options
    self.views = views
    var items: [View] = []
    for item in format.items {
      guard let view = Self.view(views[item.name]) else {
        throw .init(
          reason: "\(item.name) is not a key in the views dictionary.", offset: item.offset)
      }
      items.append(view)
    }
    self.items = items
    superview = items.first?.superview
    let direction = options.intersection(.directionMask)
    leftward = !format.vertical && direction == .directionRightToLeft
    if format.vertical {
      (start, end, size) = (.top, .bottom, .height)
    } else if direction == .directionLeftToRight {
      (start, end, size) = (.left, .right, .width)
    } else if leftward {
      (start, end, size) = (.right, .left, .width)
    } else {
      (start, end, size) = (.leading, .trailing, .width)
    }
  }

  func constraints() throws(VisualFormat.ParseError) -> [NSLayoutConstraint] {
    var made: [NSLayoutConstraint] = []
    if let edge = format.leadingEdge {
      made += try connect(nil, items[0], edge)
    }
    for (index, item) in format.items.enumerated() {
      made += try sizes(items[index], item)
      if index < format.connections.count {
        made += try connect(items[index], items[index + 1], format.connections[index])
      }
    }
    if let edge = format.trailingEdge, let last = items.last {
      made += try connect(last, nil, edge)
    }
    return made + (try aligning())
  }

  /// The view's size predicates: `[a(>=40)]`, `[a(==b@750)]`.
  private func sizes(_ view: View, _ item: VisualFormat.Item) throws(VisualFormat.ParseError)
    -> [NSLayoutConstraint]
  {
    var made: [NSLayoutConstraint] = []
    for predicate in item.predicates {
      switch predicate.object {
      case .constant(let value):
        made.append(
          make(view, size, predicate, nil, .notAnAttribute, constant: value))
      case .view(let name):
        guard let other = Self.view(views[name]) else {
          throw .init(reason: "\(name) is not a key in the views dictionary.", offset: item.offset)
        }
        made.append(make(view, size, predicate, other, size, constant: 0))
      }
    }
    return made
  }

  /// The space between `before` and `after` (nil: the superview's edge there).
  private func connect(_ before: View?, _ after: View?, _ connection: VisualFormat.Connection)
    throws(VisualFormat.ParseError) -> [NSLayoutConstraint]
  {
    guard let first = before ?? superview, let second = after ?? superview else {
      throw .init(
        reason: "Unable to interpret '|' character, because the related view doesn't have a "
          + "superview", offset: 0)
    }
    let margin = connection == .standard && (before == nil || after == nil)
    let baselines =
      format.vertical && before != nil && after != nil
      && options.contains(.spacingBaselineToBaseline)
    let firstAttribute =
      before == nil ? (margin ? Self.margin(start) : start) : baselines ? .lastBaseline : end
    let secondAttribute =
      after == nil ? (margin ? Self.margin(end) : end) : baselines ? .firstBaseline : start
    let predicates: [VisualFormat.Predicate]
    switch connection {
    case .flush, .standard:
      let points: CGFloat = connection == .flush || margin ? 0 : systemSpacing
      predicates = [.init(relation: .equal, object: .constant(points), priority: nil)]
    case .spaced(let list): predicates = list
    }
    return predicates.map { predicate in
      guard case .constant(let value) = predicate.object else { return nil }
      return leftward
        ? make(first, firstAttribute, predicate, second, secondAttribute, constant: value)
        : make(second, secondAttribute, predicate, first, firstAttribute, constant: value)
    }.compactMap { $0 }
  }

  /// Each view's alignment attributes equal to its neighbour's.
  private func aligning() throws(VisualFormat.ParseError) -> [NSLayoutConstraint] {
    let across = options.alignments
    let along: Set<Attribute> =
      format.vertical
      ? [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]
      : [.left, .right, .leading, .trailing, .centerX]
    if across.contains(where: along.contains) {
      let edge = format.vertical ? "vertical" : "horizontal"
      throw .init(
        reason: "Options mask required views to be aligned on a \(edge) edge, which is not "
          + "allowed for layout that is also \(edge).", offset: 0)
    }
    let equal = VisualFormat.Predicate(relation: .equal, object: .constant(0), priority: nil)
    return zip(items, items.dropFirst()).flatMap { a, b in
      across.map { make(a, $0, equal, b, $0, constant: 0) }
    }
  }

  /// The margin attribute of an edge.
  private static func margin(_ attribute: Attribute) -> Attribute {
    switch attribute {
    case .left: .leftMargin
    case .right: .rightMargin
    case .top: .topMargin
    case .bottom: .bottomMargin
    case .leading: .leadingMargin
    case .trailing: .trailingMargin
    default: attribute
    }
  }

  private func make(
    _ item: View, _ attribute: Attribute, _ predicate: VisualFormat.Predicate, _ other: View?,
    _ otherAttribute: Attribute, constant: CGFloat
  ) -> NSLayoutConstraint {
    let relation: NSLayoutConstraint.Relation =
      switch predicate.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let constraint = NSLayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other,
      attribute: otherAttribute, multiplier: 1, constant: constant)
    if let priority = predicate.priority { constraint.priority = LayoutPriority(priority) }
    return constraint
  }
}
