// SPDX-License-Identifier: MIT
import Foundation

extension ListContentView {
  /// A guide around the text and secondary text, to align views of your own with them; nil
  /// when the configuration has no text. Mirrors `textLayoutGuide`.
  public var textLayoutGuide: LayoutGuide? {
    let configuration = listConfiguration
    guard configuration.text != nil || configuration.secondaryText != nil else { return nil }
    if let textGuide { return textGuide }
    let guide = LayoutGuide()
    addLayoutGuide(guide)
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: texts.leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: texts.trailingAnchor),
      guide.topAnchor.constraint(equalTo: texts.topAnchor),
      guide.bottomAnchor.constraint(equalTo: texts.bottomAnchor),
    ])
    textGuide = guide
    return guide
  }
}

extension CollectionViewListCell {
  /// A guide whose leading edge is where the row's separator starts: the content view's
  /// leading margin unless code constrains it (to a list content view's `textLayoutGuide`, say);
  /// it spans the cell's height and ends at its trailing edge. Reel draws a code cell's
  /// separator from its first text. Mirrors `separatorLayoutGuide`.
  public var separatorLayoutGuide: LayoutGuide {
    if let separatorGuide { return separatorGuide }
    let guide = LayoutGuide()
    addLayoutGuide(guide)
    let leading = guide.leadingAnchor.constraint(
      equalTo: contentView.layoutMarginsGuide.leadingAnchor)
    leading.priority = .defaultLow
    NSLayoutConstraint.activate([
      leading,
      guide.trailingAnchor.constraint(equalTo: trailingAnchor),
      guide.topAnchor.constraint(equalTo: topAnchor),
      guide.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
    separatorGuide = guide
    return guide
  }
}
