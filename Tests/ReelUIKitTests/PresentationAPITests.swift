// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// View-controller and bar API real screens use (none of it compiled before): the back button's
/// display mode (drawn in the iOS 13–18 bar), presentation styles and sheet settings (kept),
/// the status bar style (kept), a legacy button's content insets (its size).
@MainActor
@Suite struct PresentationAPITests {
  /// The texts of the labels in `view`'s tree.
  func texts(in view: UIView) -> [String] {
    ((view as? UILabel)?.text.map { [$0] } ?? []) + view.subviews.flatMap { texts(in: $0) }
  }

  @Test func theBackButtonShowsThePreviousTitleGenericallyOrNotAtAll() {
    func backTexts(_ mode: UINavigationItem.BackButtonDisplayMode) -> [String] {
      let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
      bar.hostTraitCollection = UITraitCollection(systemVersion: .iOS18)
      let first = UINavigationItem(title: "Mountains")
      first.backButtonDisplayMode = mode
      bar.items = [first, UINavigationItem(title: "Everest")]
      bar.layoutIfNeeded()
      return texts(in: bar).filter { $0 != "Everest" }
    }
    #expect(backTexts(.default) == ["Mountains"])
    #expect(backTexts(.generic) == ["Back"])
    #expect(backTexts(.minimal).allSatisfy { $0.isEmpty })
  }

  @Test func presentationSettingsAreKept() {
    let sheet = UIViewController()
    #expect(sheet.modalPresentationStyle == .automatic)
    let presentation = sheet.sheetPresentationController
    presentation?.detents = [.medium(), .large()]
    presentation?.prefersGrabberVisible = true
    #expect(sheet.sheetPresentationController?.detents.count == 2)
    #expect(sheet.sheetPresentationController === presentation)
    sheet.modalPresentationStyle = .fullScreen
    #expect(sheet.sheetPresentationController == nil)
    #expect(sheet.preferredStatusBarStyle == .default)
  }

  @Test func contentEdgeInsetsSizeALegacyButton() {
    let button = UIButton(type: .system)
    button.setTitle("Go", for: .normal)
    let plain = button.intrinsicContentSize
    button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    let padded = button.intrinsicContentSize
    #expect(padded.width == plain.width + 32)
    #expect(padded.height == plain.height - 12 + 16)
  }
}
