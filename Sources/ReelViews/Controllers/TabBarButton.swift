// SPDX-License-Identifier: MIT
import Foundation

/// One tab bar item drawn stacked: its image (as a template, in the state's colour) over its
/// title, and its badge at the image's top trailing corner.
@MainActor
final class TabBarButton: View {
  let item: TabBarItem
  let imageView = ImageView()
  let titleLabel = Label()
  let badge = Label()

  /// The image's vertical centre in the 49-point item, points: the icon sits in the top 34
  /// points and the 10-point title under it (SPEC-VIEWS 7.22; measured on iOS 13–18
  /// screenshots, not a documented value).
  static let imageCenterY: CGFloat = 19
  /// The title's top, points.
  static let titleTop: CGFloat = 35
  /// The badge's height and least width, points (a capsule of 13-point text).
  static let badgeHeight: CGFloat = 18

  /// The button for `item` in `state` (`selected` when it is the bar's selected item), in
  /// `colour` unless the state's appearance sets one.
  init(item: TabBarItem, selected: Bool, colour: Color, state: TabBarItemStateAppearance) {
    self.item = item
    super.init(frame: .zero)
    let image = (selected ? item.selectedImage ?? item.image : item.image).map(Self.template)
    imageView.image = image
    imageView.tintColor = state.iconColor ?? colour
    titleLabel.text = item.title
    titleLabel.font =
      state.titleTextAttributes[.font] as? Font ?? .systemFont(ofSize: 10, weight: .medium)
    titleLabel.textColor = state.titleTextAttributes[.foregroundColor] as? Color ?? colour
    titleLabel.textAlignment = .center
    badge.text = item.badgeValue
    badge.isHidden = item.badgeValue == nil
    badge.font = state.badgeTextAttributes[.font] as? Font ?? .systemFont(ofSize: 13)
    badge.textColor = state.badgeTextAttributes[.foregroundColor] as? Color ?? .white
    badge.textAlignment = .center
    badge.backgroundColor = state.badgeBackgroundColor ?? item.badgeColor ?? .systemRed
    badge.layer.cornerRadius = Self.badgeHeight / 2
    badge.clipsToBounds = true
    for view in [imageView, titleLabel, badge] as [View] { addSubview(view) }
    titleAdjustment = state.titlePositionAdjustment
    badgeAdjustment = state.badgePositionAdjustment
  }

  private var titleAdjustment = Offset.zero
  private var badgeAdjustment = Offset.zero

  required init?(coder: NSCoder) { nil }

  /// A tab bar draws its items' images as templates unless they ask to be drawn as they are; a
  /// symbol without a configuration takes the bar's (body text, large scale).
  static func template(_ image: Image) -> Image {
    var result =
      image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
    if result.isSymbolImage, result.symbolConfiguration == nil {
      result = result.withConfiguration(
        Image.SymbolConfiguration(textStyle: .body, scale: .large))
    }
    return result
  }

  /// The width the item wants when centred: its image's or title's, whichever is wider, with 8
  /// points each side.
  var fittingWidth: CGFloat {
    max(imageView.intrinsicContentSize.width, titleLabel.intrinsicContentSize.width) + 16
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let image = imageView.intrinsicContentSize
    imageView.frame = CGRect(
      x: ((bounds.width - image.width) / 2).rounded(),
      y: (Self.imageCenterY - image.height / 2).rounded(), width: image.width,
      height: image.height)
    let title = titleLabel.intrinsicContentSize
    titleLabel.frame = CGRect(
      x: titleAdjustment.horizontal, y: Self.titleTop + titleAdjustment.vertical,
      width: bounds.width, height: title.height)
    guard !badge.isHidden else { return }
    let text = badge.intrinsicContentSize
    let width = max(text.width + 10, Self.badgeHeight)
    badge.frame = CGRect(
      x: imageView.frame.midX + 4 + badgeAdjustment.horizontal,
      y: Self.imageCenterY - 16 + badgeAdjustment.vertical, width: width,
      height: Self.badgeHeight)
  }
}
