// SPDX-License-Identifier: MIT
import Foundation

/// The label and image views a table cell or header shows when code sets `textLabel`,
/// `detailTextLabel` or `imageView` rather than a content configuration (UIKit's older API):
/// made on first use, and turned into the cell's list content configuration (its text,
/// secondary text and image, and whatever font, colour, line count or alignment the code set
/// on the views) before the cell's next layout.
@preconcurrency @MainActor
final class LegacyCellContent {
  weak var owner: CollectionViewCell?
  private(set) var textLabel: LegacyLabel?
  private(set) var detailTextLabel: LegacyLabel?
  private(set) var imageView: LegacyImageView?

  init(owner: CollectionViewCell) { self.owner = owner }

  /// Whether code used any of the views.
  var isUsed: Bool { textLabel != nil || detailTextLabel != nil || imageView != nil }

  func text() -> LegacyLabel {
    if let textLabel { return textLabel }
    let label = LegacyLabel(owner: owner)
    textLabel = label
    return label
  }

  func detail() -> LegacyLabel {
    if let detailTextLabel { return detailTextLabel }
    let label = LegacyLabel(owner: owner)
    detailTextLabel = label
    return label
  }

  func image() -> LegacyImageView {
    if let imageView { return imageView }
    let view = LegacyImageView(frame: .zero)
    view.owner = owner
    imageView = view
    owner?.setNeedsUpdateConfiguration()
    return view
  }

  /// `base` with what the views say.
  func configuration(from base: ListContentConfiguration) -> ListContentConfiguration {
    var configuration = base
    if let textLabel {
      configuration.text = textLabel.text
      textLabel.copy(into: &configuration.textProperties)
    }
    if let detailTextLabel {
      configuration.secondaryText = detailTextLabel.text
      detailTextLabel.copy(into: &configuration.secondaryTextProperties)
    }
    configuration.image = imageView?.image
    return configuration
  }
}

/// A cell's `textLabel` or `detailTextLabel`: a change asks its cell to update its
/// configuration.
@preconcurrency @MainActor
final class LegacyLabel: Label {
  weak var owner: CollectionViewCell?
  /// Which properties code set.
  var changed = Set<String>()

  convenience init(owner: CollectionViewCell?) {
    self.init(frame: .zero)
    self.owner = owner
    owner?.setNeedsUpdateConfiguration()
  }

  override var text: String? { didSet { note("text") } }
  override var font: Font! { didSet { note("font") } }
  override var textColor: Color! { didSet { note("textColor") } }
  override var numberOfLines: Int { didSet { note("numberOfLines") } }
  override var textAlignment: TextAlignment { didSet { note("textAlignment") } }

  private func note(_ property: String) {
    changed.insert(property)
    owner?.setNeedsUpdateConfiguration()
  }

  /// Copies what code set into `properties`.
  func copy(into properties: inout ListContentConfiguration.TextProperties) {
    if changed.contains("font"), let font { properties.font = font }
    if changed.contains("textColor"), let textColor { properties.color = textColor }
    if changed.contains("numberOfLines") { properties.numberOfLines = numberOfLines }
    if changed.contains("textAlignment") { properties.alignment = textAlignment }
  }
}

/// A cell's `imageView`: a new image asks its cell to update its configuration.
@preconcurrency @MainActor
final class LegacyImageView: ImageView {
  weak var owner: CollectionViewCell?

  override var image: Image? { didSet { owner?.setNeedsUpdateConfiguration() } }
}
