// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension ListContentConfiguration {
  /// `UIListContentConfiguration`'s presets, by their factory names.
  public enum Preset: String, CaseIterable, Sendable {
    case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell
    case accompaniedSidebarCell, accompaniedSidebarSubtitleCell
    case groupedHeader, plainHeader, groupedFooter, plainFooter
    case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarHeader

    /// Whether it is one of the sidebar cells, whose symbol images reserve a 28-point column
    /// (24 elsewhere) and whose indentation is 20 points a level.
    public var isSidebarCell: Bool {
      switch self {
      case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
        .accompaniedSidebarSubtitleCell:
        return true
      default: return false
      }
    }

    /// A preset's fonts, colours and spacing: the text's and secondary text's style, weight
    /// (nil: the style's) and colour name.
    public struct Metrics: Sendable {
      /// The text's text style, weight (nil: the style's) and colour name.
      public var text: (style: TextStyle, weight: Font.Weight?, color: String)
      /// The secondary text's text style, weight (nil: the style's) and colour name.
      public var secondary: (style: TextStyle, weight: Font.Weight?, color: String)
      /// top, leading, bottom, trailing (points); horizontal ones include the cell's layout
      /// margins, which list configurations preserve.
      public var margins: (CGFloat, CGFloat, CGFloat, CGFloat)
      /// Points between the text and the secondary text.
      public var secondaryPadding: CGFloat
      /// Points between the image and the text.
      public var imageToText: CGFloat
      /// Whether the secondary text sits beside the text (a value cell).
      public var sideBySide = false
      /// Whether the text is shown in capitals (iOS 13–18's grouped headers).
      public var uppercased = false
    }

    /// The preset's metrics on the iOS look of `traits` (SPEC-VISUAL §4.1–4.2: decompiled
    /// UIKit).
    public func metrics(_ traits: TraitCollection) -> Metrics {
      let now = traits.systemVersion == .iOS26
      let body = (TextStyle.body, nil as Font.Weight?, "label")
      let cellSecondary =
        now
        ? (TextStyle.subheadline, nil as Font.Weight?, "secondaryLabel") : (.caption1, nil, "label")
      let v: CGFloat = now ? 15 : 11
      switch self {
      case .cell:
        return Metrics(
          text: body, secondary: cellSecondary, margins: (v, 16, v, 16),
          secondaryPadding: now ? 4 : 3, imageToText: 16)
      case .subtitleCell:
        return Metrics(
          text: body, secondary: cellSecondary, margins: now ? (15, 16, 15, 16) : (4, 16, 4, 16),
          secondaryPadding: 0, imageToText: 16)
      case .valueCell:
        return Metrics(
          text: body, secondary: (.body, nil, "secondaryLabel"), margins: (v, 16, v, 16),
          secondaryPadding: now ? 4 : 3, imageToText: 16, sideBySide: true)
      case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
        .accompaniedSidebarSubtitleCell:
        return Metrics(
          text: body, secondary: (.footnote, nil, "secondaryLabel"), margins: (v, 8, v, 8),
          secondaryPadding: now ? 4 : 3, imageToText: 10)
      case .plainHeader, .groupedHeader:
        return header(now: now)
      case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader, .sidebarHeader:
        return prominentHeader(now: now)
      case .plainFooter, .groupedFooter:
        let secondary = (TextStyle.footnote, nil as Font.Weight?, "secondaryLabel")
        let margins: (CGFloat, CGFloat, CGFloat, CGFloat) =
          now ? (8, 16, 6, 16) : (self == .groupedFooter ? (6, 16, 12, 16) : (4, 16, 4, 16))
        let text =
          self == .plainFooter && !now ? (TextStyle.subheadline, nil, "secondaryLabel") : secondary
        return Metrics(
          text: text, secondary: secondary, margins: margins, secondaryPadding: 3,
          imageToText: 16)
      }
    }

    /// Headers: iOS 26's are 17-point semibold; before, plain ones 15-point semibold and grouped
    /// ones 13-point, uppercased.
    func header(now: Bool) -> Metrics {
      let secondary = (TextStyle.subheadline, nil as Font.Weight?, "secondaryLabel")
      if now {
        return Metrics(
          text: (.body, .semibold, "secondaryLabel"), secondary: secondary,
          margins: (10, 16, 10, 16), secondaryPadding: 3, imageToText: 16)
      }
      if self == .groupedHeader {
        return Metrics(
          text: (.footnote, nil, "secondaryLabel"), secondary: secondary,
          margins: (17, 16, 6, 16), secondaryPadding: 3, imageToText: 16, uppercased: true)
      }
      return Metrics(
        text: (.subheadline, .semibold, "secondaryLabel"), secondary: secondary,
        margins: (4, 16, 4, 16), secondaryPadding: 3, imageToText: 16)
    }

    /// The prominent headers (SPEC-VISUAL §4.2): the inset-grouped one 20-point semibold
    /// (`title3`), the extra prominent one 22-point bold (`title2`), in `label`; their own
    /// margins are 3 points a side, which iOS 26 widens to the cell's layout margins (16). The
    /// sidebar header's colour and margins are not published: it takes the prominent header's
    /// font on iOS 13–18, the body's semibold on iOS 26 (its "sidebar metrics"), in `label`, with
    /// the sidebar cell's margins.
    func prominentHeader(now: Bool) -> Metrics {
      let secondary = (TextStyle.subheadline, nil as Font.Weight?, "secondaryLabel")
      switch self {
      case .sidebarHeader:
        let v: CGFloat = now ? 15 : 11
        return Metrics(
          text: now ? (.body, .semibold, "label") : (.title3, .semibold, "label"),
          secondary: secondary, margins: (v, 8, v, 8), secondaryPadding: 3, imageToText: 10)
      case .extraProminentInsetGroupedHeader:
        return Metrics(
          text: (.title2, .bold, "label"), secondary: secondary,
          margins: now ? (10, 16, 10, 16) : (9, 3, 10, 3), secondaryPadding: 3,
          imageToText: 16)
      default:
        return Metrics(
          text: (.title3, .semibold, "label"), secondary: secondary,
          margins: now ? (10, 16, 10, 16) : (8, 3, 11, 3), secondaryPadding: 3,
          imageToText: 16)
      }
    }
  }
}
