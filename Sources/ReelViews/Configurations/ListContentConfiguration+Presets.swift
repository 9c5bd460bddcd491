// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension ListContentConfiguration {
  /// `UIListContentConfiguration`'s presets, by their factory names.
  public enum Preset: String, CaseIterable, Sendable {
    case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell
    case groupedHeader, plainHeader, groupedFooter, plainFooter

    /// A preset's fonts, colours and spacing: the text's and secondary text's style, weight
    /// (nil: the style's) and colour name.
    public struct Metrics: Sendable {
      public var text: (style: TextStyle, weight: Font.Weight?, color: String)
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
      case .sidebarCell, .sidebarSubtitleCell:
        return Metrics(
          text: body, secondary: (.footnote, nil, "secondaryLabel"), margins: (v, 8, v, 8),
          secondaryPadding: now ? 4 : 3, imageToText: 10)
      case .plainHeader, .groupedHeader:
        return header(now: now)
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
  }
}
