// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UIButton`: with a `configuration` (iOS 15 on), a background for the style, a title, a
/// subtitle and an image placed by `imagePlacement` inside the content insets; without one, a
/// system button: tinted 15-point text with 6 points above and below it (SPEC-VIEWS 6.27).
@preconcurrency @MainActor
open class Button: Control {
  /// `UIButton.ButtonType`.
  public enum ButtonType: Int, Hashable, Sendable { case custom, system }

  /// The look; nil for a legacy button drawn from `setTitle(_:for:)`.
  open var configuration: Configuration? { didSet { invalidateIntrinsicContentSize() } }
  /// The space around the title and image of a button without a configuration, points; zero
  /// (the default) keeps UIKit's 6 points above and below. Mirrors `contentEdgeInsets`.
  open var contentEdgeInsets = EdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }
  /// `buttonType`.
  public let buttonType: ButtonType
  /// The title's label (made when the button has a title).
  public let titleLabel: Label? = Label()
  /// The subtitle's label.
  let subtitleLabel = Label()
  /// The image's view.
  public let imageView: ImageView? = ImageView()
  let background = View()
  var titles: [UInt: String] = [:]
  var titleColors: [UInt: Color] = [:]
  var images: [UInt: Image] = [:]

  /// A button in `frame` (points) with no title, image or configuration.
  public override init(frame: CGRect) {
    buttonType = .custom
    super.init(frame: frame)
    assemble()
  }

  /// `UIButton(type:)`.
  public init(type: ButtonType) {
    buttonType = type
    super.init(frame: .zero)
    assemble()
  }

  /// `UIButton(configuration:primaryAction:)` (the action is kept for part 15's events).
  public convenience init(configuration: Configuration, primaryAction: Any? = nil) {
    self.init(type: .system)
    self.configuration = configuration
  }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  private func assemble() {
    for part in [background, imageView!, titleLabel!, subtitleLabel] as [View] {
      addSubview(part)
    }
    titleLabel?.textAlignment = .center
    subtitleLabel.textAlignment = .center
  }

  /// `setTitle(_:for:)`; the normal state's title shows in states without one.
  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    invalidateIntrinsicContentSize()
  }

  /// `title(for:)`.
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

  /// `setTitleColor(_:for:)`.
  open func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state.rawValue] = color
    setNeedsLayout()
  }

  /// `setImage(_:for:)`.
  open func setImage(_ image: Image?, for state: State) {
    images[state.rawValue] = image
    invalidateIntrinsicContentSize()
  }

  /// `currentTitle`: the title shown in the current state.
  public var currentTitle: String? {
    configuration.map { $0.title } ?? title(for: state)
  }

  /// Its content's size: the configuration's (or title's and image's) with their insets.
  open override var intrinsicContentSize: CGSize { contentLayout().size }

  /// Its intrinsic size, whatever size is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Lays out its background, image, title and subtitle as its configuration places them.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let layout = contentLayout()
    let offset = CGPoint(
      x: (bounds.width - layout.size.width) / 2, y: (bounds.height - layout.size.height) / 2)
    background.frame = bounds
    background.backgroundColor = configuration == nil ? nil : layout.background
    background.layer.cornerRadius = layout.cornerRadius
    background.layer.cornerCurve = .continuous
    for (view, frame) in [
      (imageView! as View, layout.image), (titleLabel!, layout.title),
      (subtitleLabel, layout.subtitle),
    ] {
      view.frame = frame.offsetBy(dx: offset.x, dy: offset.y)
      view.alpha = stateOpacity
    }
  }
}
