// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension Button {
  /// Where a button's parts go, in a box of `size` (origin at its top left).
  struct ContentLayout {
    var size = CGSize.zero
    var image = CGRect.zero
    var title = CGRect.zero
    var subtitle = CGRect.zero
    var background = Color.clear
    var cornerRadius: CGFloat = 0
  }

  /// Sets the labels and the image view for the current state and configuration, and places
  /// them: the title over the subtitle, the image beside or above them by `imagePlacement`, all
  /// inside the content insets.
  func contentLayout() -> ContentLayout {
    let tint = tintColor ?? Color.tintColor
    let config = configuration
    let foreground =
      config?.foreground(tint: tint)
      ?? titleColors[state.rawValue] ?? titleColors[0] ?? (buttonType == .system ? tint : .white)
    let label = titleLabel!
    label.text = config.map { $0.title } ?? title(for: state)
    label.font = config?.titleFont ?? .systemFont(ofSize: 15)
    label.textColor = foreground
    subtitleLabel.text = config?.subtitle
    subtitleLabel.font = .preferredFont(forTextStyle: .footnote)
    subtitleLabel.textColor = foreground
    let imageView = self.imageView!
    imageView.image = config.map { $0.image } ?? images[state.rawValue] ?? images[0]
    imageView.preferredSymbolConfiguration = Image.SymbolConfiguration(
      pointSize: label.font.pointSize)
    imageView.tintColor = foreground
    let edges = contentEdgeInsets
    let insets =
      config?.effectiveContentInsets
      ?? (edges == .zero
        ? NSDirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
        : NSDirectionalEdgeInsets(
          top: edges.top, leading: edges.left, bottom: edges.bottom, trailing: edges.right))
    var layout = place(
      config?.imagePlacement ?? .leading, imagePadding: config?.imagePadding ?? 8,
      titlePadding: config?.titlePadding ?? 1, insets: insets)
    if let config {
      layout.background = config.background(tint: tint)
      layout.cornerRadius = config.cornerRadius(
        height: layout.size.height, version: traitCollection.systemVersion)
    }
    return layout
  }

  private func place(
    _ placement: NSDirectionalRectEdge, imagePadding: CGFloat, titlePadding: CGFloat,
    insets: NSDirectionalEdgeInsets
  ) -> ContentLayout {
    let title = sizeOf(titleLabel!)
    let subtitle = sizeOf(subtitleLabel)
    let image = imageView?.image == nil ? CGSize.zero : imageView!.intrinsicContentSize
    let gap = title != .zero && subtitle != .zero ? titlePadding : 0
    let text = CGSize(
      width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
    let both = image != .zero && text != .zero
    let padding = both ? imagePadding : 0
    let across = placement == .top || placement == .bottom
    let content =
      across
      ? CGSize(
        width: max(image.width, text.width), height: image.height + padding + text.height)
      : CGSize(
        width: image.width + padding + text.width, height: max(image.height, text.height))
    var layout = ContentLayout()
    layout.size = CGSize(
      width: content.width + insets.leading + insets.trailing,
      height: content.height + insets.top + insets.bottom)
    let box = CGRect(
      x: insets.leading, y: insets.top, width: content.width, height: content.height)
    var imageBox = CGRect(origin: .zero, size: image)
    var textBox = CGRect(origin: .zero, size: text)
    switch placement {
    case .top, .bottom:
      let imageFirst = placement == .top
      imageBox.origin = CGPoint(
        x: box.midX - image.width / 2,
        y: imageFirst ? box.minY : box.maxY - image.height)
      textBox.origin = CGPoint(
        x: box.midX - text.width / 2, y: imageFirst ? box.maxY - text.height : box.minY)
    default:
      let imageFirst = placement != .trailing
      imageBox.origin = CGPoint(
        x: imageFirst ? box.minX : box.maxX - image.width, y: box.midY - image.height / 2)
      textBox.origin = CGPoint(
        x: imageFirst ? box.maxX - text.width : box.minX, y: box.midY - text.height / 2)
    }
    layout.image = imageBox
    layout.title = CGRect(
      x: textBox.midX - title.width / 2, y: textBox.minY, width: title.width, height: title.height)
    layout.subtitle = CGRect(
      x: textBox.midX - subtitle.width / 2, y: textBox.maxY - subtitle.height,
      width: subtitle.width, height: subtitle.height)
    if effectiveUserInterfaceLayoutDirection == .rightToLeft {
      for keyPath in [\ContentLayout.image, \.title, \.subtitle] {
        let frame = layout[keyPath: keyPath]
        layout[keyPath: keyPath].origin.x = layout.size.width - frame.maxX
      }
    }
    return layout
  }

  private func sizeOf(_ label: Label) -> CGSize {
    guard let text = label.text, !text.isEmpty else { return .zero }
    return label.intrinsicContentSize
  }
}
