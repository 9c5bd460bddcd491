// SPDX-License-Identifier: MIT
import Foundation

/// A chapter of a video: a title and the part of the timeline it covers, seconds.
public struct VideoChapter: Sendable, Hashable {
  /// What players list it as (any text; an MP4 keeps its first 255 bytes).
  public var title: String
  /// Where it starts, seconds, ≥ 0.
  public var start: Double
  /// Where it ends, seconds, > `start`.
  public var end: Double

  /// A chapter `title` from `start` to `end` seconds.
  public init(title: String, start: Double, end: Double) {
    self.title = title
    self.start = start
    self.end = end
  }
}

extension FrameSource {
  /// A video's chapters: one per named step, from the step's start to the next named step's
  /// (the last to the end); when the first named step starts later, a first chapter titled with
  /// the source's name covers the time before it. Empty when no step is named. Steps that start
  /// together keep the first's name.
  public var chapters: [VideoChapter] {
    var starts: [(title: String, start: Double)] = []
    for span in spans {
      guard let name = span.name, span.start < duration else { continue }
      if let last = starts.last, span.start <= last.start { continue }
      starts.append((name, span.start))
    }
    guard let first = starts.first else { return [] }
    if first.start > 0 { starts.insert((self.name, 0), at: 0) }
    return starts.enumerated().map { i, chapter in
      VideoChapter(
        title: chapter.title, start: chapter.start,
        end: i + 1 < starts.count ? starts[i + 1].start : duration)
    }
  }
}
