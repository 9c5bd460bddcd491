// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// The rows view's selection, asked of and told to the table's delegate as rows (taps and
/// selection happen on the main thread).
extension TableRows {
  nonisolated func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    MainActor.assumeIsolated {
      guard let table, let delegate = table.tableDelegate else { return true }
      return delegate.tableView(table, willSelectRowAt: indexPath) == indexPath
    }
  }

  nonisolated func collectionView(
    _ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    MainActor.assumeIsolated {
      guard let table else { return }
      table.tableDelegate?.tableView(table, didSelectRowAt: indexPath)
    }
  }

  nonisolated func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    MainActor.assumeIsolated {
      guard let table, let delegate = table.tableDelegate else { return true }
      return delegate.tableView(table, willDeselectRowAt: indexPath) == indexPath
    }
  }

  nonisolated func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    MainActor.assumeIsolated {
      guard let table else { return }
      table.tableDelegate?.tableView(table, didDeselectRowAt: indexPath)
    }
  }

  nonisolated func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    MainActor.assumeIsolated {
      guard let table, let delegate = table.tableDelegate else { return true }
      return delegate.tableView(table, shouldHighlightRowAt: indexPath)
    }
  }

  nonisolated func collectionView(
    _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
  ) {
    MainActor.assumeIsolated {
      guard let table else { return }
      table.tableDelegate?.tableView(table, didHighlightRowAt: indexPath)
    }
  }

  nonisolated func collectionView(
    _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    MainActor.assumeIsolated {
      guard let table else { return }
      table.tableDelegate?.tableView(table, didUnhighlightRowAt: indexPath)
    }
  }
}
