// SPDX-License-Identifier: MIT
import Foundation

/// A readable line diff: `-` lines only in the reference, `+` lines only in the actual text, with
/// `context` unchanged lines around each change and `…` for the lines skipped — what a layout
/// snapshot shows when attributes move.
public enum TextDiff {
  enum Line {
    case same(String)
    case removed(String)
    case added(String)

    var rendered: String {
      switch self {
      case .same(let t): "  \(t)"
      case .removed(let t): "- \(t)"
      case .added(let t): "+ \(t)"
      }
    }
    var isChange: Bool { if case .same = self { false } else { true } }
  }

  /// The diff of `actual` against `reference`, or nil when they are equal.
  public static func lines(reference: String, actual: String, context: Int = 1) -> String? {
    guard reference != actual else { return nil }
    let old = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in new.difference(from: old) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var merged: [Line] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, removed.contains(i) || j >= new.count {
        merged.append(.removed(old[i]))
        i += 1
      } else if j < new.count, inserted.contains(j) || i >= old.count {
        merged.append(.added(new[j]))
        j += 1
      } else {
        merged.append(.same(old[i]))
        i += 1
        j += 1
      }
    }
    var shown = Set<Int>()
    for (k, line) in merged.enumerated() where line.isChange {
      for n in max(0, k - context)...min(merged.count - 1, k + context) { shown.insert(n) }
    }
    var out: [String] = []
    var last = -1
    for k in merged.indices where shown.contains(k) {
      if last >= 0, k > last + 1 { out.append("  …") }
      out.append(merged[k].rendered)
      last = k
    }
    return out.joined(separator: "\n")
  }
}
