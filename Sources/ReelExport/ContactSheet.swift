// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelFiles
import ReelRender
import ReelViews

/// A contact sheet: `count` evenly spaced frames of a scene — the first, the last and the ones
/// between
/// — in a grid of up to four columns, each under its time. One PNG that shows a whole animation in
/// a
/// pull request or a document.
public struct ContactSheet: Sendable {
  /// Frames on the sheet, at least 2.
  public var count: Int
  /// Pixels per point of the frames (and the sheet).
  public var scale: CGFloat

  public init(count: Int = 12, scale: CGFloat = 1) {
    self.count = max(count, 2)
    self.scale = scale
  }

  /// Gap around and between frames, and the height of a time label, in points.
  static let gap: CGFloat = 16, label: CGFloat = 24

  /// The times on the sheet for `player`: `count` frames from 0 to the last frame at `fps`.
  public func times(_ player: any FrameSource, fps: Double) -> [Double] {
    let last = player.frameTimes(fps: fps).last ?? 0
    return (0..<count).map { last * Double($0) / Double(count - 1) }
  }

  /// The sheet's size in points for frames of `frame` points: up to four columns, each frame under
  /// its label, with gaps around and between.
  public func size(frame: CGSize) -> CGSize {
    let columns = min(count, 4)
    let rows = (count + columns - 1) / columns
    let cell = CGSize(width: frame.width + Self.gap, height: frame.height + Self.label + Self.gap)
    return CGSize(
      width: CGFloat(columns) * cell.width + Self.gap,
      height: CGFloat(rows) * cell.height + Self.gap)
  }

  /// Draws the sheet: labels and frame borders with Cairo, the frames themselves copied in.
  public func raster(_ player: any FrameSource, fps: Double, parallelism: Int) throws(OutputError)
    -> Raster
  {
    let times = times(player, fps: fps)
    let columns = min(count, 4)
    // The output's size: a device frame makes it larger than the canvas.
    let first = player.displayList(at: times.first ?? 0, scale: 1)
    let frame = first.outputSize
    let cell = CGSize(width: frame.width + Self.gap, height: frame.height + Self.label + Self.gap)
    let size = size(frame: frame)
    func origin(_ i: Int) -> CGPoint {
      CGPoint(
        x: Self.gap + CGFloat(i % columns) * cell.width,
        y: Self.gap + CGFloat(i / columns) * cell.height + Self.label)
    }
    var items: [DisplayItem] = []
    for (i, time) in times.enumerated() {
      let o = origin(i)
      items.append(
        DisplayItem(
          center: CGPoint(x: o.x + frame.width / 2, y: o.y - Self.label / 2),
          size: CGSize(width: frame.width, height: Self.label),
          style: ItemStyle(
            fill: .clear, label: String(format: "%.2f s", time),
            textProperties: TextProperties(
              font: .systemFont(ofSize: 13, weight: .bold), color: RGBAColor(r: 60, g: 60, b: 67),
              alignment: .center))))
      // A border, except around a device's rounded screen or frame.
      guard first.device == nil else { continue }
      items.append(
        DisplayItem(
          center: CGPoint(x: o.x + frame.width / 2, y: o.y + frame.height / 2),
          size: CGSize(width: frame.width + 2, height: frame.height + 2),
          style: ItemStyle(fill: RGBAColor(r: 199, g: 199, b: 204), label: nil)))
    }
    let background = DisplayList(
      size: size, scale: scale, background: .white,
      layers: [
        DisplayLayer(frame: CGRect(origin: .zero, size: size), contentOffset: .zero, items: items)
      ])
    var sheet: Raster
    do { sheet = try CairoRenderer().raster(background) } catch {
      throw .encodingFailed(path: player.name, reason: error.description)
    }
    let frames = try parallelMap(0..<times.count, parallelism: parallelism) {
      i throws(OutputError) -> Raster in
      do { return try CairoRenderer().raster(player.displayList(at: times[i], scale: scale)) } catch
      {
        throw .encodingFailed(path: player.name, reason: "\(error)")
      }
    }
    for (i, image) in frames.enumerated() {
      let o = origin(i)
      Self.copy(
        image, into: &sheet, x: Int((o.x * scale).rounded()), y: Int((o.y * scale).rounded()))
    }
    return sheet
  }

  /// Pastes `image` over `sheet` at pixel (x, y), compositing translucent pixels over what is
  /// there.
  static func copy(_ image: Raster, into sheet: inout Raster, x: Int, y: Int) {
    for row in 0..<image.height where y + row < sheet.height {
      for column in 0..<image.width where x + column < sheet.width {
        let s = (row * image.width + column) * 4
        let d = ((y + row) * sheet.width + x + column) * 4
        let a = Int(image.pixels[s + 3])
        for k in 0..<3 {
          sheet.pixels[d + k] = UInt8(
            (Int(image.pixels[s + k]) * a + Int(sheet.pixels[d + k]) * (255 - a) + 127) / 255)
        }
        sheet.pixels[d + 3] = 255
      }
    }
  }
}
