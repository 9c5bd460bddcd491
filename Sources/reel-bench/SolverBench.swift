// SPDX-License-Identifier: MIT
import Foundation
import ReelViews

/// The constraints of one list cell 390 points wide, as a cell with Auto Layout makes them: an
/// image, a title and a subtitle beside it, an accessory at the trailing edge, the cell's height
/// fitted (16 constraints). The same system, in the same order, is `benchmarks/kiwi_cells.py`.
func addCell(to solver: LayoutSolver, index: Int) -> LayoutVariable {
  let v = (0..<15).map { _ in solver.makeVariable() }
  let (imageX, imageY, imageW, imageH) = (v[0], v[1], v[2], v[3])
  let (titleX, titleY, titleW, titleH) = (v[4], v[5], v[6], v[7])
  let (subtitleX, subtitleY, subtitleW, subtitleH) = (v[8], v[9], v[10], v[11])
  let (accessoryX, accessoryW, height) = (v[12], v[13], v[14])
  func add(
    _ terms: [(LayoutVariable, Double)], _ constant: Double, _ relation: LayoutRelation = .equal,
    _ priority: Float = 1000
  ) {
    solver.add(
      LayoutEquation(LinearExpression(terms, constant: constant), relation, priority: priority))
  }
  add([(imageX, 1)], -16)
  add([(imageW, 1)], -40)
  add([(imageH, 1), (imageW, -1)], 0)
  add([(imageY, 1)], -8)
  add([(titleX, 1), (imageX, -1), (imageW, -1)], -12)
  add([(accessoryW, 1)], -24)
  add([(accessoryX, 1), (accessoryW, 1)], -374)
  add([(accessoryX, 1), (titleX, -1), (titleW, -1)], -8)
  add([(titleY, 1)], -8)
  add([(titleH, 1)], -20, .equal, 750)
  add([(subtitleX, 1), (titleX, -1)], 0)
  add([(subtitleW, 1), (titleW, -1)], 0)
  add([(subtitleY, 1), (titleY, -1), (titleH, -1)], -4)
  add([(subtitleH, 1)], -Double(18 * (1 + index % 3)), .equal, 750)
  add([(height, 1), (subtitleY, -1), (subtitleH, -1)], -8, .greaterThanOrEqual)
  add([(height, 1)], 0, .equal, 50)
  return titleH
}

/// Solves 1000 and 4000 cells in one solver (the cost should grow linearly), then re-solves a
/// changed constant (an edit) 1000 times.
func measureSolver() {
  for count in [1000, 4000] {
    var height = 0.0
    let build = median(5) {
      let solver = LayoutSolver()
      let last = (0..<count).map { addCell(to: solver, index: $0) }.last!
      height = solver.value(of: last)
    }
    print("autolayout.cells.\(count) \(String(format: "%.1f", build * 1000)) ms (\(height))")
  }
  let solver = LayoutSolver()
  let titles = (0..<1000).map { addCell(to: solver, index: $0) }
  solver.addEditVariable(titles[500], priority: 999)
  let edit = seconds {
    for step in 0..<1000 { solver.suggest(titles[500], Double(20 + step % 7)) }
  }
  print("autolayout.edit \(String(format: "%.2f", edit * 1000)) µs")
  MainActor.assumeIsolated {
    measureViewCells()
    measureCellDrawing()
  }
}
