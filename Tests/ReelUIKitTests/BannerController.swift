// SPDX-License-Identifier: MIT
import ReelUIKit

/// A grid with a banner in front of it that the code slides and fades in with a block
/// animation, and tints at once without one.
final class BannerController: UIViewController, SelectorPerforming {
  let banner = UIView(frame: CGRect(x: 20, y: 600, width: 350, height: 60))

  override func viewDidLoad() {
    super.viewDidLoad()
    embedGrid()
    banner.backgroundColor = .systemRed
    banner.alpha = 0
    view.addSubview(banner)
  }

  func perform(_ selector: Selector, with sender: Any?) -> Bool {
    switch selector.name {
    case "show":
      UIView.animate(withDuration: 0.4, delay: 0.1, options: .curveLinear) {
        self.banner.alpha = 1
        self.banner.center.y -= 100
      }
    case "tint":
      UIView.performWithoutAnimation {
        UIView.animate(withDuration: 1) { self.banner.backgroundColor = .systemBlue }
      }
    case "forever":
      UIView.animate(withDuration: 1e12, delay: 1e12) { self.banner.alpha = 1 }
    case "nonsense":
      UIView.animate(withDuration: .nan, delay: -.infinity) { self.banner.alpha = 1 }
    default: return false
    }
    return true
  }
}
