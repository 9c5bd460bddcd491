// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

extension ContentLayout {
  /// A stack's arranged views in `bounds` (the stack's own coordinates).
  func arrange(_ views: [ContentView], _ stack: StackLayout, in bounds: CGRect) -> [PlacedView] {
    let shown = views.filter { !$0.isHidden }
    guard !shown.isEmpty else { return [] }
    let area = arrangementArea(stack, bounds)
    let horizontal = stack.axis == .horizontal
    let main = horizontal ? area.width : area.height
    let cross = horizontal ? area.height : area.width
    let intrinsic = shown.map { view in
      along(
        intrinsicSize(view, proposal: horizontal ? area.size : CGSize(width: cross, height: main)),
        horizontal)
    }
    let lengths = distribute(
      shown, intrinsic.map(\.main), stack, main: main, horizontal: horizontal)
    let offsets = mainOffsets(lengths, stack, main: main, intrinsic: intrinsic.map(\.main))
    var placed: [PlacedView] = []
    var crossSizes: [CGFloat] = []
    for (i, view) in shown.enumerated() {
      let proposal =
        horizontal
        ? CGSize(width: lengths[i], height: cross) : CGSize(width: cross, height: lengths[i])
      let own = along(intrinsicSize(view, proposal: proposal), horizontal).cross
      crossSizes.append(stack.alignment == .fill || own < 0 ? cross : min(own, max(cross, 0)))
    }
    let crossOffsets = self.crossOffsets(shown, crossSizes, lengths, stack, cross: cross)
    for (i, view) in shown.enumerated() {
      let frame =
        horizontal
        ? CGRect(
          x: area.minX + offsets[i], y: area.minY + crossOffsets[i], width: lengths[i],
          height: crossSizes[i])
        : CGRect(
          x: area.minX + crossOffsets[i], y: area.minY + offsets[i], width: crossSizes[i],
          height: lengths[i])
      placed.append(place(view, in: frame))
    }
    return placed
  }

  func arrangementArea(_ stack: StackLayout, _ bounds: CGRect) -> CGRect {
    guard stack.isLayoutMarginsRelativeArrangement else { return bounds }
    let m = stack.layoutMargins
    return CGRect(
      x: bounds.minX + m.left, y: bounds.minY + m.top,
      width: max(bounds.width - m.left - m.right, 0),
      height: max(bounds.height - m.top - m.bottom, 0))
  }

  func along(_ size: CGSize, _ horizontal: Bool) -> (main: CGFloat, cross: CGFloat) {
    horizontal ? (size.width, size.height) : (size.height, size.width)
  }

  /// Each view's length along the axis, per the distribution.
  func distribute(
    _ views: [ContentView], _ intrinsic: [CGFloat], _ stack: StackLayout, main: CGFloat,
    horizontal: Bool
  ) -> [CGFloat] {
    // A fixed size along the axis is a required constraint: such a view neither grows nor
    // shrinks (in the fill distributions).
    let flexible = views.map { (horizontal ? $0.width : $0.height) == nil }
    let n = CGFloat(views.count)
    let free = main - stack.spacing * (n - 1)
    var lengths = intrinsic.map { max($0, 0) }
    switch stack.distribution {
    case .fillEqually:
      return lengths.map { _ in max(free / n, 0) }
    case .fillProportionally:
      let total = lengths.reduce(0, +)
      guard total > 0 else { return lengths.map { _ in max(free / n, 0) } }
      return lengths.map { max(free * $0 / total, 0) }
    case .fill, .equalSpacing, .equalCentering:
      let extra = free - lengths.reduce(0, +)
      if extra < 0 {
        shrink(&lengths, views, flexible, by: -extra)
      } else if stack.distribution == .fill, extra > 0,
        let lowest = views.indices.filter({ flexible[$0] }).map({ views[$0].effectiveHugging })
          .min()
      {
        // The lowest hugging grows; among equals, the first (UIKit picks by index).
        let index = views.indices.first { flexible[$0] && views[$0].effectiveHugging == lowest }!
        lengths[index] += extra
      }
      return lengths
    }
  }

  /// Takes `amount` from the views with the lowest compression resistance first (among equals,
  /// the last), none below zero.
  func shrink(
    _ lengths: inout [CGFloat], _ views: [ContentView], _ flexible: [Bool], by amount: CGFloat
  ) {
    var remaining = amount
    let order = views.indices.filter { flexible[$0] }.sorted {
      let a = views[$0].effectiveCompressionResistance
      let b = views[$1].effectiveCompressionResistance
      return a != b ? a < b : $0 > $1
    }
    for i in order where remaining > 0 {
      let taken = min(lengths[i], remaining)
      lengths[i] -= taken
      remaining -= taken
    }
  }

  /// Where each view starts along the axis.
  func mainOffsets(
    _ lengths: [CGFloat], _ stack: StackLayout, main: CGFloat, intrinsic: [CGFloat]
  ) -> [CGFloat] {
    let n = lengths.count
    let used = lengths.reduce(0, +)
    var gap = stack.spacing
    if stack.distribution == .equalSpacing, n > 1 {
      gap = max(stack.spacing, (main - used) / CGFloat(n - 1))
    }
    if stack.distribution == .equalCentering, n > 1 {
      let first = lengths[0] / 2
      let last = main - lengths[n - 1] / 2
      let step = (last - first) / CGFloat(n - 1)
      let centres = (0..<n).map { first + step * CGFloat($0) }
      let starts = zip(centres, lengths).map { $0 - $1 / 2 }
      // Centring keeps at least `spacing` between edges; where it cannot, it spaces equally.
      let fits = (1..<n).allSatisfy {
        starts[$0] - (starts[$0 - 1] + lengths[$0 - 1]) >= stack.spacing - 0.001
      }
      if fits { return starts }
      gap = max(stack.spacing, (main - used) / CGFloat(n - 1))
    }
    var offsets: [CGFloat] = []
    var position: CGFloat = 0
    for length in lengths {
      offsets.append(position)
      position += length + gap
    }
    return offsets
  }
}
