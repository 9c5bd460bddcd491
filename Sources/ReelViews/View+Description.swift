// SPDX-License-Identifier: MIT
import Foundation

extension View {
  /// UIKit's name for the view's class: Reel's own views with their `UI` prefix (`UILabel`),
  /// other classes (an app's subclasses) by their own name.
  public var className: String {
    let parts = String(reflecting: type(of: self)).split(separator: ".")
    let name = String(parts.last ?? "View")
    return parts.first == "ReelViews" ? "UI" + name : name
  }

  /// The view and its subviews, one line a view, indented by depth — UIKit's
  /// `recursiveDescription`: class, an address, frame and the properties that differ from their
  /// defaults. Addresses number the views of the tree depth first (`0x1` is this view), so the
  /// text is the same in any process: a layout change reads as moved frames, and a text
  /// snapshot of it compares no pixels.
  public var recursiveDescription: String {
    var lines: [String] = []
    describe(depth: 0, into: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  private func describe(depth: Int, into lines: inout [String]) {
    let indent = String(repeating: "   | ", count: depth)
    lines.append(indent + viewDescription(address: "0x" + String(lines.count + 1, radix: 16)))
    for subview in subviews { subview.describe(depth: depth + 1, into: &lines) }
  }

  /// One view as `recursiveDescription` prints it:
  /// `<UILabel: 0x5; frame = (64 8; 88 21); text = 'Ada'>`; `address` is the view's number in
  /// the order views were made unless given.
  public func viewDescription(address: String? = nil) -> String {
    let f = frame
    var parts = [
      "\(className): \(address ?? LayoutItem.address(self))",
      "frame = (\(Self.number(f.minX)) \(Self.number(f.minY)); "
        + "\(Self.number(f.width)) \(Self.number(f.height)))",
    ]
    parts += describedProperties
    return "<" + parts.joined(separator: "; ") + ">"
  }

  /// The properties that differ from a new view's, as `name = value`.
  var describedProperties: [String] {
    var parts: [String] = []
    if !transform.isIdentity {
      let t = transform
      parts.append(
        "transform = [" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.number).joined(separator: ", ")
          + "]")
    }
    if alpha != 1 { parts.append("alpha = \(Self.number(alpha))") }
    if isHidden { parts.append("hidden = YES") }
    if clipsToBounds { parts.append("clipsToBounds = YES") }
    if tag != 0 { parts.append("tag = \(tag)") }
    if !autoresizingMask.isEmpty { parts.append("autoresize = \(autoresizingMask.shortName)") }
    if let color = backgroundColor { parts.append("backgroundColor = \(color)") }
    if let label = self as? Label, let text = label.text {
      let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
      parts.append("text = '\(shown)'")
    }
    if let imageView = self as? ImageView, let image = imageView.image {
      parts.append("image = \(image)")
    }
    return parts
  }

  /// A length as UIKit prints it: no decimals for whole numbers, else up to six digits.
  /// (Rounded to 1/10 000 point first, so arithmetic noise such as 1e-16 prints as 0.)
  static func number(_ value: CGFloat) -> String {
    let value = abs(value) < 1e15 ? (value * 10_000).rounded() / 10_000 : value
    return value == value.rounded() && abs(value) < 1e15
      ? String(Int(value)) : String(format: "%g", Double(value))
  }
}

extension AutoresizingMask {
  /// UIKit's abbreviation: `LM+W+RM+TM+H+BM`, the parts set.
  var shortName: String {
    let names: [(AutoresizingMask, String)] = [
      (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
      (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
    ]
    return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
  }
}
