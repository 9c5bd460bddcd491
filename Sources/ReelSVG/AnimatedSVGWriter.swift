// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelViews

/// One vector file whose views move with CSS keyframes sampled from the frame model — crisp at any
/// zoom and a fraction of a GIF's size. Frames are added in order at a fixed rate; each view
/// (`DisplayItem.identity`) becomes one SVG group whose transform and opacity are keyframed at
/// every frame where they change, interpolated linearly in between, looping. A view with content
/// views, a shadow, a gradient or an image is drawn by `drawView` (the exporter gives Cairo's SVG
/// drawing); the others are a rounded rectangle and a `<text>` label.
///
/// What SVG cannot show is approximated, and documented: perspective (`m34`) is dropped; a view
/// that changes size or content is drawn at its first size and look, then scaled (corners and
/// labels scale with it); drawing order is the order in which views first appear; collection
/// views are clipped to their first frame, screens not at all; the camera moves the views, not the
/// device's frame.
public struct AnimatedSVGWriter {
  public let size: CGSize
  public let background: RGBAColor
  /// Frames per second of the samples.
  public let fps: Double

  struct Sample: Equatable {
    var transform: Affine
    var opacity: CGFloat
  }

  struct Track {
    var style: ItemStyle
    var size: CGSize
    var group: Int
    var samples: [Int: Sample] = [:]
  }

  private(set) var tracks: [String: Track] = [:]
  private(set) var order: [String] = []
  /// Clip rectangles of the collection-view groups, by group index.
  private(set) var clips: [Int: CGRect] = [:]
  /// The device's screen shape and frame, from the first frame that has one.
  private(set) var device: DeviceOutline?
  private(set) var frameCount = 0

  /// Draws a view whose look SVG primitives cannot give (content views, shadows, gradients,
  /// images): SVG markup of the view about its centre, or nil for the simple shapes.
  public var drawView: ((ItemStyle, CGSize) -> String?)?

  public init(size: CGSize, background: RGBAColor, fps: Double) {
    self.size = size
    self.background = background
    self.fps = fps
  }

  /// Adds the next frame.
  public mutating func add(_ list: DisplayList) {
    let frame = frameCount
    frameCount += 1
    if device == nil { device = list.device }
    let c = list.camera
    let camera =
      Affine.translation(c.position.x, c.position.y) * Affine.scale(c.zoom, c.zoom)
      * Affine.translation(-c.focus.x, -c.focus.y)
    for (i, layer) in list.layers.enumerated() {
      if layer.clipsToBounds, clips[i] == nil { clips[i] = layer.frame }
      let origin =
        camera
        * Affine.translation(
          layer.frame.minX - layer.contentOffset.x, layer.frame.minY - layer.contentOffset.y)
      for (j, item) in (layer.items + layer.overlays).enumerated() {
        record(
          item, key: "L\(i)/\(item.identity ?? "o\(j)")", parent: origin, opacity: 1, group: i,
          frame: frame)
      }
    }
    let screenGroup = 1000
    for (s, screen) in list.screens.enumerated() {
      let id = screen.identity ?? "S\(s)"
      let w = screen.frame.width
      let h = screen.frame.height
      let m =
        camera * Affine.translation(screen.frame.midX, screen.frame.midY)
        * Affine(screen.transform)
        * Affine.translation(-w / 2, -h / 2)
      if let background = screen.background {
        let plate = DisplayItem(
          center: CGPoint(x: w / 2, y: h / 2), size: screen.frame.size,
          style: ItemStyle(fill: background, cornerRadius: 0, label: nil))
        record(
          plate, key: "\(id)/background", parent: m, opacity: screen.alpha, group: screenGroup,
          frame: frame)
      }
      for (j, item) in screen.items.enumerated() {
        record(
          item, key: "\(id)/\(item.identity ?? "i\(j)")", parent: m, opacity: screen.alpha,
          group: screenGroup, frame: frame)
      }
      for (l, layer) in screen.layers.enumerated() {
        let origin =
          m
          * Affine.translation(
            layer.frame.minX - layer.contentOffset.x, layer.frame.minY - layer.contentOffset.y)
        for (j, item) in (layer.items + layer.overlays).enumerated() {
          record(
            item, key: "\(id)/L\(l)/\(item.identity ?? "o\(j)")", parent: origin,
            opacity: screen.alpha, group: screenGroup, frame: frame)
        }
      }
      for (j, item) in screen.overlays.enumerated() {
        record(
          item, key: "\(id)/\(item.identity ?? "v\(j)")", parent: m, opacity: screen.alpha,
          group: screenGroup, frame: frame)
      }
    }
    for (j, item) in list.overlays.enumerated() {
      record(
        item, key: "O/\(item.identity ?? "\(j)")", parent: camera, opacity: 1,
        group: screenGroup + 1, frame: frame)
    }
    for (j, item) in list.annotations.enumerated() {
      record(
        item, key: "A/\(item.identity ?? "\(j)")", parent: .identity, opacity: 1,
        group: screenGroup + 2, frame: frame)
    }
  }

  private mutating func record(
    _ item: DisplayItem, key: String, parent: Affine, opacity: CGFloat, group: Int, frame: Int
  ) {
    if tracks[key] == nil {
      tracks[key] = Track(
        style: item.style,
        size: CGSize(width: max(item.size.width, 0.001), height: max(item.size.height, 0.001)),
        group: group)
      order.append(key)
    }
    let base = tracks[key]!.size
    let m =
      parent * Affine.translation(item.center.x, item.center.y) * Affine(item.transform)
      * Affine.scale(item.size.width / base.width, item.size.height / base.height)
    tracks[key]!.samples[frame] = Sample(
      transform: m, opacity: min(max(item.alpha * opacity, 0), 1))
  }
}
