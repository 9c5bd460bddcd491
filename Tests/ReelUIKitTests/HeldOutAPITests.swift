// SPDX-License-Identifier: MIT
import ReelUIKit
import Testing

/// UIKit API the held-out projects' files use.
@MainActor
@Suite struct HeldOutAPITests {
  @Test func anAlertRunsTheChosenActionAfterItIsDismissed() {
    let screen = UIViewController()
    let alert = UIAlertController(title: "Delete?", message: "For good.", preferredStyle: .alert)
    var chosen: [String] = []
    let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
      chosen.append(action.title ?? "")
      #expect(screen.presentedViewController == nil)
    }
    let off = UIAlertAction(title: "Later", style: .default) { _ in chosen.append("later") }
    off.isEnabled = false
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addAction(delete)
    alert.addAction(off)
    alert.addTextField { $0.placeholder = "Name" }
    #expect(alert.title == "Delete?" && alert.actions.count == 3)
    #expect(alert.textFields?.first?.placeholder == "Name")
    screen.present(alert, animated: true)
    #expect(screen.presentedViewController === alert)
    alert.choose(off)
    #expect(chosen.isEmpty)
    alert.choose(delete)
    #expect(chosen == ["Delete"])
  }

  @Test func aVisualFormatLaysOutACollectionView() {
    // Apple's mountains screen: `["cv": collectionView, "searchBar": searchBar]`.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(collectionView)
    let views: [String: Any] = ["cv": collectionView]
    let made =
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[cv]|", options: [], metrics: nil, views: views)
      + NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-20-[cv]|", options: [], metrics: nil, views: views)
    NSLayoutConstraint.activate(made)
    root.layoutIfNeeded()
    #expect(made.count == 4)
    #expect(collectionView.frame == CGRect(x: 0, y: 20, width: 320, height: 460))
  }

  @Test func menusAndActionsKeepTheirIdentifiers() {
    let action = UIAction(title: "Half", identifier: UIAction.Identifier("half")) { _ in }
    let menu = UIMenu(
      title: "Size", image: nil, identifier: nil, options: [.displayInline], children: [action])
    #expect(action.identifier?.rawValue == "half")
    #expect(menu.identifier == nil && menu.children.count == 1)
  }

  @Test func aLayoutSetWithAnimationIsInPlaceWhenTheCompletionRuns() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewFlowLayout())
    let grid = UICollectionViewFlowLayout()
    grid.itemSize = CGSize(width: 100, height: 100)
    var finished: Bool?
    collectionView.setCollectionViewLayout(grid, animated: true) { finished = $0 }
    #expect(collectionView.collectionViewLayout === grid)
    #expect(finished == true)
  }

  @Test func theDeviceIsAnIPhoneOfTheScenesLook() {
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(UIDevice.current.systemName == "iOS")
    var traits = TraitCollection.standard
    traits.systemVersion = .iOS18
    UIDevice.current.adopt(traits, size: CGSize(width: 844, height: 390))
    #expect(UIDevice.current.systemVersion == "18.0")
    #expect(UIDevice.current.orientation.isLandscape)
    UIDevice.current.adopt(.standard, size: CGSize(width: 390, height: 844))
    #expect(UIDevice.current.orientation == .portrait && UIDevice.current.systemVersion == "26.0")
  }
}
