// SPDX-License-Identifier: MIT
import Testing

@testable import ReelViews

/// The constraint solver against layouts solved by hand.
@Suite struct LayoutSolverTests {
  let solver = LayoutSolver()

  func x(_ v: LayoutVariable, plus c: Double = 0) -> LinearExpression {
    LinearExpression([(v, 1)], constant: c)
  }

  /// `a == b` (`b` a constant or an expression) at `priority`.
  @discardableResult
  func require(
    _ a: LinearExpression, _ relation: LayoutRelation, _ b: LinearExpression,
    priority: Float = 1000, system: Bool = false
  ) -> LayoutConstraintID {
    solver.add(LayoutEquation(a.minus(b), relation, priority: priority, isSystem: system))
  }

  func constant(_ c: Double) -> LinearExpression { LinearExpression(constant: c) }

  @Test func aChainOfEdgesAndAWidth() {
    // label.leading = 16, label.width = 100, image.leading = label.trailing + 8,
    // image.width = image.height, image.height = 44, trailing = image.trailing + 16.
    let (l, w, i, s, t) = (
      solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable(),
      solver.makeVariable()
    )
    require(x(l), .equal, constant(16))
    require(x(w), .equal, constant(100))
    require(x(i), .equal, LinearExpression([(l, 1), (w, 1)], constant: 8))
    require(x(s), .equal, constant(44))
    require(x(t), .equal, LinearExpression([(i, 1), (s, 1)], constant: 16))
    #expect(solver.value(of: i) == 124)
    #expect(solver.value(of: t) == 184)
    #expect(solver.conflicts.isEmpty)
  }

  @Test func inequalitiesHoldAndOptionalOnesPullWithinThem() {
    let v = solver.makeVariable()
    require(x(v), .greaterThanOrEqual, constant(10))
    require(x(v), .lessThanOrEqual, constant(20))
    let far = require(x(v), .equal, constant(30), priority: 250)
    #expect(solver.value(of: v) == 20)
    solver.remove(far)
    require(x(v), .equal, constant(0), priority: 250)
    #expect(solver.value(of: v) == 10)
    require(x(v), .equal, constant(15), priority: 251)
    #expect(solver.value(of: v) == 15)
  }

  @Test func aHigherPriorityWinsHoweverManyLowerOnesPullAgainstIt() {
    // Ten constraints at 750 pull y to 100 and one at 751 pulls it to 0: weights that add up
    // would give 100 (10 × 750 > 751); UIKit compares priorities one at a time and gives 0.
    let y = solver.makeVariable()
    for _ in 0..<10 { require(x(y), .equal, constant(100), priority: 750) }
    require(x(y), .equal, constant(0), priority: 751)
    #expect(solver.value(of: y) == 0)
  }

  @Test func equalPrioritiesSettleForTheLeastTotalError() {
    // a + b == 100 required; a == 0 and b == 0 at 500 each, b == 0 twice: b's errors count
    // twice, so b is 0 and a takes it all.
    let (a, b) = (solver.makeVariable(), solver.makeVariable())
    require(LinearExpression([(a, 1), (b, 1)]), .equal, constant(100))
    require(x(a), .equal, constant(0), priority: 500)
    require(x(b), .equal, constant(0), priority: 500)
    require(x(b), .equal, constant(0), priority: 500)
    #expect(solver.value(of: a) == 100)
    #expect(solver.value(of: b) == 0)
  }

  @Test func removingAConstraintLetsTheOthersHaveTheirWay() {
    let a = solver.makeVariable()
    let pin = require(x(a), .equal, constant(10))
    require(x(a), .equal, constant(20), priority: 500)
    #expect(solver.value(of: a) == 10)
    solver.remove(pin)
    #expect(solver.value(of: a) == 20)
    #expect(!solver.contains(pin))
  }

  @Test func aRequiredConflictBreaksTheNewestConstraintAndKeepsItAsCloseAsItCan() {
    let a = solver.makeVariable()
    let floor = require(x(a), .greaterThanOrEqual, constant(10))
    let five = require(x(a), .equal, constant(5))
    require(x(a), .equal, constant(50), priority: 999)
    // The broken constraint is kept at 1100: a is as close to 5 as a >= 10 allows, whatever
    // the 999 constraint wants.
    #expect(solver.value(of: a) == 10)
    #expect(solver.conflicts == [LayoutConflict(mutuallyExclusive: [floor, five], broken: five)])
    #expect(solver.broken == [five])
    #expect(solver.contains(five))
  }

  @Test func aConflictThroughAChainNamesEveryConstraintInIt() {
    let (a, b) = (solver.makeVariable(), solver.makeVariable())
    let link = require(x(a), .equal, x(b, plus: 10))
    let floor = require(x(b), .greaterThanOrEqual, constant(20))
    require(x(a), .equal, constant(0), priority: 250)
    let ceiling = require(x(a), .lessThanOrEqual, constant(5))
    #expect(solver.conflicts.map(\.mutuallyExclusive) == [[link, floor, ceiling]])
    #expect(solver.conflicts.first?.broken == ceiling)
    #expect(solver.value(of: a) == 30)
  }

  @Test func aSystemConstraintInAConflictBreaksTheAppsNewestInstead() {
    // A cell's content height of 100 against UIKit's encapsulated height of 44: UIKit breaks
    // the app's constraint.
    let h = solver.makeVariable()
    let content = require(x(h), .equal, constant(100))
    let other = solver.makeVariable()
    require(x(other), .equal, constant(1))
    let encapsulated = require(x(h), .equal, constant(44), system: true)
    #expect(solver.value(of: h) == 44)
    #expect(solver.conflicts.first?.broken == content)
    #expect(solver.conflicts.first?.mutuallyExclusive == [content, encapsulated])
    #expect(solver.broken == [content])
  }

  @Test func editsReSolveAsAFreshSolverWould() {
    // x editable; y = x + 10; y <= 50; z = 2y @ 500, z <= 90.
    func build(_ s: LayoutSolver) -> (LayoutVariable, LayoutVariable, LayoutVariable) {
      let (x, y, z) = (s.makeVariable(), s.makeVariable(), s.makeVariable())
      s.add(LayoutEquation(LinearExpression([(y, 1), (x, -1)], constant: -10), .equal))
      s.add(LayoutEquation(LinearExpression([(y, 1)], constant: -50), .lessThanOrEqual))
      s.add(LayoutEquation(LinearExpression([(z, 1), (y, -2)]), .equal, priority: 500))
      s.add(LayoutEquation(LinearExpression([(z, 1)], constant: -90), .lessThanOrEqual))
      s.addEditVariable(x, priority: 999)
      return (x, y, z)
    }
    let (ex, ey, ez) = build(solver)
    var generator = SplitMix(seed: 7)
    for _ in 0..<200 {
      let value = Double(generator.next() % 1200) / 10 - 30
      solver.suggest(ex, value)
      let fresh = LayoutSolver()
      let (fx, fy, fz) = build(fresh)
      fresh.suggest(fx, value)
      for (a, b) in [(ex, fx), (ey, fy), (ez, fz)] {
        #expect(abs(solver.value(of: a) - fresh.value(of: b)) < 1e-6, "x = \(value)")
      }
    }
    // Two hundred re-solves in a row drift by rounding only (1e-14 here; frames are rounded to
    // pixels).
    solver.suggest(ex, 60)
    for (v, expected) in [(ex, 40.0), (ey, 50), (ez, 90)] {
      #expect(abs(solver.value(of: v) - expected) < 1e-9)
    }
  }

  @Test func theSameConstraintsGiveTheSameSolutionWhenUnderdetermined() {
    // Two widths sharing 300 points with nothing to choose between them: a solver picks one
    // vertex, and always the same one.
    func solve() -> [Double] {
      let s = LayoutSolver()
      let (a, b) = (s.makeVariable(), s.makeVariable())
      s.add(LayoutEquation(LinearExpression([(a, 1), (b, 1)], constant: -300), .equal))
      s.add(LayoutEquation(LinearExpression([(a, 1)]), .greaterThanOrEqual))
      s.add(LayoutEquation(LinearExpression([(b, 1)]), .greaterThanOrEqual))
      return [s.value(of: a), s.value(of: b)]
    }
    let first = solve()
    for _ in 0..<20 { #expect(solve() == first) }
    #expect(first.reduce(0, +) == 300)
  }
}

/// A small deterministic generator for the tests.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
