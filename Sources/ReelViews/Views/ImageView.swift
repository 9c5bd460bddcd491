// SPDX-License-Identifier: MIT
import Foundation

/// `UIImageView`: shows an image fitted by `contentMode` (`scaleToFill` by default). Its
/// intrinsic size is the image's size in points (none without an image). Template images
/// (symbols, `alwaysTemplate`) are filled with the image's tint colour, else the view's
/// `tintColor`.
@preconcurrency @MainActor
open class ImageView: View {
  /// The image; nil shows nothing and has no intrinsic size.
  open var image: Image? {
    didSet { if oldValue !== image { invalidateIntrinsicContentSize() } }
  }
  /// `preferredSymbolConfiguration`: what symbols are drawn with, applied over the image's own.
  open var preferredSymbolConfiguration: Image.SymbolConfiguration? {
    didSet { if oldValue != preferredSymbolConfiguration { invalidateIntrinsicContentSize() } }
  }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// An image view in `frame` (points) showing nothing.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    setContentHuggingPriority(.defaultLow + 1, for: .vertical)
  }

  /// `UIImageView(image:)`: sized to the image.
  public convenience init(image: Image?) {
    self.init(frame: .zero)
    self.image = image
    frame.size = displayedImage?.size ?? .zero
  }

  /// The image as drawn: with `preferredSymbolConfiguration` applied to a symbol.
  public var displayedImage: Image? {
    guard let image, let preferred = preferredSymbolConfiguration else { return image }
    return image.applyingSymbolConfiguration(preferred) ?? image
  }

  /// The image's size, points.
  open override var intrinsicContentSize: CGSize {
    guard let size = displayedImage?.size, size != .zero else {
      return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
    return size
  }

  /// The image's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }
}
