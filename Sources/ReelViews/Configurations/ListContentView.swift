// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UIListContentView`: shows a `ListContentConfiguration` — the image at the leading margin,
/// centred, then the text over the secondary text (or beside it, for a value cell) — inside the
/// configuration's margins. The preset's values follow the view's iOS look.
@preconcurrency @MainActor
open class ListContentView: View, ConfigurableContentView {
  /// The configuration shown (a `ListContentConfiguration`; others are ignored).
  public var configuration: any ContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? ListContentConfiguration else { return }
      listConfiguration = list
    }
  }

  /// The configuration as set.
  public var listConfiguration: ListContentConfiguration {
    didSet { setNeedsUpdateConstraints() }
  }

  let imageView = ImageView()
  let textLabel = Label()
  let secondaryTextLabel = Label()
  let texts = StackView()
  var constraintsToImage: [NSLayoutConstraint] = []
  var constraintsWithoutImage: [NSLayoutConstraint] = []
  var imageSize: [NSLayoutConstraint] = []
  /// The guide around the texts, made on first use.
  var textGuide: LayoutGuide?

  /// `UIListContentView(configuration:)`.
  public init(configuration: ListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    assemble()
    setNeedsUpdateConstraints()
  }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// Whether `configuration` is a list content configuration (the only kind it shows).
  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    configuration is ListContentConfiguration
  }

  private func assemble() {
    for view in [imageView, texts] as [View] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    texts.addArrangedSubview(textLabel)
    texts.addArrangedSubview(secondaryTextLabel)
    imageView.setContentCompressionResistancePriority(.required, for: .horizontal)
    let margins = layoutMarginsGuide
    imageSize = [
      imageView.widthAnchor.constraint(equalToConstant: 0),
      imageView.heightAnchor.constraint(equalToConstant: 0),
    ]
    constraintsToImage = [
      imageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      texts.leadingAnchor.constraint(equalTo: imageView.trailingAnchor),
    ]
    constraintsWithoutImage = [texts.leadingAnchor.constraint(equalTo: margins.leadingAnchor)]
    NSLayoutConstraint.activate(
      imageSize + [
        imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
        imageView.topAnchor.constraint(greaterThanOrEqualTo: topAnchor),
        texts.topAnchor.constraint(equalTo: margins.topAnchor),
        texts.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        texts.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ])
  }

  /// The configuration resolved for the view's iOS look, applied to its labels, image and
  /// constraints.
  open override func updateConstraints() {
    super.updateConstraints()
    let config = listConfiguration.resolved(for: traitCollection)
    directionalLayoutMargins = config.directionalLayoutMargins
    preservesSuperviewLayoutMargins = !config.axesPreservingSuperviewLayoutMargins.isEmpty
    preservedSuperviewMarginAxes = config.axesPreservingSuperviewLayoutMargins
    apply(config.textProperties, config.text, to: textLabel)
    apply(config.secondaryTextProperties, config.secondaryText, to: secondaryTextLabel)
    let sideBySide = config.prefersSideBySideTextAndSecondaryText
    texts.axis = sideBySide ? .horizontal : .vertical
    texts.alignment = sideBySide ? .firstBaseline : .fill
    texts.distribution = sideBySide ? .equalSpacing : .fill
    texts.spacing =
      sideBySide
      ? config.textToSecondaryTextHorizontalPadding : config.textToSecondaryTextVerticalPadding
    if sideBySide { secondaryTextLabel.textAlignment = .right }
    placeImage(config)
  }

  private func apply(
    _ properties: ListContentConfiguration.TextProperties, _ text: String?, to label: Label
  ) {
    label.text = text.map(properties.shown)
    label.isHidden = (text ?? "").isEmpty
    label.font = properties.font
    label.textColor = properties.color
    label.textAlignment = properties.alignment
    label.lineBreakMode = properties.lineBreakMode
    label.numberOfLines = properties.numberOfLines
    label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
  }
}
