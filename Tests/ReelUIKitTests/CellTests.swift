// SPDX-License-Identifier: MIT
import ReelUIKit
import Testing

/// UICollectionViewCell as a view: its content view and background views.
@MainActor
@Suite struct CellTests {
  @Test func contentViewFillsTheCellAndFollowsItsSize() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(cell.contentView.superview === cell)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    cell.frame = CGRect(x: 10, y: 20, width: 300, height: 80)
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 80))
  }

  @Test func backgroundViewsGoBehindTheContent() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let background = UIView()
    let selected = UIView()
    cell.selectedBackgroundView = selected
    cell.backgroundView = background
    #expect(
      cell.subviews.map { ObjectIdentifier($0) } == [
        ObjectIdentifier(background), ObjectIdentifier(selected),
        ObjectIdentifier(cell.contentView),
      ])
    #expect(background.frame == cell.bounds)
    #expect(selected.isHidden)
    cell.isSelected = true
    #expect(!selected.isHidden)
    cell.isSelected = false
    cell.isHighlighted = true
    #expect(!selected.isHidden)
    cell.backgroundView = nil
    #expect(background.superview == nil)
  }

  @Test func aSelfSizingCellTakesItsContentsHeight() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
      box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10),
      box.heightAnchor.constraint(equalToConstant: 57),
      box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
    ])
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 320, height: 77))
  }
}
