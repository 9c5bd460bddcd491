// SPDX-License-Identifier: MIT
import ReelUIKit
import Testing

/// A view controller as Apple's samples write one: a collection view filling the view by
/// autoresizing, a title and a bar button item, the lifecycle recorded.
final class GridController: UIViewController, SelectorPerforming {
  var collectionView: UICollectionView!
  var events: [String] = []
  var added = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("viewDidLoad")
    navigationItem.title = "Grid"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: Selector("addItem"))
    collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)
  }

  override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
  override func viewDidLayoutSubviews() { events.append("viewDidLayoutSubviews") }

  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    guard selector == "addItem" else { return false }
    added += 1
    return true
  }
}

/// A view subclass that overrides `frame`, as Apple's badge view does.
final class FrameWatcher: UIView {
  var changes = 0
  override var frame: CGRect { didSet { changes += 1 } }
}

@MainActor
@Suite struct ViewControllerTests {
  @Test func theViewIsLoadedOnFirstUseAndLaysOutTheCollectionView() {
    UIScreen.main.adopt(size: CGSize(width: 390, height: 844), traits: .standard)
    let controller = GridController()
    #expect(!controller.isViewLoaded && controller.events.isEmpty)
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    #expect(controller.events == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    #expect(controller.view.bounds.size == CGSize(width: 390, height: 844))
    #expect(controller.collectionView.superview === controller.view)
    // The screen shrinks: autoresizing gives the collection view the new size.
    controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
    controller.view.layoutIfNeeded()
    #expect(controller.collectionView.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
    #expect(controller.events.last == "viewDidLayoutSubviews")
    #expect(controller.collectionView.backgroundColor == .systemBackground)
  }

  @Test func barItemsCarryTitlesAndActions() {
    let controller = GridController()
    controller.loadViewIfNeeded()
    #expect(controller.navigationItem.title == "Grid")
    let add = controller.navigationItem.rightBarButtonItem
    #expect(add?.systemItem == .add && add?.tap() == true && controller.added == 1)
    controller.title = "Photos"
    #expect(controller.navigationItem.title == "Photos")
    var sender: Any?
    let action = UIAction(title: "Edit") { sender = $0.sender }
    let edit = UIBarButtonItem(primaryAction: action)
    #expect(edit.title == "Edit" && edit.tap())
    #expect((sender as? UIBarButtonItem) === edit && action.sender == nil)
    edit.isEnabled = false
    #expect(!edit.tap())
  }

  @Test func theSafeAreaIsTheHostsPlusTheAdditional() {
    let controller = UIViewController()
    controller.hostSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
  }

  @Test func childrenAndPresentation() {
    let parent = UIViewController()
    let child = GridController()
    parent.addChild(child)
    child.didMove(toParent: parent)
    #expect(parent.children.count == 1 && child.parent === parent)
    let sheet = GridController()
    var shown = false
    parent.present(sheet, animated: true) { shown = true }
    #expect(shown && parent.presentedViewController === sheet)
    #expect(sheet.presentingViewController === parent)
    #expect(sheet.events.prefix(3) == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    sheet.dismiss(animated: true)
    #expect(parent.presentedViewController == nil)
    child.removeFromParent()
    #expect(parent.children.isEmpty && child.parent == nil)
  }

  @Test func imagesColoursAndFramesBehaveAsUIKitsObjects() {
    let frame = FrameWatcher()
    frame.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(frame.changes == 1)
    let image = UIImage(systemName: "star")
    #expect(Set([image, image, UIImage(systemName: "star")]).count == 2)
    #expect(
      Set<UIColor>([.systemRed, .systemRed, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count
        == 2)
  }

  @Test func aNavigationStackPushesAndPopsInUIKitsOrder() {
    let root = GridController()
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    #expect(navigation.topViewController === root && root.navigationController === navigation)
    let detail = GridController()
    navigation.pushViewController(detail, animated: true)
    #expect(navigation.viewControllers.count == 2 && detail.navigationController === navigation)
    #expect(detail.events.prefix(3) == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    navigation.pushViewController(detail, animated: true)  // already there: ignored
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.popViewController(animated: true) === detail)
    #expect(detail.navigationController == nil && navigation.topViewController === root)
    #expect(navigation.popViewController(animated: true) == nil, "the root stays")
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    navigation.navigationBar.standardAppearance = appearance
    #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemBackground)
  }
}
