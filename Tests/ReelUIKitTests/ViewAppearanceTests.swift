// SPDX-License-Identifier: MIT
import ReelUIKit
import Testing

/// UIView's tint, traits and layer-backed properties.
@MainActor
@Suite struct ViewAppearanceTests {
  final class TintWatcher: UIView {
    var changes = 0
    override func tintColorDidChange() { changes += 1 }
  }

  @Test func tintIsInheritedUntilSetAndBackWhenNil() {
    let root = UIView()
    let child = TintWatcher()
    root.addSubview(child)
    #expect(child.tintColor == UIColor.tintColor)
    root.tintColor = .systemPink
    #expect(child.tintColor == .systemPink)
    #expect(child.changes == 1)
    child.tintColor = .systemGreen
    root.tintColor = .systemOrange
    #expect(child.tintColor == .systemGreen)
    #expect(child.changes == 2)  // its own change; the root's no longer reaches it
    child.tintColor = nil
    #expect(child.tintColor == .systemOrange)
  }

  @Test func dimmedTintIsGreyAndInherited() {
    let root = UIView()
    let child = UIView()
    root.addSubview(child)
    root.tintColor = .red
    #expect(child.tintAdjustmentMode == .normal)
    root.tintAdjustmentMode = .dimmed
    #expect(child.tintAdjustmentMode == .dimmed)
    let dimmed = child.tintColor.cgColor
    #expect(dimmed.red == dimmed.green && dimmed.green == dimmed.blue)
    #expect(abs(dimmed.red - 0.2126 * 0.8) < 1e-9)
    child.tintAdjustmentMode = .normal
    #expect(child.tintColor.cgColor == CGColor(red: 1, green: 0, blue: 0))
  }

  @Test func overrideStyleReachesSubviewsTraits() {
    let root = UIView()
    let middle = UIView()
    let leaf = UIView()
    root.addSubview(middle)
    middle.addSubview(leaf)
    #expect(leaf.traitCollection.userInterfaceStyle == .light)
    middle.overrideUserInterfaceStyle = .dark
    #expect(leaf.traitCollection.userInterfaceStyle == .dark)
    #expect(root.traitCollection.userInterfaceStyle == .light)
    leaf.overrideUserInterfaceStyle = .light
    #expect(leaf.traitCollection.userInterfaceStyle == .light)
    root.semanticContentAttribute = .forceRightToLeft
    #expect(leaf.traitCollection.layoutDirection == .rightToLeft)
  }

  @Test func viewPropertiesAreTheLayers() {
    let view = UIView()
    view.clipsToBounds = true
    view.alpha = 0.25
    view.isHidden = true
    #expect(view.layer.masksToBounds && view.layer.opacity == 0.25 && view.layer.isHidden)
    view.layer.opacity = 1
    #expect(view.alpha == 1)
    #expect(view.layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(view.layer.maskedCorners == .all && view.layer.cornerCurve == .circular)
    #expect(view.contentMode == .scaleToFill && view.backgroundColor == nil)
  }

  /// Subclasses written for UIKit override `awakeFromNib` (Xcode's templates do); Reel loads no
  /// nibs, so it is never called.
  final class TemplateCell: UICollectionViewCell {
    var awoken = false
    override func awakeFromNib() {
      super.awakeFromNib()
      awoken = true
    }
  }

  @Test func archivesAreNotRead() {
    #expect(UIView(coder: NSCoder()) == nil)
    #expect(UILabel(coder: NSCoder()) == nil)
    let cell = TemplateCell(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    cell.layoutIfNeeded()
    #expect(!cell.awoken)
  }
}
