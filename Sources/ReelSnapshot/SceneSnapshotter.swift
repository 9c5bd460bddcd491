// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelScene

/// Snapshots chosen moments of a scene: for each, the layout dump (compared first, as readable
/// text)
/// and the rendered frame, against references in `<references>/<scene>/<label>.layout.txt` and
/// `<references>/<scene>/<label>.png`.
public struct SceneSnapshotter: Sendable {
  public var verifier: SnapshotVerifier
  public var selection: SnapshotMomentSelection
  /// Whether layout dumps are snapshotted too (default true).
  public var includesLayout: Bool
  /// Pixel scale of the images; nil for the scene's.
  public var scale: CGFloat?

  public init(
    verifier: SnapshotVerifier, selection: SnapshotMomentSelection = .automatic,
    includesLayout: Bool = true, scale: CGFloat? = nil
  ) {
    self.verifier = verifier
    self.selection = selection
    self.includesLayout = includesLayout
    self.scale = scale
  }

  /// Every moment's results, layout before image, in time order.
  /// - Throws: `SnapshotError` for unreadable references, unwritable files or a frame Cairo cannot
  ///   draw.
  public func snapshot(_ player: any FrameSource, references: URL) throws(SnapshotError)
    -> [SnapshotResult]
  {
    if let problem = OutputName.problem(player.name) {
      throw .unwritable(path: references.path, reason: problem)
    }
    let folder = references.appendingPathComponent(player.name)
    var results: [SnapshotResult] = []
    for moment in selection.moments(for: player) {
      let name = "\(player.name)/\(moment.label)"
      if includesLayout {
        let text = player.layoutText(at: moment.time)
        results.append(
          try verifier.verifyText(
            text, reference: folder.appendingPathComponent("\(moment.label).layout.txt"), name: name
          ))
      }
      let png: Data
      do { png = try SnapshotImage.png(player.displayList(at: moment.time, scale: scale)) } catch {
        throw .unwritable(
          path: folder.appendingPathComponent("\(moment.label).png").path, reason: "\(error)")
      }
      results.append(
        try verifier.verifyImage(
          png: png, reference: folder.appendingPathComponent("\(moment.label).png"), name: name))
    }
    return results
  }
}
