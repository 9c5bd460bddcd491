// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// `UIScrollView`'s settings on a collection view (which is not a `ScrollView` in Reel: it lays
/// out on any thread). Kept for code that sets them; what they change in a scene is listed on
/// each.
@MainActor
extension CollectionView {
  /// Moves the content to `contentOffset`: in a scene that plays the code over time
  /// (`CollectionViewCells.scrollDriver`), at a constant speed over 0.3 s when `animated`
  /// (SPEC §6.5.3), else at once; outside one, at once. `file` and `line` name the call, for
  /// what the host reports. Mirrors `setContentOffset(_:animated:)`.
  @preconcurrency @MainActor
  public func setContentOffset(
    _ contentOffset: CGPoint, animated: Bool, file: String = #fileID, line: Int = #line
  ) {
    let cells = CollectionViewCells.of(self)
    guard let drive = cells.scrollDriver else {
      self.contentOffset = contentOffset
      return
    }
    do { try drive(contentOffset, animated) } catch {
      cells.report("\(error)", file: file, line: line)
    }
  }

  /// Scrolls so the item at `indexPath` sits at `scrollPosition` (clamped to the offsets the
  /// content allows), as `setContentOffset(_:animated:)` moves; nothing for an item the layout
  /// has no attributes for; `file` and `line` name the call. Mirrors
  /// `scrollToItem(at:at:animated:)`.
  @preconcurrency @MainActor
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool,
    file: String = #fileID, line: Int = #line
  ) {
    layoutIfNeeded()
    guard let offset = contentOffset(showingItemAt: indexPath, at: scrollPosition) else { return }
    setContentOffset(offset, animated: animated, file: file, line: line)
  }

  /// Whether the content bounces past its edges (kept; a script's drags rubber-band). Default
  /// true. Mirrors `bounces`.
  @preconcurrency @MainActor
  public var bounces: Bool {
    get { scrollSettings.bounces }
    set { scrollSettings.bounces = newValue }
  }

  /// Kept. Default false. Mirrors `alwaysBounceVertical`.
  @preconcurrency @MainActor
  public var alwaysBounceVertical: Bool {
    get { scrollSettings.alwaysBounceVertical }
    set { scrollSettings.alwaysBounceVertical = newValue }
  }

  /// Kept. Default false. Mirrors `alwaysBounceHorizontal`.
  @preconcurrency @MainActor
  public var alwaysBounceHorizontal: Bool {
    get { scrollSettings.alwaysBounceHorizontal }
    set { scrollSettings.alwaysBounceHorizontal = newValue }
  }

  /// Kept (a scene's `scrollIndicators` draws them). Default true. Mirrors
  /// `showsVerticalScrollIndicator`.
  @preconcurrency @MainActor
  public var showsVerticalScrollIndicator: Bool {
    get { scrollSettings.showsVerticalScrollIndicator }
    set { scrollSettings.showsVerticalScrollIndicator = newValue }
  }

  /// Kept (a scene's `scrollIndicators` draws them). Default true. Mirrors
  /// `showsHorizontalScrollIndicator`.
  @preconcurrency @MainActor
  public var showsHorizontalScrollIndicator: Bool {
    get { scrollSettings.showsHorizontalScrollIndicator }
    set { scrollSettings.showsHorizontalScrollIndicator = newValue }
  }

  /// The settings, kept with the collection view's views.
  var scrollSettings: ScrollSettings {
    get { CollectionViewCells.of(self).scrollSettings }
    set { CollectionViewCells.of(self).scrollSettings = newValue }
  }
}

/// A collection view's `UIScrollView` settings that Reel keeps but does not apply.
struct ScrollSettings {
  var bounces = true
  var alwaysBounceVertical = false
  var alwaysBounceHorizontal = false
  var showsVerticalScrollIndicator = true
  var showsHorizontalScrollIndicator = true
  /// What the code sets and nothing draws (`CollectionView+Settings`).
  var kept = KeptCollectionSettings()
}
