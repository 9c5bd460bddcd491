// SPDX-License-Identifier: MIT
import Foundation

extension IndexPath {
  /// Creates an index path for an item in a section: `[section, item]`.
  ///
  /// Mirrors `IndexPath.init(item:section:)` from UIKit's Foundation overlay, which Foundation on
  /// Linux lacks.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: element 0 of a two-element index path.
  ///
  /// Mirrors UIKit's `IndexPath.section`. Traps (like UIKit) when the path has fewer than one
  /// element.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The item within the section: element 1 of a two-element index path.
  ///
  /// Mirrors UIKit's `IndexPath.item`. Traps (like UIKit) when the path has fewer than two
  /// elements.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// Creates an index path for a row in a section: `[section, row]`, the same path as
  /// `init(item:section:)`. Mirrors `IndexPath.init(row:section:)` (UIKit's table views).
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The row within the section: element 1, the same as `item`. Mirrors UIKit's `IndexPath.row`.
  /// Traps (like UIKit) when the path has fewer than two elements.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// `"[section, item]"`, the compact form used in Reel's messages and dumps.
  public var shortDescription: String { "[\(map(String.init).joined(separator: ", "))]" }
}
