// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

/// What an overlay or the camera points at.
public enum ElementTarget: Sendable, Hashable, CustomStringConvertible {
  /// A cell, by its id or index path, in the named collection view (nil: the front one that
  /// shows it). It is followed as it moves: scrolled, animated, on a screen that slides.
  case item(ItemReference, collectionView: String?)
  /// A rectangle of the canvas, points (origin at the canvas's top-left corner).
  case rect(CGRect)

  /// The target in messages.
  public var description: String {
    switch self {
    case .item(let item, let name): name.map { "item \(item) of '\($0)'" } ?? "item \(item)"
    case .rect(let r): "rectangle [\(r.minX), \(r.minY), \(r.width), \(r.height)]"
    }
  }
}

/// Where a caption or callout sits.
public enum OverlayPlacement: String, Sendable, CaseIterable {
  /// Above its target, or below when there is no room; for a caption without a target, the
  /// bottom of the screen.
  case automatic
  /// Above the target (a caption without one: the top of the screen).
  case top
  /// Below the target (a caption without one: the bottom of the screen).
  case bottom
  /// The middle of the screen (captions).
  case center
}

/// One documentation overlay, drawn above the screen and the device frame: what it shows, what
/// it is attached to and how it sits. Shown and hidden by `show:` and `hide:` steps.
public struct OverlaySpec: Sendable {
  /// What the overlay draws.
  public enum Kind: Sendable, Hashable {
    /// A caption: a bold title and an optional body on a rounded backing.
    case caption(title: String, body: String?)
    /// A bubble with an arrow pointing at the target: text with an optional bold title.
    case callout(text: String, title: String?)
    /// A ring around the target; `glow` adds a soft light around it.
    case highlight(glow: Bool)
    /// Everything but the target dimmed.
    case spotlight
    /// A numbered (or lettered) step badge on the target's top-leading corner.
    case badge(String)
  }

  /// The overlay's name in `show:`/`hide:` steps.
  public var id: String
  /// What it draws.
  public var kind: Kind
  /// What it is attached to; nil for a caption placed on the screen alone.
  public var target: ElementTarget?
  /// Where a caption or callout sits against its target or the screen.
  public var placement: OverlayPlacement = .automatic
  /// Points between the target and a ring, spotlight hole or callout arrow, −50…100 (less than 0
  /// draws inside the target: a full-width row's ring within the screen). Default 4.
  public var padding: CGFloat = 4
  /// Whether a ring or badge pulses (grows 6 % and back, once a second) while shown.
  public var pulses = false
  /// Where the overlay was written, for errors found while the script runs.
  public var location: SourceLocation

  /// An overlay `id` of `kind` on `target`, written at `location`; placed automatically, 4
  /// points of padding, not pulsing.
  public init(id: String, kind: Kind, target: ElementTarget?, location: SourceLocation) {
    self.id = id
    self.kind = kind
    self.target = target
    self.location = location
  }
}

/// How a scene's overlays look: set once (`theme:`), used by every caption, callout, ring,
/// spotlight and badge. Colours as scene colours (dynamic ones resolve for the appearance).
public struct OverlayTheme: Sendable, Hashable {
  /// Rings, glows and badges. Default orange (#FF9F0A).
  public var accent = RGBAColor(red: 1, green: 0.624, blue: 0.039, alpha: 1)
  /// Captions' and callouts' backing. Default black at 80 %.
  public var background = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.8)
  /// Captions' and callouts' text, and a badge's number. Default white.
  public var text = RGBAColor.white
  /// How dark a spotlight makes the rest, 0…1. Default 0.55.
  public var dim: CGFloat = 0.55
  /// A ring's width, points, 0.5…20. Default 3.
  public var lineWidth: CGFloat = 3
  /// Captions' and callouts' corner radius, points, 0…40. Default 14.
  public var cornerRadius: CGFloat = 14
  /// Captions' title size, points, 6…96 (the body and callouts use 0.88 of it). Default 17.
  public var fontSize: CGFloat = 17
  /// The font family (default the system font's).
  public var fontFamily: String?

  /// Reel's default theme (above).
  public init() {}
}

/// A `camera:` step: the picture zoomed and panned toward a target, or back (`camera: reset`).
public struct CameraSpec: Sendable, Hashable {
  /// What to show; nil returns to the whole picture.
  public var focus: ElementTarget?
  /// How much larger, 1…8; nil fits the target (with a margin), at most 4.
  public var zoom: CGFloat?
  /// Whether the target moves to the middle of the picture; by default it stays where it is on
  /// the canvas and the picture grows around it.
  public var centers = false

  /// A camera on `focus` (nil: back to the whole picture) at `zoom`, the focus kept in place or
  /// moved to the middle (`centers`).
  public init(focus: ElementTarget?, zoom: CGFloat? = nil, centers: Bool = false) {
    self.focus = focus
    self.zoom = zoom
    self.centers = centers
  }
}
