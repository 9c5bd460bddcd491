// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// The outcome of one snapshot: an image or a layout dump compared with (or recorded as) its
/// reference.
public struct SnapshotResult: Sendable {
  public enum Status: String, Sendable, Comparable {
    case failed, recorded, passed

    public static func < (a: Status, b: Status) -> Bool { a.order < b.order }
    private var order: Int { self == .failed ? 0 : self == .recorded ? 1 : 2 }
  }

  public enum Kind: String, Sendable {
    /// Pixels, compared with `ImageComparator`.
    case image
    /// The attribute dump of `reel inspect`, compared line by line.
    case layout
  }

  /// What was snapshotted, such as `flow-updates/insert`.
  public var name: String
  public var kind: Kind
  public var status: Status
  /// What happened, and for a failure what to do next.
  public var message: String
  /// The reference file.
  public var reference: URL
  /// Files written for a failure: `actual`, `reference` and `diff` (images) or `actual` (text).
  public var artifacts: [String: URL] = [:]
  /// The PNG (or UTF-8 text) bytes shown in a report: `reference`, `actual`, and `diff` for images.
  public var contents: [String: Data] = [:]
  /// For layouts that differ: the line diff.
  public var textDiff: String?
  /// For images: the changed regions (pixels of the image), largest first.
  public var regions: [PixelRect] = []
  /// For images: the size of the actual image, pixels (0 when unknown).
  public var pixelSize: (width: Int, height: Int) = (0, 0)

  public var failed: Bool { status == .failed }
}
