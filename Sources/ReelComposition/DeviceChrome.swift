// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelScene
import ReelViews

/// What a device draws over the app (`canvas.device`): the status bar — the time, cellular bars,
/// Wi-Fi and battery, laid out around the Dynamic Island, in a Home-button iPhone's 20-point bar
/// or at an iPad's edges — the home indicator, and with a frame, the Dynamic Island itself.
/// Canvas points; the content colour is the appearance's label colour unless the scene asks.
///
/// Sizes are SPEC-VISUAL §12's where it has them (bar heights, the 34-point bottom inset); the
/// home indicator's 134 × 5 points, 8 above the bottom, is folklore that spec marks unverified.
struct DeviceChrome {
  let device: DeviceSpec
  let size: CGSize
  let color: RGBAColor

  init(_ device: DeviceSpec, size: CGSize, traits: TraitCollection) {
    self.device = device
    self.size = size
    switch device.statusBarStyle {
    case .darkContent: color = .black
    case .lightContent: color = .white
    case nil: color = traits.userInterfaceStyle == .dark ? .white : .black
    }
  }

  /// The outline a display list carries for the backends.
  var outline: DeviceOutline {
    DeviceOutline(
      cornerRadius: device.preset.cornerRadius, bezel: device.bezel,
      bezelColor: RGBAColor(red: 0.11, green: 0.11, blue: 0.12))
  }

  /// The island, status bar and home indicator, back to front.
  var items: [DisplayItem] {
    var items: [DisplayItem] = []
    if device.frame, device.preset.family == .dynamicIsland, !device.landscape {
      let island = CGRect(x: (size.width - 126) / 2, y: 11, width: 126, height: 37)
      items.append(box(island, .black, radius: island.height / 2))
    }
    if device.showsStatusBar { items += statusBar }
    if device.showsHomeIndicator {
      let width: CGFloat = device.preset.family == .pad ? 315 : device.landscape ? 209 : 134
      items.append(
        box(
          CGRect(x: (size.width - width) / 2, y: size.height - 13, width: width, height: 5),
          color, radius: 2.5))
    }
    return items
  }

  /// Where the time and the icons go: their centre lines and the bar's middle.
  private var statusBar: [DisplayItem] {
    switch device.preset.family {
    case .dynamicIsland:
      // Either side of the 126-point island, centred in each "ear", level with the island.
      let ear = (size.width - 126) / 2
      return time(centerX: ear / 2 + 6, midY: 30, size: 17)
        + icons(centerX: size.width - ear / 2 - 4, midY: 30)
    case .homeButton:
      return time(centerX: size.width / 2, midY: 10, size: 12)
        + signal(x: 6, midY: 10) + wifi(x: 29, midY: 10) + battery(maxX: size.width - 6, midY: 10)
    case .pad:
      return time(centerX: 44, midY: 12, size: 12) + icons(centerX: size.width - 60, midY: 12)
    }
  }

  private func time(centerX: CGFloat, midY: CGFloat, size points: CGFloat) -> [DisplayItem] {
    var style = ItemStyle(fill: .clear, label: device.time)
    style.textProperties = TextProperties(
      font: .systemFont(ofSize: points, weight: .semibold), color: color, alignment: .center)
    let frame = CGRect(x: centerX - 40, y: midY - points * 0.7, width: 80, height: points * 1.4)
    return [
      DisplayItem(center: CGPoint(x: frame.midX, y: frame.midY), size: frame.size, style: style)
    ]
  }

  /// Cellular bars, Wi-Fi and battery, 6 points apart, centred on `centerX`.
  private func icons(centerX: CGFloat, midY: CGFloat) -> [DisplayItem] {
    let total: CGFloat = 17 + 6 + 16 + 6 + 27
    let x = centerX - total / 2
    return signal(x: x, midY: midY) + wifi(x: x + 23, midY: midY)
      + battery(maxX: x + total, midY: midY)
  }

  /// Four bars, 3 points wide, rising to 11 points, bottom-aligned.
  private func signal(x: CGFloat, midY: CGFloat) -> [DisplayItem] {
    (0..<4).map { i in
      let height = 4.5 + CGFloat(i) * 2.2
      return box(
        CGRect(x: x + CGFloat(i) * 4.6, y: midY + 5.5 - height, width: 3.2, height: height),
        color, radius: 1)
    }
  }

  private func wifi(x: CGFloat, midY: CGFloat) -> [DisplayItem] {
    var style = ItemStyle(fill: .clear)
    var glyph = ItemStyle(fill: .clear)
    glyph.textProperties = TextProperties(font: .systemFont(ofSize: 15), color: color)
    style.content = [ContentView(.fontSymbol("wifi"), style: glyph)]
    return [
      DisplayItem(
        center: CGPoint(x: x + 8, y: midY), size: CGSize(width: 16, height: 16), style: style)
    ]
  }

  /// A 25 × 12 outline at 35 % with a full charge inside and the terminal nub.
  private func battery(maxX: CGFloat, midY: CGFloat) -> [DisplayItem] {
    let body = CGRect(x: maxX - 27, y: midY - 6, width: 25, height: 12)
    var outline = ItemStyle(fill: .clear, cornerRadius: 3.8, borderWidth: 1)
    outline.borderColor = color.withAlpha(0.35)
    let nub = CGRect(x: body.maxX + 0.5, y: midY - 2, width: 1.5, height: 4)
    return [
      DisplayItem(center: CGPoint(x: body.midX, y: body.midY), size: body.size, style: outline),
      box(body.insetBy(dx: 2, dy: 2), color, radius: 2),
      box(nub, color.withAlpha(0.4), radius: 0.75),
    ]
  }

  private func box(_ rect: CGRect, _ fill: RGBAColor, radius: CGFloat = 0) -> DisplayItem {
    var style = ItemStyle(fill: fill, cornerRadius: radius)
    style.cornerCurve = .continuous
    return DisplayItem(center: CGPoint(x: rect.midX, y: rect.midY), size: rect.size, style: style)
  }
}
