// SPDX-License-Identifier: MIT
import ReelPortRewrite
import Testing

/// `reel port`'s rewriting of iOS files: only what Linux cannot compile changes, lines keep
/// their numbers.
struct PortRewriteTests {
  func port(_ files: [String: String]) -> [String: String] {
    let sources = files.keys.sorted().map { PortSource(path: "/ios/" + $0, text: files[$0]!) }
    let index = PortRewrite.index(sources)
    var out: [String: String] = [:]
    for source in sources {
      let text = PortRewrite.rewrite(source, index: index)
      out[String(source.path.dropFirst(5))] = text
    }
    return out
  }

  /// The rewritten file's lines after the `#sourceLocation` line.
  private func lines(_ text: String) -> [Substring] {
    Array(text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst())
  }

  @Test func importsAndAttributesChangeInPlace() {
    let source = """
      import UIKit
      import Foundation
      import Combine
      import Dispatch
      @UIApplicationMain
      class AppDelegate: UIResponder {
          @IBOutlet weak var label: UILabel!
          @objc dynamic var count = 0
          @IBAction func tapped(_ sender: Any) {}
      }
      """
    let text = port(["A.swift": source])["A.swift"]!
    #expect(text.hasPrefix("#sourceLocation(file: \"/ios/A.swift\", line: 1)\n"))
    let body = lines(text)
    #expect(body[0] == "import ReelUIKit")
    #expect(body[1] == "import ReelUIKit")
    #expect(body[2] == "import Combine")
    // Dispatch's queues and times are ReelUIKit's, on the scene's clock.
    #expect(body[3] == "import ReelUIKit")
    #expect(body[4] == "")
    #expect(body[6] == "    weak var label: UILabel!")
    #expect(body[7] == "    dynamic var count = 0")
    #expect(body[8].hasPrefix("    func tapped(_ sender: Any) {}"))
  }

  @Test func optionalRequirementsGetDefaultsForwardersAndPlainCalls() {
    let proto = """
      @objc protocol WaterfallDelegate: UICollectionViewDelegate {
          func collectionView(_ cv: UICollectionView, heightFor indexPath: IndexPath) -> CGFloat
          @objc optional func collectionView(_ cv: UICollectionView,
                                             columnsFor section: Int) -> Int
      }
      class Waterfall: UICollectionViewLayout {
          weak var delegate: WaterfallDelegate?
          var handler: ((Int) -> Void)?
          func columns(_ s: Int) -> Int {
              handler?(s)
              return delegate?.collectionView?(collectionView!, columnsFor: s) ?? 2
          }
      }
      """
    let conformer = """
      class Screen: UIViewController {}
      extension Screen: WaterfallDelegate {
          func collectionView(_ cv: UICollectionView, heightFor indexPath: IndexPath) -> CGFloat {
              1
          }
          func collectionView(_ cv: UICollectionView, columnsFor section: Int) -> Int { 3 }
      }
      """
    let out = port(["P.swift": proto, "S.swift": conformer])
    let p = lines(out["P.swift"]!)
    #expect(
      p[2] == "    func reelOptional_collectionView(_ cv: UICollectionView, "
        + "columnsFor section: Int) -> (Int)?")
    #expect(p[3] == "")
    #expect(p[0] == "protocol WaterfallDelegate: UICollectionViewDelegate, AnyObject {")
    #expect(p[9] == "        handler?(s)")
    #expect(
      p[10]
        == "        return delegate?.reelOptional_collectionView(collectionView!, "
        + "columnsFor: s) ?? 2"
    )
    #expect(
      out["P.swift"]!.contains(
        "extension WaterfallDelegate { func reelOptional_collectionView(_ cv: UICollectionView,"))
    let s = lines(out["S.swift"]!)
    #expect(
      s[5].hasSuffix(
        "-> Int { 3 }; func reelOptional_collectionView(_ cv: UICollectionView, "
          + "columnsFor section: Int)"
          + " -> (Int)? { collectionView(cv, columnsFor: section) }"))
    #expect(!s[2].contains("reelOptional"))
  }

  @Test func aVisualFormatViewsDictionaryGetsItsType() {
    let source = """
      let views = ["cv": collectionView, "bar": searchBar]
      let sizes = ["a": 1, "b": 2]
      let c = NSLayoutConstraint.constraints(
          withVisualFormat: "V:|[bar][cv]|", options: [], metrics: nil, views: views)
      """
    let body = lines(port(["F.swift": source])["F.swift"]!)
    #expect(body[0] == "let views: [String: Any] = [\"cv\": collectionView, \"bar\": searchBar]")
    #expect(body[1] == "let sizes = [\"a\": 1, \"b\": 2]")
  }

  @Test func aControllersMetatypeMakesItThroughTheRegistry() {
    let source = """
      navigationController?.pushViewController(viewController.init(), animated: true)
      let layout = layoutClass.init()
      let other = controllerType.init(style: .plain)
      """
    let body = lines(port(["F.swift": source])["F.swift"]!)
    #expect(
      body[0] == "navigationController?.pushViewController("
        + "ViewControllerRegistry.shared.make(viewController), animated: true)")
    #expect(body[1] == "let layout = layoutClass.init()")
    #expect(body[2] == "let other = controllerType.init(style: .plain)")
  }

  @Test func uikitOptionalCallsBecomePlainCalls() {
    let source = """
      let size = (collectionView?.delegate as? UICollectionViewDelegateFlowLayout)?
          .collectionView?(cv, layout: self, sizeForItemAt: path) ?? itemSize
      completion?(true)
      """
    let body = lines(port(["F.swift": source])["F.swift"]!)
    #expect(body[1] == "    .collectionView(cv, layout: self, sizeForItemAt: path) ?? itemSize")
    #expect(body[2] == "completion?(true)")
  }

  @Test func selectorsNameMethodsThatTheClassPerforms() {
    let screen = """
      class Screen: UIViewController {
          override func viewDidLoad() {
              navigationItem.rightBarButtonItem = UIBarButtonItem(
                  title: "Sort", style: .plain, target: self, action: #selector(toggleSort))
              toggle.addTarget(self, action: #selector(Screen.flip(_:)), for: .valueChanged)
          }
      }
      extension Screen {
          @objc private func toggleSort() {}
          @objc func flip(_ sender: UISwitch) {}
      }
      class Detail: Screen {
          @objc func close() {}
      }
      """
    let text = port(["S.swift": screen])["S.swift"]!
    let body = lines(text)
    #expect(body[3].hasSuffix("action: Selector(\"toggleSort\"))"))
    #expect(
      body[4]
        == "        toggle.addTarget(self, action: Selector(\"flip(_:)\"), for: .valueChanged)")
    #expect(body[6].contains("case \"toggleSort\": _ = self.toggleSort(); return true;"))
    #expect(
      body[6].contains(
        "case \"flip\", \"flip(_:)\": if let sender = sender as? UISwitch { self.flip(sender) }"))
    #expect(body[6].contains("default: return false"))
    #expect(body[8] == "    func toggleSort() {}")
    #expect(body[13].contains("override func perform(_ selector: Selector, with sender: Any?)"))
    #expect(body[13].contains("default: return super.perform(selector, with: sender)"))
    // Methods without parameters answer too, for a scene's `perform:` steps.
    #expect(body[6].contains("case \"viewDidLoad\": _ = self.viewDidLoad()"))
    #expect(text.contains("extension Screen: SelectorPerforming {}"))
    #expect(!text.contains("extension Detail: SelectorPerforming"))
  }
}

extension PortRewriteTests {
  @Test func methodsWithoutParametersAnswerPerformStepsWhenTheClassBodyCanCallThem() {
    let source = """
      class Screen: UIViewController {
          func reload() {}
          func make() -> Int { 1 }
          private func hidden() {}
          static func shared() {}
          func load() async {}
          func risky() throws {}
          func pick<T>() -> T? { nil }
          #if DEBUG
          func debugOnly() {}
          #endif
      }
      extension Screen { func refresh() {} }
      """
    let text = port(["S.swift": source])["S.swift"]!
    #expect(text.contains("case \"reload\": _ = self.reload(); return true;"))
    #expect(text.contains("case \"make\": _ = self.make(); return true;"))
    #expect(text.contains("case \"refresh\": _ = self.refresh(); return true;"))
    for excluded in ["hidden", "shared", "load", "risky", "pick", "debugOnly"] {
      #expect(!text.contains("case \"\(excluded)\""), "\(excluded)")
    }
    #expect(text.contains("extension Screen: SelectorPerforming {}"))
    // The file imports nothing (its module's other files import UIKit): what is added names
    // ReelUIKit's types, so it imports ReelUIKit there.
    #expect(text.contains("#sourceLocation()\nimport ReelUIKit\n"))
  }

  @Test func aFileThatImportsUIKitGetsNoSecondImport() {
    let text = port([
      "S.swift": "import UIKit\nclass Screen: UIViewController {\n  func go() {}\n}\n"
    ])[
      "S.swift"]!
    #expect(text.contains("extension Screen: SelectorPerforming {}"))
    #expect(!text.contains("#sourceLocation()\nimport ReelUIKit"))
  }
}

/// Overrides in extensions move into the class, keeping their file and line.
struct PortMovedOverrideTests {
  @Test func overridesInExtensionsMoveIntoTheClassWithTheirLines() {
    let sources = [
      PortSource(path: "/ios/A.swift", text: "class Screen: UIViewController {\n}\n"),
      PortSource(
        path: "/ios/B.swift",
        text: """
          extension Screen {
              override func viewWillAppear(_ animated: Bool) {
                  button.addTarget(self, action: #selector(go), for: .touchUpInside)
              }
              func helper(_ value: Int) {}
          }
          """),
    ]
    let index = PortRewrite.index(sources)
    let a = PortRewrite.rewrite(sources[0], index: index)
    let b = PortRewrite.rewrite(sources[1], index: index)
    #expect(
      a == """
        #sourceLocation(file: "/ios/A.swift", line: 1)
        class Screen: UIViewController {

        #sourceLocation(file: "/ios/B.swift", line: 2)
        override func viewWillAppear(_ animated: Bool) {
                button.addTarget(self, action: Selector("go"), for: .touchUpInside)
            }
        #sourceLocation(file: "/ios/A.swift", line: 2)
        }

        """)
    let lines = b.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 7)
    #expect(lines[2].allSatisfy { $0 == " " })
    #expect(lines[5] == "    func helper(_ value: Int) {}")
  }
}
