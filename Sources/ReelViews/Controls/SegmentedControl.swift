// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UISegmentedControl`: equal segments of titles on a grey capsule, the selected one on a raised
/// white (grey in dark mode) plate. 32 points high with a corner radius of 8 (SPEC-VIEWS 6.12);
/// each segment is as wide as the widest title plus 9 points of padding on each side and 4 of
/// text padding [inferred from the padding values]. Titles are 13 points, semibold when selected.
@preconcurrency @MainActor
open class SegmentedControl: Control {
  /// The index of the selected segment; `noSegment` (−1) for none.
  open var selectedSegmentIndex = SegmentedControl.noSegment { didSet { setNeedsLayout() } }
  /// The selected plate's colour; nil for white in light mode and systemGray4 in dark.
  open var selectedSegmentTintColor: Color? { didSet { setNeedsLayout() } }
  /// `UISegmentedControl.noSegment`.
  public static let noSegment = -1

  static let height: CGFloat = 32
  static let padding: CGFloat = 9 + 4
  private var titles: [String] = []
  private let plate = View()
  private var labels: [Label] = []

  /// A segmented control in `frame` (points) with no segments and none selected.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(plate)
    plate.layer.shadowOpacity = 0.12
    plate.layer.shadowRadius = 4
    plate.layer.shadowOffset = CGSize(width: 0, height: 3)
  }

  /// `UISegmentedControl(items:)`: one segment a title (other items are shown by their
  /// description).
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for (index, item) in (items ?? []).enumerated() {
      insertSegment(withTitle: (item as? String) ?? "\(item)", at: index, animated: false)
    }
  }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// `numberOfSegments`.
  public var numberOfSegments: Int { titles.count }

  /// A tap selects the segment under the finger (segments are equally wide) and sends
  /// `.valueChanged` when the selection changed, as UIKit's does; the plate slides there
  /// (SPEC-VIEWS 6.12: "the selection slides") in UIKit's default 0.3 s ease-in-ease-out, as
  /// its duration is not sourced.
  override func performTap(at point: CGPoint) {
    guard numberOfSegments > 0, bounds.width > 0 else { return }
    let count = numberOfSegments
    var index = min(max(Int(point.x / (bounds.width / CGFloat(count))), 0), count - 1)
    if effectiveUserInterfaceLayoutDirection == .rightToLeft { index = count - 1 - index }
    guard index != selectedSegmentIndex else { return }
    View.animate(0.3, delay: 0, curve: .easeInEaseOut) {
      self.selectedSegmentIndex = index
      self.layoutIfNeeded()
    }
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }

  /// `insertSegment(withTitle:at:animated:)`: `index` is clamped into 0…count.
  open func insertSegment(withTitle title: String?, at index: Int, animated: Bool) {
    let at = min(max(index, 0), titles.count)
    titles.insert(title ?? "", at: at)
    let label = Label()
    label.textAlignment = .center
    labels.insert(label, at: at)
    addSubview(label)
    invalidateIntrinsicContentSize()
  }

  /// `removeSegment(at:animated:)`: an index outside 0..<count does nothing.
  open func removeSegment(at index: Int, animated: Bool) {
    guard titles.indices.contains(index) else { return }
    titles.remove(at: index)
    labels.remove(at: index).removeFromSuperview()
    if selectedSegmentIndex >= titles.count { selectedSegmentIndex = Self.noSegment }
    invalidateIntrinsicContentSize()
  }

  /// `removeAllSegments()`.
  open func removeAllSegments() {
    while !titles.isEmpty { removeSegment(at: titles.count - 1, animated: false) }
  }

  /// `setTitle(_:forSegmentAt:)`.
  open func setTitle(_ title: String?, forSegmentAt index: Int) {
    guard titles.indices.contains(index) else { return }
    titles[index] = title ?? ""
    invalidateIntrinsicContentSize()
  }

  /// `titleForSegment(at:)`.
  open func titleForSegment(at index: Int) -> String? {
    titles.indices.contains(index) ? titles[index] : nil
  }

  /// The widest title (at the selected, semibold weight) plus padding, times the segments.
  open override var intrinsicContentSize: CGSize {
    let widest = labels.indices.map { measuredWidth($0) }.max() ?? 0
    let segment = (widest + 2 * Self.padding).rounded(.up)
    return CGSize(width: segment * CGFloat(titles.count), height: Self.height)
  }

  private func measuredWidth(_ index: Int) -> CGFloat {
    configure(labels[index], index, selected: true)
    return labels[index].intrinsicContentSize.width
  }

  private func configure(_ label: Label, _ index: Int, selected: Bool) {
    label.text = titles[index]
    label.font = .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
    label.textColor = .label
    label.alpha = stateOpacity
  }

  /// Lays out equal segments, the selected one on a raised plate.
  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundColor = .tertiarySystemFill
    layer.cornerRadius = 8
    guard !titles.isEmpty else { return }
    let width = bounds.width / CGFloat(titles.count)
    let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
    for (index, label) in labels.enumerated() {
      let slot = rightToLeft ? titles.count - 1 - index : index
      label.frame = CGRect(x: CGFloat(slot) * width, y: 0, width: width, height: bounds.height)
      configure(label, index, selected: index == selectedSegmentIndex)
    }
    plate.isHidden = !titles.indices.contains(selectedSegmentIndex)
    if let selected = labels.indices.contains(selectedSegmentIndex)
      ? labels[selectedSegmentIndex] : nil
    {
      plate.frame = selected.frame.insetBy(dx: 2, dy: 2)
      plate.layer.cornerRadius = 7
      plate.backgroundColor =
        selectedSegmentTintColor
        ?? Color { $0.userInterfaceStyle == .dark ? .systemGray4 : .white }
    }
  }
}
