// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// Collection-view settings iOS code sets that change nothing a picture shows: kept, so the
/// code compiles and reads back what it set.
extension CollectionView {
  /// When cells invalidate their own size. Mirrors `UICollectionView.SelfSizingInvalidation`.
  public enum SelfSizingInvalidation: Int, Sendable, CaseIterable {
    case disabled, enabled, enabledIncludingConstraints
  }

  /// Kept (Reel makes the cells it draws; there is nothing to prefetch). Default true. Mirrors
  /// `isPrefetchingEnabled`.
  @preconcurrency @MainActor
  public var isPrefetchingEnabled: Bool {
    get { scrollSettings.kept.isPrefetchingEnabled }
    set { scrollSettings.kept.isPrefetchingEnabled = newValue }
  }

  /// Kept (no drags reach Reel). Default false. Mirrors `dragInteractionEnabled`.
  @preconcurrency @MainActor
  public var dragInteractionEnabled: Bool {
    get { scrollSettings.kept.dragInteractionEnabled }
    set { scrollSettings.kept.dragInteractionEnabled = newValue }
  }

  /// Kept (no focus). Default false. Mirrors `remembersLastFocusedIndexPath`.
  @preconcurrency @MainActor
  public var remembersLastFocusedIndexPath: Bool {
    get { scrollSettings.kept.remembersLastFocusedIndexPath }
    set { scrollSettings.kept.remembersLastFocusedIndexPath = newValue }
  }

  /// Kept: a hosted cell is measured as it is laid out. Default `enabled`. Mirrors
  /// `selfSizingInvalidation`.
  @preconcurrency @MainActor
  public var selfSizingInvalidation: SelfSizingInvalidation {
    get { scrollSettings.kept.selfSizingInvalidation }
    set { scrollSettings.kept.selfSizingInvalidation = newValue }
  }

  /// Kept (Reel shows no keyboard). Mirrors `keyboardDismissMode`.
  @preconcurrency @MainActor
  public var keyboardDismissMode: ScrollView.KeyboardDismissMode {
    get { scrollSettings.kept.keyboardDismissMode }
    set { scrollSettings.kept.keyboardDismissMode = newValue }
  }

  /// Kept, not drawn (see `RefreshControl`). Mirrors `refreshControl`.
  @preconcurrency @MainActor
  public var refreshControl: RefreshControl? {
    get { scrollSettings.kept.refreshControl }
    set { scrollSettings.kept.refreshControl = newValue }
  }

  /// The supplementary views of `kind` on screen, in index-path order. Mirrors
  /// `visibleSupplementaryViews(ofKind:)`.
  @preconcurrency @MainActor
  public func visibleSupplementaryViews(ofKind kind: String) -> [CollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: kind).sorted().compactMap {
      supplementaryView(forElementKind: kind, at: $0)
    }
  }
}

/// The settings above, kept per collection view.
struct KeptCollectionSettings {
  var isPrefetchingEnabled = true
  var dragInteractionEnabled = false
  var remembersLastFocusedIndexPath = false
  var selfSizingInvalidation = CollectionView.SelfSizingInvalidation.enabled
  var keyboardDismissMode = ScrollView.KeyboardDismissMode.none
  var refreshControl: RefreshControl?
}
