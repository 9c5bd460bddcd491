// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelViews

/// The view hierarchy as UIKit keeps it.
@MainActor
@Suite struct HierarchyTests {
  func tagged(_ tag: Int) -> View {
    let view = View()
    view.tag = tag
    return view
  }

  @Test func insertingMovingAndRemovingSubviews() {
    let parent = View()
    let (a, b, c, d) = (tagged(1), tagged(2), tagged(3), tagged(4))
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, belowSubview: b)
    parent.insertSubview(d, aboveSubview: a)
    #expect(parent.subviews.map(\.tag) == [1, 4, 3, 2])
    parent.bringSubviewToFront(a)
    parent.sendSubviewToBack(b)
    #expect(parent.subviews.map(\.tag) == [2, 4, 3, 1])
    parent.insertSubview(c, at: 99)
    #expect(parent.subviews.map(\.tag) == [2, 4, 1, 3])
    // Adding a view elsewhere takes it from its old superview.
    let other = View()
    other.addSubview(d)
    #expect(parent.subviews.map(\.tag) == [2, 1, 3] && d.superview === other)
    c.removeFromSuperview()
    #expect(parent.subviews.map(\.tag) == [2, 1] && c.superview == nil)
  }

  @Test func aViewCannotContainItsOwnAncestor() {
    let (top, middle, bottom) = (View(), View(), View())
    top.addSubview(middle)
    middle.addSubview(bottom)
    bottom.addSubview(top)
    bottom.addSubview(bottom)
    #expect(bottom.subviews.isEmpty && top.superview == nil)
    #expect(bottom.isDescendant(of: top) && !top.isDescendant(of: bottom))
  }

  @Test func viewWithTagSearchesDepthFirstFromTheView() {
    let root = tagged(0)
    let (a, b, deep) = (tagged(1), tagged(2), tagged(2))
    root.addSubview(a)
    a.addSubview(deep)
    root.addSubview(b)
    #expect(root.viewWithTag(2) === deep)
    #expect(root.viewWithTag(0) === root)
    #expect(b.viewWithTag(1) == nil)
  }

  @Test func sizeToFitAndFittingSizesDoNotMoveTheView() {
    final class Fixed: View {
      override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 12) }
    }
    let view = Fixed(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 5, y: 6, width: 30, height: 12))
  }

  @Test func layoutSubviewsRunsFromTheTopDownAfterTheFramesAreSet() {
    final class Recording: View {
      var log: (String) -> Void = { _ in }
      var name = ""
      override func layoutSubviews() { log("\(name) \(Int(frame.width))") }
    }
    var order: [String] = []
    let parent = Recording(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = Recording()
    child.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(child)
    for (view, name) in [(parent, "parent"), (child, "child")] {
      view.name = name
      view.log = { order.append($0) }
    }
    child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5).isActive = true
    child.heightAnchor.constraint(equalToConstant: 10).isActive = true
    child.leadingAnchor.constraint(equalTo: parent.leadingAnchor).isActive = true
    child.topAnchor.constraint(equalTo: parent.topAnchor).isActive = true
    parent.layoutIfNeeded()
    #expect(order == ["parent 200", "child 100"])
    parent.layoutIfNeeded()
    #expect(order.count == 2)
  }
}
