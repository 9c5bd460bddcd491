// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelScene

extension OverlayTrack {
  /// The largest zoom a camera that fits its target chooses, and the margin it leaves around
  /// it, points.
  static let fittedZoomLimit: CGFloat = 4
  static let fitMargin: CGFloat = 24

  /// The camera at `time`: each move eases from where the camera was to its target, which is
  /// found again at every time (`locate`: a target's canvas rectangle, nil when it is not
  /// drawn), so a camera on a cell follows it. `output` is the whole picture in canvas points.
  package func camera(
    at time: Double, output: CGRect, locate: (ElementTarget) -> CGRect?
  ) -> Camera {
    camera(upTo: cameraMoves.lastIndex { $0.time <= time }, at: time, output: output, locate)
  }

  /// The camera after moves `0...index` (none: the whole picture).
  private func camera(
    upTo index: Int?, at time: Double, output: CGRect, _ locate: (ElementTarget) -> CGRect?
  ) -> Camera {
    guard let index else { return Self.whole(output) }
    let move = cameraMoves[index]
    let p = move.timing.progress(at: time - move.time)
    let target = Self.camera(for: move.spec, output: output, locate)
    if p >= 1, let target { return target }
    let before = camera(upTo: index > 0 ? index - 1 : nil, at: time, output: output, locate)
    guard let target else { return before }
    return before.interpolated(to: target, fraction: CGFloat(p))
  }

  /// The camera that shows the whole picture, looking at its middle.
  static func whole(_ output: CGRect) -> Camera {
    let middle = CGPoint(x: output.midX, y: output.midY)
    return Camera(zoom: 1, focus: middle, position: middle)
  }

  /// The camera `spec` asks for with its focus where `locate` finds it; nil when the focus is
  /// not drawn. The picture always covers the output: the focus moves off its place (or the
  /// middle) as far as needed for that.
  static func camera(
    for spec: CameraSpec, output: CGRect, _ locate: (ElementTarget) -> CGRect?
  ) -> Camera? {
    guard let focus = spec.focus else { return whole(output) }
    guard let r = locate(focus) else { return nil }
    let fitted = min(
      output.width / max(r.width + 2 * fitMargin, 1),
      output.height / max(r.height + 2 * fitMargin, 1))
    let zoom = spec.zoom ?? min(max(fitted, 1), fittedZoomLimit)
    let center = CGPoint(x: r.midX, y: r.midY)
    var position = spec.centers ? CGPoint(x: output.midX, y: output.midY) : center
    // The drawn picture [position + (edge − focus) · zoom] must reach past both edges.
    func clamp(_ p: CGFloat, _ f: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat {
      min(max(p, hi - (hi - f) * zoom), lo - (lo - f) * zoom)
    }
    position.x = clamp(position.x, center.x, output.minX, output.maxX)
    position.y = clamp(position.y, center.y, output.minY, output.maxY)
    return Camera(zoom: zoom, focus: center, position: position)
  }
}
