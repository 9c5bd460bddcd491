// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// `UIScrollView`'s settings on a collection view (which is not a `ScrollView` in Reel: it lays
/// out on any thread). Kept for code that sets them; what they change in a scene is listed on
/// each.
@MainActor
extension CollectionView {
  /// Moves the content to `contentOffset` at once (in a scene, a script's `scroll` animates).
  /// Mirrors `setContentOffset(_:animated:)`.
  @preconcurrency @MainActor
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
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
  private var scrollSettings: ScrollSettings {
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
}
