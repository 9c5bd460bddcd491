// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

/// A list cell's content built as an iOS developer builds one: an image, a title and a wrapped
/// subtitle (1–3 sentences, real text measured by Pango) in a vertical stack beside it, an
/// accessory, pinned by anchors (13 constraints of the app's, plus the stack's own).
@MainActor
func makeCellContent(_ index: Int) -> (View, NSLayoutConstraint) {
  let content = View(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
  let image = View()
  image.translatesAutoresizingMaskIntoConstraints = false
  let title = Label()
  title.text = "Row \(index)"
  title.font = .preferredFont(forTextStyle: .headline)
  let subtitle = Label()
  subtitle.numberOfLines = 0
  subtitle.font = .preferredFont(forTextStyle: .subheadline)
  subtitle.text = String(repeating: "Detail text for row \(index). ", count: 1 + index % 3)
  let accessory = View()
  accessory.translatesAutoresizingMaskIntoConstraints = false
  let texts = StackView(arrangedSubviews: [title, subtitle])
  texts.axis = .vertical
  texts.spacing = 4
  texts.alignment = .leading
  texts.translatesAutoresizingMaskIntoConstraints = false
  for view in [image, texts, accessory] { content.addSubview(view) }
  let top = texts.topAnchor.constraint(equalTo: content.topAnchor, constant: 8)
  NSLayoutConstraint.activate([
    image.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
    image.centerYAnchor.constraint(equalTo: content.centerYAnchor),
    image.widthAnchor.constraint(equalToConstant: 40),
    image.heightAnchor.constraint(equalTo: image.widthAnchor),
    accessory.heightAnchor.constraint(equalToConstant: 24),
    image.topAnchor.constraint(greaterThanOrEqualTo: content.topAnchor, constant: 8),
    texts.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
    top,
    texts.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8),
    texts.trailingAnchor.constraint(lessThanOrEqualTo: accessory.leadingAnchor, constant: -8),
    accessory.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
    accessory.centerYAnchor.constraint(equalTo: content.centerYAnchor),
    accessory.widthAnchor.constraint(equalToConstant: 24),
  ])
  return (content, top)
}

/// 1000 self-sizing cells fitted at a required width (as a list fits its rows), then one
/// constant changed and the cell laid out again.
@MainActor
func measureViewCells() {
  let cells = (0..<1000).map { makeCellContent($0) }
  var total = 0.0
  // The first pass measures every text (Pango); later passes find the measurements cached.
  let cold = seconds {
    for (content, _) in cells {
      _ = content.systemLayoutSizeFitting(
        CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
  }
  print("autolayout.viewCells.cold.1000 \(String(format: "%.1f", cold * 1000)) ms")
  let fit = median(5) {
    total = 0
    for (content, _) in cells {
      total +=
        content.systemLayoutSizeFitting(
          CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel
        ).height
    }
  }
  print("autolayout.viewCells.1000 \(String(format: "%.1f", fit * 1000)) ms (\(Int(total)) pt)")
  let (content, top) = cells[500]
  content.frame.size = content.systemLayoutSizeFitting(
    CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
    verticalFittingPriority: .fittingSizeLevel)
  let change = seconds {
    for step in 0..<1000 {
      top.constant = CGFloat(8 + step % 3)
      content.layoutIfNeeded()
    }
  }
  print("autolayout.viewConstant \(String(format: "%.1f", change * 1000)) µs")
}
