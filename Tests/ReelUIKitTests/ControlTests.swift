// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// Controls: sizes and looks from SPEC-VIEWS §6, built from views.
@MainActor
@Suite struct ControlTests {
  /// `view` laid out at its intrinsic size (`width` when given) in `version`'s look.
  func laidOut<V: UIView>(_ view: V, width: CGFloat? = nil, version: SystemVersion = .iOS26) -> V {
    let renderer = ViewRenderer(systemVersion: version)
    renderer.layOut(view)  // takes the traits
    let size = CGSize(
      width: width ?? max(view.intrinsicContentSize.width, 0),
      height: max(view.intrinsicContentSize.height, 0))
    renderer.layOut(view, size: size)
    return view
  }

  @Test func switchSizesAndKnobFollowTheIOSLook() {
    let modern = laidOut(UISwitch())
    #expect(modern.frame.size == CGSize(width: 63, height: 28))
    #expect(modern.subviews[1].frame == CGRect(x: 2, y: 2, width: 37, height: 24))
    modern.isOn = true
    modern.layoutIfNeeded()
    #expect(modern.subviews[1].center.x == 42.5)
    #expect(modern.subviews[0].backgroundColor == .systemGreen)
    modern.onTintColor = .systemPink
    modern.layoutIfNeeded()
    #expect(modern.subviews[0].backgroundColor == .systemPink)
    let classic = laidOut(UISwitch(), version: .iOS18)
    #expect(classic.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(classic.subviews[1].center.x == 15.5 && classic.subviews[1].frame.width == 27)
  }

  @Test func sliderPlacesItsKnobAtTheValue() {
    let slider = UISlider()
    slider.minimumValue = 10
    slider.maximumValue = 20
    slider.value = 15
    _ = laidOut(slider, width: 228)
    #expect(slider.intrinsicContentSize.height == 31)
    let thumb = slider.subviews[2]
    #expect(thumb.frame == CGRect(x: 100, y: 1.5, width: 28, height: 28))
    #expect(slider.subviews[1].frame.width == 114)  // the minimum track, up to the knob's centre
    slider.value = 99
    slider.layoutIfNeeded()
    #expect(thumb.frame.maxX == 228)
  }

  @Test func progressFillsFromTheLeadingEdge() {
    let progress = UIProgressView(progressViewStyle: .default)
    progress.progress = 0.25
    _ = laidOut(progress, width: 200)
    #expect(progress.frame.height == 4)
    #expect(progress.subviews[0].frame == CGRect(x: 0, y: 0, width: 50, height: 4))
    progress.semanticContentAttribute = .forceRightToLeft
    progress.layoutIfNeeded()
    #expect(progress.subviews[0].frame.minX == 150)
    progress.progress = 4
    #expect(progress.progress == 1)
  }

  @Test func activityIndicatorSizesAndHiding() {
    let large = UIActivityIndicatorView(style: .large)
    #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(large.isHidden)  // stopped, hidesWhenStopped
    large.startAnimating()
    #expect(!large.isHidden && large.isAnimating)
    #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize.width == 20)
    _ = laidOut(large)
    #expect(large.subviews.count == 8)
  }

  @Test func pageControlDots() {
    let pages = UIPageControl()
    pages.numberOfPages = 3
    pages.currentPage = 7
    #expect(pages.currentPage == 2)
    #expect(pages.intrinsicContentSize == CGSize(width: 3 * 7 + 2 * 9 + 16, height: 26))
    _ = laidOut(pages)
    #expect(pages.subviews.map(\.frame.minX) == [8, 24, 40])
    #expect(pages.subviews[2].backgroundColor == .label)
  }

  @Test func segmentedControlHasEqualSegments() {
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    control.selectedSegmentIndex = 1
    #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 2) == "Three")
    let size = control.intrinsicContentSize
    #expect(size.height == 32)
    _ = laidOut(control)
    let labels = control.subviews.compactMap { $0 as? UILabel }
    #expect(labels.map(\.frame.width) == Array(repeating: size.width / 3, count: 3))
    #expect(labels[1].font.weight == .semibold && labels[0].font.weight == .regular)
    #expect(control.subviews[0].frame == labels[1].frame.insetBy(dx: 2, dy: 2))
  }

  @Test func configuredButtonsSizeToTheirContentAndInsets() {
    var config = UIButton.Configuration.filled()
    config.title = "Buy"
    let button = laidOut(UIButton(configuration: config))
    let title = button.titleLabel!
    #expect(
      button.frame.size == CGSize(width: title.frame.width + 24, height: title.frame.height + 14))
    #expect(title.frame.origin == CGPoint(x: 12, y: 7))
    #expect(title.textColor == .white)
    #expect(button.subviews[0].backgroundColor == UIColor.tintColor)
    #expect(button.subviews[0].layer.cornerRadius == min(17, button.frame.height / 2))
    config.image = UIImage(systemName: "chevron.forward")
    config.imagePlacement = .trailing
    button.configuration = config
    button.layoutIfNeeded()
    let image = button.imageView!
    #expect(image.frame.minX > title.frame.maxX)
    #expect(abs(image.frame.minX - title.frame.maxX - 8) < 0.001)
  }

  @Test func legacySystemButtonsAreTintedText() {
    let button = UIButton(type: .system)
    button.setTitle("Edit", for: .normal)
    #expect(button.currentTitle == "Edit")
    _ = laidOut(button)
    #expect(button.titleLabel!.textColor == UIColor.tintColor)
    #expect(button.frame.height == button.titleLabel!.frame.height + 12)
    button.setTitleColor(.systemRed, for: .normal)
    button.layoutIfNeeded()
    #expect(button.titleLabel!.textColor == .systemRed)
    button.isEnabled = false
    button.layoutIfNeeded()
    #expect(button.titleLabel!.alpha == 0.5)
  }
}
