// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UIListContentConfiguration`: a list row's or header's content — an image, a text and a
/// secondary text — with a preset's fonts, colours, margins and paddings. The preset's values
/// follow the iOS look of the view that shows the configuration (iOS 26's or iOS 13–18's); what
/// you set yourself is kept as set.
public struct ListContentConfiguration: ContentConfiguration {
  /// `UIListContentConfiguration.TextProperties`.
  public struct TextProperties {
    /// `TextTransform`: how the text's letter case is changed when shown.
    public enum Transform: Hashable, Sendable { case none, uppercase, lowercase, capitalized }

    /// The font; the preset's text style unless set.
    public var font: Font
    /// The text colour; the preset's unless set.
    public var color: Color
    /// Default `natural` (the leading edge).
    public var alignment = TextAlignment.natural
    /// Default `byTruncatingTail`.
    public var lineBreakMode = LineBreakMode.byTruncatingTail
    /// 0 (as many as it takes) by default.
    public var numberOfLines = 0
    /// True by default.
    public var adjustsFontForContentSizeCategory = true
    /// The letter case shown; none unless the preset capitalizes (iOS 13–18's grouped
    /// headers).
    public var transform = Transform.none

    /// Applied to `color` when it is resolved; nil for none.
    public var colorTransformer: ConfigurationColorTransformer?

    /// The text's colour through `colorTransformer`. Mirrors `resolvedColor()`.
    public func resolvedColor() -> Color { colorTransformer?(color) ?? color }

    /// The text shown for `text` after `transform`.
    public func shown(_ text: String) -> String {
      switch transform {
      case .none: text
      case .uppercase: text.uppercased()
      case .lowercase: text.lowercased()
      case .capitalized: text.capitalized
      }
    }
  }

  /// `UIListContentConfiguration.ImageProperties`.
  public struct ImageProperties {
    /// Nil: the view's tint colour.
    public var tintColor: Color?
    /// The largest the image is shown, points (zero: no limit); it keeps its aspect ratio.
    public var maximumSize = CGSize.zero
    /// Room kept for the image even when it is smaller, points (zero: none).
    public var reservedLayoutSize = CGSize.zero
    /// Points the image's corners are rounded by; 0 for square.
    public var cornerRadius: CGFloat = 0
    /// The symbol configuration a symbol image is drawn with; nil for the text's font.
    public var preferredSymbolConfiguration: Image.SymbolConfiguration?
    /// Applied to the tint when it is resolved; nil for none.
    public var tintColorTransformer: ConfigurationColorTransformer?

    /// The image's tint for a view whose tint is `tintColor`: `self.tintColor`, or the view's,
    /// through `tintColorTransformer`. Mirrors `resolvedTintColor(for:)`.
    public func resolvedTintColor(for tintColor: Color) -> Color {
      let color = self.tintColor ?? tintColor
      return tintColorTransformer?(color) ?? color
    }
  }

  /// The properties a preset sets, remembered when you change them.
  enum Field: Hashable, Sendable {
    case textProperties, secondaryTextProperties, margins, verticalPadding, imagePadding
    case sideBySide
  }

  /// The preset the configuration came from (for an adaptive one, the preset its list
  /// environment chose when it was last resolved).
  public private(set) var preset: Preset
  /// The preset an adaptive factory (`cell()`, `subtitleCell()`, `valueCell()`, `header()`,
  /// `footer()`) asked for, adapted to the list environment when resolved; nil for the others.
  var adaptive: Preset?
  var overridden: Set<Field> = []

  /// The primary text; nil or empty shows none.
  public var text: String?
  /// The secondary text (below the text, or beside it in a value cell); nil shows none.
  public var secondaryText: String?
  /// The image at the leading edge; nil shows none.
  public var image: Image?
  /// How the text is drawn; the preset's unless set.
  public var textProperties: TextProperties { didSet { overridden.insert(.textProperties) } }
  /// How the secondary text is drawn; the preset's unless set.
  public var secondaryTextProperties: TextProperties {
    didSet { overridden.insert(.secondaryTextProperties) }
  }
  /// How the image is drawn.
  public var imageProperties = ImageProperties()
  /// The axes on which the content view also keeps its superview's margins (the cell's),
  /// `directionalLayoutMargins` being the least; default both. Mirrors
  /// `axesPreservingSuperviewLayoutMargins`.
  public var axesPreservingSuperviewLayoutMargins = Axis.both
  /// Points around the content, by reading direction; the preset's unless set.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    didSet { overridden.insert(.margins) }
  }
  /// Points between the text and a secondary text below it; the preset's unless set.
  public var textToSecondaryTextVerticalPadding: CGFloat {
    didSet { overridden.insert(.verticalPadding) }
  }
  /// Points between the text and a secondary text beside it; 8.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// Points between the image and the texts; the preset's unless set.
  public var imageToTextPadding: CGFloat { didSet { overridden.insert(.imagePadding) } }
  /// Whether the secondary text sits beside the text when both fit (a value cell); the
  /// preset's unless set.
  public var prefersSideBySideTextAndSecondaryText: Bool {
    didSet { overridden.insert(.sideBySide) }
  }

  init(preset: Preset, traits: TraitCollection = .standard) {
    self.preset = preset
    let metrics = preset.metrics(traits)
    textProperties = Self.properties(metrics.text, transform: metrics.uppercased)
    secondaryTextProperties = Self.properties(metrics.secondary, transform: false)
    let (top, leading, bottom, trailing) = metrics.margins
    directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: top, leading: leading, bottom: bottom, trailing: trailing)
    textToSecondaryTextVerticalPadding = metrics.secondaryPadding
    imageToTextPadding = metrics.imageToText
    prefersSideBySideTextAndSecondaryText = metrics.sideBySide
  }

  static func properties(
    _ look: (style: TextStyle, weight: Font.Weight?, color: String), transform: Bool
  ) -> TextProperties {
    var font = Font.preferredFont(forTextStyle: look.style)
    if let weight = look.weight { font.weight = weight }
    return TextProperties(
      font: font, color: Color(systemName: look.color) ?? .label,
      transform: transform ? .uppercase : .none)
  }

  /// The configuration with the preset's values for the iOS look of `traits` where you have not
  /// set them.
  /// An adaptive configuration takes the preset of the list environment of `traits` (iOS 18:
  /// `cell()` in a sidebar is a sidebar cell, `header()` in a grouped list a grouped header).
  public func resolved(for traits: TraitCollection) -> ListContentConfiguration {
    let chosen = adaptive.map { $0.adapted(to: traits.listEnvironment) } ?? preset
    var fresh = ListContentConfiguration(preset: chosen, traits: traits)
    fresh.adaptive = adaptive
    fresh.text = text
    fresh.secondaryText = secondaryText
    fresh.image = image
    fresh.imageProperties = imageProperties
    fresh.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
    if overridden.contains(.textProperties) { fresh.textProperties = textProperties }
    if overridden.contains(.secondaryTextProperties) {
      fresh.secondaryTextProperties = secondaryTextProperties
    }
    if overridden.contains(.margins) { fresh.directionalLayoutMargins = directionalLayoutMargins }
    if overridden.contains(.verticalPadding) {
      fresh.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
    }
    if overridden.contains(.imagePadding) { fresh.imageToTextPadding = imageToTextPadding }
    if overridden.contains(.sideBySide) {
      fresh.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
    }
    fresh.overridden = overridden
    return fresh
  }

  /// A `ListContentView` showing the configuration.
  @MainActor
  public func makeContentView() -> View & ConfigurableContentView {
    ListContentView(configuration: self)
  }

  /// The same configuration: list content does not change with the cell's state.
  public func updated(for state: any ConfigurationState) -> ListContentConfiguration { self }
}

extension ListContentConfiguration {
  /// `.cell()`: adapts to its list (a sidebar cell in a sidebar).
  public static func cell() -> Self { adapting(.cell) }
  /// `.subtitleCell()`: adapts to its list (a sidebar subtitle cell in a sidebar).
  public static func subtitleCell() -> Self { adapting(.subtitleCell) }
  /// `.valueCell()`: adapts to its list.
  public static func valueCell() -> Self { adapting(.valueCell) }
  /// `.sidebarCell()`.
  public static func sidebarCell() -> Self { Self(preset: .sidebarCell) }
  /// `.sidebarSubtitleCell()`.
  public static func sidebarSubtitleCell() -> Self { Self(preset: .sidebarSubtitleCell) }
  /// `.accompaniedSidebarCell()`: a sidebar cell shown beside content (as the sidebar's).
  public static func accompaniedSidebarCell() -> Self { Self(preset: .accompaniedSidebarCell) }
  /// `.accompaniedSidebarSubtitleCell()`.
  public static func accompaniedSidebarSubtitleCell() -> Self {
    Self(preset: .accompaniedSidebarSubtitleCell)
  }
  /// `.prominentInsetGroupedHeader()`: a large, bold header over an inset-grouped section.
  public static func prominentInsetGroupedHeader() -> Self {
    Self(preset: .prominentInsetGroupedHeader)
  }
  /// `.extraProminentInsetGroupedHeader()`: a larger one still.
  public static func extraProminentInsetGroupedHeader() -> Self {
    Self(preset: .extraProminentInsetGroupedHeader)
  }
  /// `.sidebarHeader()`: a section header in a sidebar.
  public static func sidebarHeader() -> Self { Self(preset: .sidebarHeader) }
  /// `.groupedHeader()`.
  public static func groupedHeader() -> Self { Self(preset: .groupedHeader) }
  /// `.plainHeader()`.
  public static func plainHeader() -> Self { Self(preset: .plainHeader) }
  /// `.groupedFooter()`.
  public static func groupedFooter() -> Self { Self(preset: .groupedFooter) }
  /// `.plainFooter()`.
  public static func plainFooter() -> Self { Self(preset: .plainFooter) }
  /// `.header()`: the header of its list — grouped in grouped and inset-grouped lists, a
  /// sidebar's in sidebars, plain elsewhere.
  public static func header() -> Self { adapting(.plainHeader) }
  /// `.footer()`: the footer of its list — grouped in grouped and inset-grouped lists, plain
  /// elsewhere.
  public static func footer() -> Self { adapting(.plainFooter) }

  private static func adapting(_ preset: Preset) -> Self {
    var configuration = Self(preset: preset)
    configuration.adaptive = preset
    return configuration
  }
}

extension ListContentConfiguration.Preset {
  /// The preset an adaptive configuration asking for this one takes in `environment` (Apple
  /// documents that they adapt to the list's style; which preset each style takes is inferred
  /// from the presets UIKit has: sidebars' cells and headers, grouped headers and footers).
  func adapted(to environment: ListEnvironment) -> Self {
    let sidebar = environment == .sidebar || environment == .sidebarPlain
    let grouped = environment == .grouped || environment == .insetGrouped
    switch self {
    case .cell: return sidebar ? .sidebarCell : .cell
    case .subtitleCell: return sidebar ? .sidebarSubtitleCell : .subtitleCell
    case .plainHeader: return sidebar ? .sidebarHeader : grouped ? .groupedHeader : .plainHeader
    case .plainFooter: return grouped ? .groupedFooter : .plainFooter
    default: return self
    }
  }
}
