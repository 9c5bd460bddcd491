// SPDX-License-Identifier: MIT
import Foundation

/// How big a scene may make a render, so that a typo (or a hostile file) is an error that names the
/// limit before any work starts, not an out-of-memory kill. Every limit has a CLI flag to raise it.
public struct SceneLimits: Sendable, Hashable {
  /// Pixels in one frame: canvas width × height × scale² (`--max-frame-pixels`). 50 000 000 by
  /// default: 200 MB of RGBA, about 8K × 6K.
  public var framePixels: Int
  /// Frames one render may draw (`--max-frames`). 20 000 by default: over 11 minutes at 30 fps.
  public var frames: Int
  /// Items in one collection view, over all its sections (`--max-items`). 1 000 000 by default.
  public var items: Int
  /// Pixels of one image file, read from its header before it is decoded (`--max-image-pixels`):
  /// a small PNG that claims to be huge (a decompression bomb) is refused. 50 000 000 by default.
  public var imagePixels: Int
  /// How deeply mappings and lists may nest in a scene file (`--max-nesting`). 64 by default; the
  /// deepest shipped scene nests 8 levels. The YAML parser itself stops at 1000
  /// (`SceneLimits.parserNestingCeiling`), so values above it act as 1000.
  public var nesting: Int
  /// Values (scalars, mappings and lists) a scene file may hold once its aliases are expanded
  /// (`--max-values`). 1 000 000 by default (a 20 MB file written out; a scene states large item
  /// counts as numbers): a few lines of nested `*alias`es (a "billion laughs") are refused in a
  /// fraction of a second instead of being walked for hours.
  public var values: Int
  /// The script's work: steps × items (`--max-step-items`), where items are those the scene starts
  /// with plus every item the script inserts. 500 000 by default: each step keeps the state of
  /// every
  /// item, so memory and time grow with the product (about 0.7 KB per step and item, and steps at
  /// one moment cost more still); the largest shipped scene needs 120.
  public var stepItems: Int
  /// Characters in one label (`--max-text-length`). 4096 by default: a label is drawn for every
  /// item
  /// showing it, in every frame.
  public var textLength: Int
  /// Pixels of all the distinct images a scene draws, together (`--max-total-image-pixels`): each
  /// is
  /// kept decoded while frames are drawn, 4 bytes a pixel. 200 000 000 by default (800 MB).
  public var totalImagePixels: Int
  /// Whether the files a scene names (images) must lie in its own folder or below, links followed
  /// (`--sandbox`; off by default). See `README.md`, "Robustness".
  public var sandbox = false

  /// The nesting level at which the YAML parser (libyaml) stops, whatever `nesting` says.
  public static let parserNestingCeiling = 1000

  public init(
    framePixels: Int = 50_000_000, frames: Int = 20_000, items: Int = 1_000_000,
    imagePixels: Int = 50_000_000,
    nesting: Int = 64, values: Int = 1_000_000, stepItems: Int = 500_000, textLength: Int = 4096,
    totalImagePixels: Int = 200_000_000
  ) {
    self.framePixels = framePixels
    self.frames = frames
    self.items = items
    self.imagePixels = imagePixels
    self.nesting = nesting
    self.values = values
    self.stepItems = stepItems
    self.textLength = textLength
    self.totalImagePixels = totalImagePixels
  }

  public static let standard = SceneLimits()

  /// The message for a value over a limit: what, how much, the limit and the flag that raises it —
  /// or, when the limit is already at `ceiling` (the most the flag accepts), that it cannot be
  /// raised.
  public static func message(
    _ what: String, _ value: Int, limit: Int, flag: String, ceiling: Int? = nil
  ) -> String {
    if let ceiling, limit >= ceiling {
      return "\(what) is \(value), over the limit of \(limit), the most \(flag) allows"
    }
    let upTo = ceiling.map { ", up to \($0)" } ?? ""
    return "\(what) is \(value), over the limit of \(limit) (raise it with \(flag)\(upTo))"
  }
}

/// A render that would go over a `SceneLimits` limit.
public struct SceneLimitError: Error, Equatable, Sendable, CustomStringConvertible {
  public let scene: String
  public let message: String

  public init(scene: String, message: String) {
    self.scene = scene
    self.message = message
  }

  public var description: String { "\(scene): error: \(message)" }
}
