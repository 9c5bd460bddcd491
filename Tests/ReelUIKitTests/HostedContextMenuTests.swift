// SPDX-License-Identifier: MIT
import Foundation
import Reel
import ReelUIKit
import Testing

/// A mailbox whose delegate gives each message a context menu, as iOS code does: Reply and
/// Flag, an inline group, and a destructive Delete that removes the message.
final class MailboxMenuController: UIViewController, UICollectionViewDelegate {
  var messages = ["Anna", "Ben", "Chloé"]
  var dataSource: UICollectionViewDiffableDataSource<Int, String>!
  var asked: [IndexPath] = []
  var replied: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.delegate = self
    view.addSubview(collectionView)
    let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(messages)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    asked += indexPaths
    guard let path = indexPaths.first, let name = dataSource.itemIdentifier(for: path) else {
      return nil
    }
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      let reply = UIAction(title: "Reply", image: UIImage(systemName: "arrowshape.turn.up.left")) {
        [weak self] _ in self?.replied.append(name)
      }
      let flag = UIAction(title: "Flag", image: UIImage(systemName: "flag")) { _ in }
      let hidden = UIAction(title: "Secret", attributes: .hidden) { _ in }
      let delete = UIAction(
        title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive
      ) { [weak self] _ in self?.delete(name) }
      return UIMenu(children: [
        UIMenu(options: .displayInline, children: [reply, flag, hidden]), delete,
      ])
    }
  }

  func delete(_ name: String) {
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([name])
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

/// A table whose rows offer Copy through the table delegate's one method.
final class CopyRowsController: NumberedRowsController {
  var copied: [Int] = []

  override func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(actionProvider: { _ in
      UIMenu(children: [
        UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { [weak self] _ in
          self?.copied.append(indexPath.row)
        },
        UIMenu(title: "Share", children: []),
      ])
    })
  }
}

/// A long press on a view controller's scene draws the menu its own delegate gives, and the
/// action chosen runs its handler once the menu has gone.
@MainActor
@Suite struct HostedContextMenuTests {
  func titles(_ list: DisplayList) -> [String] {
    list.overlays.filter { $0.identity?.hasPrefix("context-menu") == true }
      .flatMap { $0.style.content.flatMap { $0.style.content } }.compactMap { $0.style.label }
  }

  func cells(_ player: ScenePlayer, at time: Double) -> Int {
    player.stages[0].timeline.elements(at: time).filter {
      $0.key.category == .cell && !$0.isDisappearing
    }.count
  }

  @Test func theDelegatesMenuIsDrawnAndDeleteRunsItsHandler() throws {
    let (player, controller) = try hostedScene(
      "MailboxMenu",
      script: "  - {at: 0.2, longPress: {item: [0, 1]}}\n  - wait: 0.5\n  - dismissMenu: Delete"
    ) { MailboxMenuController() }
    #expect(controller.asked == [IndexPath(item: 1, section: 0)])
    // Open at 0.2 + 0.5 + 0.45; Delete tapped at 1.65, highlighted 0.15 s, closed in 0.3 s.
    #expect(titles(player.displayList(at: 1.4)) == ["Reply", "Flag", "Delete"])
    #expect(cells(player, at: 1.9) == 3, "the handler runs once the menu has gone")
    #expect(cells(player, at: player.duration) == 2)
    #expect(controller.messages.count == 3 && controller.replied.isEmpty)
  }

  @Test func anActionsHandlerSeesItsItem() throws {
    let (_, controller) = try hostedScene(
      "MailboxReply",
      script: "  - longPress: {item: [0, 2]}\n  - dismissMenu: Reply"
    ) { MailboxMenuController() }
    #expect(controller.replied == ["Chloé"])
  }

  @Test func aTablesDelegateGivesItsRowsMenus() throws {
    let (player, controller) = try hostedScene(
      "CopyRows", script: "  - longPress: {item: [0, 1]}\n  - dismissMenu: Copy"
    ) { CopyRowsController() }
    #expect(titles(player.displayList(at: 0.9)) == ["Copy", "Share"], "a submenu is one row")
    #expect(controller.copied == [1])
    #expect(throws: SceneError.self) {
      _ = try hostedScene(
        "CopyRowsShare", script: "  - longPress: {item: [0, 1]}\n  - dismissMenu: Share"
      ) { CopyRowsController() }
    }
  }

  @Test func noMenuFromTheCodeIsAnError() throws {
    var message: String?
    do {
      _ = try hostedScene("MenulessGrid", script: "  - longPress: {item: [0, 0]}") {
        SearchlessController()
      }
    } catch { message = "\(error)" }
    #expect(message?.contains("scene.yaml:4:") == true, "\(message ?? "accepted")")
    #expect(message?.contains("the code gives no menu") == true, "\(message ?? "accepted")")
  }
}
