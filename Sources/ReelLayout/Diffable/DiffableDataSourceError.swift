// SPDX-License-Identifier: MIT
import Foundation

/// An invalid diffable data source snapshot, described in UIKit's words (SPEC-MODERN §9.2; UIKit
/// raises these as `NSInternalInconsistencyException`).
public enum DiffableDataSourceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The same identifier twice in one call (or one snapshot); `kind` is "item" or "section".
  case notUnique(kind: String, duplicates: [String])
  /// Items appended to a snapshot without sections.
  case noSections
  /// A section identifier appended or inserted that the snapshot already has.
  case sectionExists([String])
  /// Items appended to, or inserted relative to, something the snapshot does not have.
  case sectionNotFound
  case itemNotFound(String)
  /// A reload of an identifier the snapshot does not have.
  case reloadMissingItem(String)
  case reloadMissingSection(String)
  /// A move relative to the moved identifier itself.
  case moveToItself(String)
  /// A section snapshot given an identifier it already holds.
  case sectionSnapshotNotUnique

  public var description: String {
    switch self {
    case .notUnique(let kind, let duplicates):
      let listed = duplicates.map { "    \($0)" }.joined(separator: ",\n")
      return "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\n"
        + "\(listed)\n)}"
    case .noSections:
      return "There are currently no sections in the data source. Please add a section first."
    case .sectionExists(let ids):
      return "Diffable data source detected an attempt to insert or append \(ids.count) section "
        + "identifier(s) that already exist(s) in the snapshot. Identifiers in a snapshot must be "
        + "unique. Section identifier(s) that already exist(s): \(ids.joined(separator: ", "))"
    case .sectionNotFound:
      return "Invalid parameter not satisfying: section != NSNotFound"
    case .itemNotFound:
      return "Invalid parameter not satisfying: fromIndex != NSNotFound"
    case .reloadMissingItem(let id):
      return "Attempted to reload item identifier that does not exist in the snapshot: \(id)"
    case .reloadMissingSection(let id):
      return "Attempted to reload section identifier that does not exist in the snapshot: \(id)"
    case .moveToItself(let id):
      return "Invalid update: destination for item move is the same as the source [\(id)]"
    case .sectionSnapshotNotUnique:
      return "Supplied identifiers are not unique."
    }
  }
}
