// SPDX-License-Identifier: MIT
import Foundation

extension ListContentView {
  /// Shows the configuration's image at its size: a file aspect-fit within `maximumSize`; a
  /// symbol at the body size in a column 24 points wide (28 in a sidebar) and 22 high, so texts
  /// line up; at least `reservedLayoutSize`.
  func placeImage(_ config: ListContentConfiguration) {
    let image = config.image
    imageView.image = image
    imageView.isHidden = image == nil
    imageView.tintColor = config.imageProperties.tintColor
    imageView.layer.cornerRadius = config.imageProperties.cornerRadius
    imageView.clipsToBounds = config.imageProperties.cornerRadius > 0
    imageView.contentMode = image?.isSymbolImage == true ? .center : .scaleAspectFit
    imageView.preferredSymbolConfiguration = config.imageProperties.preferredSymbolConfiguration
    NSLayoutConstraint.deactivate(constraintsToImage + constraintsWithoutImage)
    guard let image else {
      NSLayoutConstraint.activate(constraintsWithoutImage)
      return
    }
    var size = imageView.displayedImage?.size ?? image.size
    let maximum = config.imageProperties.maximumSize
    if !image.isSymbolImage, size.width > 0, size.height > 0 {
      let fit = min(
        1, maximum.width > 0 ? maximum.width / size.width : 1,
        maximum.height > 0 ? maximum.height / size.height : 1)
      size = CGSize(width: size.width * fit, height: size.height * fit)
    } else if image.isSymbolImage {
      let sidebar = config.preset.isSidebarCell
      size = CGSize(width: max(size.width, sidebar ? 28 : 24), height: max(size.height, 22))
    }
    let reserved = config.imageProperties.reservedLayoutSize
    imageSize[0].constant = max(size.width, reserved.width)
    imageSize[1].constant = max(size.height, reserved.height)
    constraintsToImage[1].constant = config.imageToTextPadding
    NSLayoutConstraint.activate(constraintsToImage)
  }
}
