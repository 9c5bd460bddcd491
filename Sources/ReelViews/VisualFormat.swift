// SPDX-License-Identifier: MIT
import Foundation

/// A Visual Format Language string parsed (Apple's grammar, *Auto Layout Guide*, "Visual Format
/// Language"): an orientation, the superview's edges (`|`) where the string has them, the views
/// in order with their size predicates, and the connections between neighbours.
///
///     (H:|V:)? (| connection)? [view(predicates)] (connection [view(predicates)])* (connection |)?
///
/// A connection is empty (`[a][b]`, flush), `-` (the standard space) or `-predicates-`; a
/// predicate is `(==|<=|>=)? (number|metric|view) (@ (number|metric))?`, several in parentheses
/// separated by commas. Metrics are resolved while parsing; view names are kept.
struct VisualFormat {
  enum Relation { case equal, lessThanOrEqual, greaterThanOrEqual }

  /// One predicate: a relation to a constant (points) or to another view's size.
  struct Predicate: Equatable {
    enum Object: Equatable {
      case constant(CGFloat)
      case view(String)
    }
    var relation: Relation
    var object: Object
    /// 1…1000; nil for required.
    var priority: Float?

    static func == (a: Predicate, b: Predicate) -> Bool {
      a.relation == b.relation && a.object == b.object && a.priority == b.priority
    }
  }

  /// How two neighbours (or a view and the superview's edge) are spaced.
  enum Connection: Equatable {
    /// Touching (`[a][b]`, `|[a]`).
    case flush
    /// `-`: the standard space (8 points between views; the superview's margin at an edge).
    case standard
    /// `-predicates-`.
    case spaced([Predicate])
  }

  /// A view of the string with its size predicates.
  struct Item {
    var name: String
    var predicates: [Predicate]
    /// Where its name starts in the string (for errors).
    var offset: Int
  }

  var vertical = false
  /// The connection from the superview's leading (top) edge, when the string starts with `|`.
  var leadingEdge: Connection?
  var items: [Item] = []
  /// `connections[i]` joins `items[i]` and `items[i + 1]`.
  var connections: [Connection] = []
  /// The connection to the superview's trailing (bottom) edge, when the string ends with `|`.
  var trailingEdge: Connection?

  /// Why a string could not be parsed, and where (a character offset), as UIKit reports it.
  struct ParseError: Error, Equatable {
    var reason: String
    var offset: Int
  }

  /// Parses `format`, metrics from `metrics` (numbers of any kind).
  static func parse(_ format: String, metrics: [String: Any]) throws(ParseError)
    -> VisualFormat
  {
    var scanner = VisualFormatScanner(format, metrics: metrics)
    return try scanner.parse()
  }
}
