// SPDX-License-Identifier: MIT
import Foundation
import ReelRender
import ReelViews

extension AnimatedSVGWriter {
  /// The SVG document: background, one group per view (static ones without animation), and the CSS
  /// keyframes that move them over `frameCount / fps` seconds, looping.
  public func svg() -> String {
    let duration = Double(max(frameCount, 1)) / fps
    let keys = order.enumerated().sorted {
      (tracks[$0.element]!.group, $0.offset) < (tracks[$1.element]!.group, $1.offset)
    }.map(\.element)
    var styles = [
      ".e{animation-duration:\(SVGNumber.format(CGFloat(duration), decimals: 4))s;"
        + "animation-timing-function:linear;animation-iteration-count:infinite;"
        + "transform-box:view-box;transform-origin:0 0}"
    ]
    var body: [String] = []
    var openGroup: Int?
    for (n, key) in keys.enumerated() {
      let track = tracks[key]!
      if openGroup != track.group {
        if openGroup.map({ clips[$0] != nil }) == true { body.append("</g>") }
        openGroup = track.group
        if clips[track.group] != nil { body.append("<g clip-path=\"url(#c\(track.group))\">") }
      }
      let samples = frameSamples(track, count: frameCount)
      let first = samples[0]
      if samples.allSatisfy({ $0 == first }) {
        body.append(
          """
          <g \
          style=\"transform:\(first.transform.css);opacity:\(SVGNumber.format(first.opacity))\">\
          \(shape(track))</g>
          """
        )
        continue
      }
      styles.append("@keyframes k\(n){\(keyframes(samples))}")
      body.append(
        """
        <g class=\"e\" \
        style=\"animation-name:k\(n);transform:\(first.transform.css);opacity:\
        \(SVGNumber.format(first.opacity))\">\(shape(track))</g>
        """
      )
    }
    if openGroup.map({ clips[$0] != nil }) == true { body.append("</g>") }
    let (w, h) = (SVGNumber.format(size.width), SVGNumber.format(size.height))
    let outer = device?.outer(size).size ?? size
    let (ow, oh) = (SVGNumber.format(outer.width), SVGNumber.format(outer.height))
    let defs = clipDefinitions()
    let (frame, screen, close) = deviceMarkup()
    return """
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
      width="\(ow)" height="\(oh)" viewBox="0 0 \(ow) \(oh)">
      <defs>\(defs)\(screen)</defs>
      <style>\(styles.joined(separator: "\n"))</style>
      \(frame)<rect width="\(w)" height="\(h)" \(Self.paint("fill", background))/>
      \(body.joined(separator: "\n"))
      \(close)</svg>

      """
  }

  /// The clip paths of the collection views that clip to their bounds.
  func clipDefinitions() -> String {
    clips.sorted { $0.key < $1.key }.map { group, r in
      """
      <clipPath id=\"c\(group)\"><rect x=\"\(SVGNumber.format(r.minX))\" \
      y=\"\(SVGNumber.format(r.minY))\" width=\"\(SVGNumber.format(r.width))\" \
      height=\"\(SVGNumber.format(r.height))\"/></clipPath>
      """
    }.joined()
  }

  /// With a device: its frame, the clip path of its screen, and the group that moves the canvas
  /// into the screen (opened after the frame, closed at the end).
  func deviceMarkup() -> (frame: String, clip: String, close: String) {
    guard let device else { return ("", "", "") }
    let screen = CornerShape(radius: device.cornerRadius, curve: .continuous)
      .path(in: CGRect(origin: .zero, size: size))
    let clip = "<clipPath id=\"screen\"><path d=\"\(Self.pathData(screen))\"/></clipPath>"
    var frame = ""
    if device.bezel > 0 {
      let outer = CornerShape(radius: device.cornerRadius + device.bezel, curve: .continuous)
        .path(in: device.outer(size))
      frame = "<path d=\"\(Self.pathData(outer))\" \(Self.paint("fill", device.bezelColor))/>\n"
    }
    let b = SVGNumber.format(device.bezel)
    frame += "<g transform=\"translate(\(b) \(b))\" clip-path=\"url(#screen)\">"
    return (frame, clip, "</g>\n")
  }

  /// SVG path data for `elements`.
  static func pathData(_ elements: [PathElement]) -> String {
    func p(_ point: CGPoint) -> String {
      "\(SVGNumber.format(point.x)) \(SVGNumber.format(point.y))"
    }
    return elements.map { element in
      switch element {
      case .move(let a): "M\(p(a))"
      case .line(let a): "L\(p(a))"
      case .curve(let a, let b, let c): "C\(p(a)) \(p(b)) \(p(c))"
      case .close: "Z"
      }
    }.joined()
  }

  /// The view's state at each of `count` frames: its sample, or invisible where it is absent
  /// (keeping the transform of the nearest frame where it is present, the earlier one on a tie,
  /// so it does not fly in). One pass over the frames and the sorted sampled ones.
  func frameSamples(_ track: Track, count: Int) -> [Sample] {
    let sampled = track.samples.keys.sorted()
    var after = 0  // the first sampled frame at or past the frame
    var result: [Sample] = []
    result.reserveCapacity(count)
    for frame in 0..<count {
      if let sample = track.samples[frame] {
        result.append(sample)
        continue
      }
      while after < sampled.count, sampled[after] < frame { after += 1 }
      let before = after > 0 ? sampled[after - 1] : nil
      let next = after < sampled.count ? sampled[after] : nil
      let nearest: Int? =
        switch (before, next) {
        case (let b?, let n?): frame - b <= n - frame ? b : n
        case (let b?, nil): b
        case (nil, let n?): n
        case (nil, nil): nil
        }
      let transform = nearest.flatMap { track.samples[$0]?.transform } ?? .identity
      result.append(Sample(transform: transform, opacity: 0))
    }
    return result
  }

  /// Keyframes at the frames where the state changes (and the frames that end a still run), so a
  /// view that holds still costs nothing.
  func keyframes(_ samples: [Sample]) -> String {
    var out: [String] = []
    for (k, sample) in samples.enumerated() {
      let keep =
        k == 0 || k == samples.count - 1 || samples[k - 1] != sample || samples[k + 1] != sample
      guard keep else { continue }
      let percent = SVGNumber.format(CGFloat(Double(k) / Double(samples.count) * 100), decimals: 4)
      out.append(
        "\(percent)%{transform:\(sample.transform.css);opacity:\(SVGNumber.format(sample.opacity))}"
      )
    }
    if let last = samples.last {
      out.append("100%{transform:\(last.transform.css);opacity:\(SVGNumber.format(last.opacity))}")
    }
    return out.joined()
  }

  /// The view drawn about its centre at its first size: rounded rectangle, border inside, centred
  /// label.
  func shape(_ track: Track) -> String {
    if let drawView, let markup = drawView(track.style, track.size) { return markup }
    let s = track.style
    let w = track.size.width
    let h = track.size.height
    let radius = min(s.cornerRadius, min(w, h) / 2)
    let f = { (v: CGFloat) in SVGNumber.format(v) }
    var parts = [
      "<rect x=\"\(f(-w / 2))\" y=\"\(f(-h / 2))\" width=\"\(f(w))\" height=\"\(f(h))\" "
        + "rx=\"\(f(radius))\" \(Self.paint("fill", s.fill))/>"
    ]
    if s.borderWidth > 0 {
      let b = s.borderWidth
      parts.append(
        "<rect x=\"\(f(-w / 2 + b / 2))\" y=\"\(f(-h / 2 + b / 2))\" "
          + "width=\"\(f(max(w - b, 0)))\" height=\"\(f(max(h - b, 0)))\" "
          + "rx=\"\(f(max(radius - b / 2, 0)))\" fill=\"none\" "
          + "\(Self.paint("stroke", s.borderColor)) stroke-width=\"\(f(b))\"/>"
      )
    }
    if let label = s.label, !label.isEmpty {
      let t = s.textProperties
      parts.append(
        "<text text-anchor=\"middle\" dominant-baseline=\"central\" "
          + "font-family=\"\(Self.escape(t.font.familyList))\" font-size=\"\(f(t.font.size))\" "
          + "font-weight=\"\(t.font.weight.openTypeWeight)\" "
          + "\(Self.paint("fill", t.color))>\(Self.escape(label))</text>"
      )
    }
    return parts.joined()
  }

  static func paint(_ attribute: String, _ color: RGBAColor) -> String {
    let hex = String(
      format: "#%02X%02X%02X", Int((color.red * 255).rounded()), Int((color.green * 255).rounded()),
      Int((color.blue * 255).rounded()))
    return color.alpha >= 1
      ? "\(attribute)=\"\(hex)\""
      : "\(attribute)=\"\(hex)\" \(attribute)-opacity=\"\(SVGNumber.format(CGFloat(color.alpha)))\""
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }
}
