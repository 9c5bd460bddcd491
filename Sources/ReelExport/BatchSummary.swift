// SPDX-License-Identifier: MIT
import Foundation
import ReelComposition
import ReelFiles

/// How a batch went, for people (an aligned table) and for CI (JSON).
public struct BatchSummary: Sendable {
  public let items: [BatchRenderer.Item]
  /// Wall-clock seconds for the whole batch.
  public let seconds: Double
  public let jobs: Int
  public let shard: Shard

  public init(items: [BatchRenderer.Item], seconds: Double, jobs: Int, shard: Shard) {
    self.items = items
    self.seconds = seconds
    self.jobs = jobs
    self.shard = shard
  }

  func count(_ status: BatchRenderer.Item.Status) -> Int {
    items.filter { $0.status == status }.count
  }

  /// The worst exit code among the scenes (0 when none failed).
  public var exitCode: Int32 { ExitStatus.worst(items.map(\.exitCode)) }

  /// One line a scene — scene, status, frames, time, output size — then the totals.
  public var table: String {
    let width = max(5, items.map { ($0.scene ?? $0.path).count }.max() ?? 0)
    func pad(_ s: String, _ n: Int, right: Bool = false) -> String {
      let fill = String(repeating: " ", count: max(n - s.count, 0))
      return right ? fill + s : s + fill
    }
    var lines = [
      pad("scene", width) + "  " + pad("status", 8) + "  " + pad("frames", 6, right: true) + "  "
        + pad("time", 8, right: true) + "  " + pad("size", 9, right: true)
    ]
    for item in items {
      lines.append(
        pad(item.scene ?? item.path, width) + "  " + pad(item.status.rawValue, 8) + "  "
          + pad(item.status == .rendered ? "\(item.frames)" : "-", 6, right: true)
          + "  " + pad(String(format: "%.2f s", item.seconds), 8, right: true) + "  "
          + pad(Self.size(item.bytes), 9, right: true))
    }
    lines.append(
      "\(items.count) scenes: \(count(.rendered)) rendered, \(count(.cached)) unchanged, "
        + "\(count(.failed)) failed in \(String(format: "%.2f", seconds)) s "
        + "(-j \(jobs), shard \(shard))"
    )
    return lines.joined(separator: "\n")
  }

  /// The same as JSON: `{jobs, shard, seconds, rendered, cached, failed, scenes: [{path, scene,
  /// status, frames, seconds, bytes, error}]}`.
  public var json: String {
    let scenes = items.map { item -> JSONValue in
      .object([
        ("path", .string(item.path)), ("scene", item.scene.map(JSONValue.string) ?? .null),
        ("status", .string(item.status.rawValue)),
        ("frames", .number(Double(item.frames))),
        ("seconds", .number((item.seconds * 1000).rounded() / 1000)),
        ("bytes", .number(Double(item.bytes))),
        ("error", item.error.map(JSONValue.string) ?? .null),
      ])
    }
    return JSONValue.object([
      ("jobs", .number(Double(jobs))), ("shard", .string(shard.description)),
      ("seconds", .number((seconds * 1000).rounded() / 1000)),
      ("rendered", .number(Double(count(.rendered)))), ("cached", .number(Double(count(.cached)))),
      ("failed", .number(Double(count(.failed)))),
      ("scenes", .array(scenes)),
    ]).serialized(pretty: true)
  }

  /// A file size for people: "812 B", "295.7 kB", "4.60 MB" (decimal units, as file managers
  /// and GitHub show them).
  public static func size(_ bytes: Int) -> String {
    bytes < 1000
      ? "\(bytes) B"
      : bytes < 1_000_000
        ? String(format: "%.1f kB", Double(bytes) / 1000)
        : String(format: "%.2f MB", Double(bytes) / 1_000_000)
  }
}
