// SPDX-License-Identifier: MIT
import ReelUIKit

/// A grid whose own code adds an item at a time, as Apple's insertion-sort and Wi-Fi screens
/// update themselves: through `DispatchQueue.main.asyncAfter`, a repeating `Timer`, chained
/// `UIView.animate` completions, or (`runaway`) a block that schedules itself for now forever.
final class TickingGridController: UIViewController, SelectorPerforming {
  enum Mode { case dispatch, timer, selectorTimer, animate, runaway, random }
  let mode: Mode
  let grid = DocumentedGridController(.grid)
  /// The scene's time each tick saw, in seconds.
  var ticks: [Double] = []
  /// What `random` mode drew, and the dates it saw.
  var drawn: [String] = []
  var dates: [Date] = []

  init(_ mode: Mode) {
    self.mode = mode
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(grid)
    grid.view.frame = view.bounds
    view.addSubview(grid.view)
    grid.didMove(toParent: self)
    switch mode {
    case .dispatch:
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) { self.dispatchTick() }
    case .timer:
      _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
        MainActor.assumeIsolated {  // a scene's timers fire on the main actor
          self.addItem()
          if self.ticks.count == 3 { timer.invalidate() }
        }
      }
    case .selectorTimer:
      _ = Timer.scheduledTimer(
        timeInterval: 0.25, target: self, selector: Selector("timerFired"), userInfo: nil,
        repeats: false)
    case .animate: animateTick()
    case .runaway: runaway()
    case .random:
      var numbers = [1, 2, 3, 4, 5]
      numbers.shuffle()
      drawn = [
        "\(Int.random(in: 0..<1_000_000))", "\([1, 2, 3, 4, 5].shuffled())", "\(numbers)",
        UUID().uuidString, "\(Double.random(in: 0...1))", "\(Bool.random())",
        "\((1...9).randomElement()!)",
      ]
      dates.append(Date())
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.dates.append(Date()) }
    }
  }

  func addItem() {
    ticks.append(Double(DispatchTime.now().uptimeNanoseconds) / 1e9)
    var snapshot = grid.dataSource.snapshot()
    snapshot.appendItems([100 + ticks.count])
    grid.dataSource.apply(snapshot, animatingDifferences: true)
  }

  func dispatchTick() {
    addItem()
    guard ticks.count < 5 else { return }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { self.dispatchTick() }
  }

  func animateTick() {
    UIView.animate(withDuration: 0.3, delay: 0.1) {
      self.grid.view.alpha = 1
    } completion: { _ in
      self.addItem()
      if self.ticks.count < 3 { self.animateTick() }
    }
  }

  func runaway() { DispatchQueue.main.async { self.runaway() } }

  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    switch selector.name {
    case "timerFired": addItem()
    case "tickNow": addItem()
    case "reverse":
      var snapshot = grid.dataSource.snapshot()
      let items = snapshot.itemIdentifiers
      snapshot.deleteItems(items)
      snapshot.appendItems(items.reversed())
      grid.dataSource.apply(snapshot, animatingDifferences: true)
    case "retitle":
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Stop", style: .plain, target: self, action: Selector("retitle"))
    default: return false
    }
    return true
  }
}
