// SPDX-License-Identifier: MIT
import Foundation

/// Closed-form solution of `m·x'' + c·x' + k·x = 0` with `x(0) = x0`, `x'(0) = velocity` (SPEC
/// §7.3.2): the one spring solver, behind UIKit's spring timing (`x0 = −1`, progress `1 + x`) and
/// the bounce back after over-scrolling (`ScrollSpring`).
struct Oscillator {
  let beta: Double  // c / 2m
  let omega0: Double  // √(k/m)
  let velocity: Double
  let x0: Double

  init(mass: Double, stiffness: Double, damping: Double, velocity: Double, x0: Double = -1) {
    beta = damping / (2 * mass)
    omega0 = (stiffness / mass).squareRoot()
    self.velocity = velocity
    self.x0 = x0
  }

  private var isUnderdamped: Bool { beta < omega0 * (1 - 1e-9) }
  private var isOverdamped: Bool { beta > omega0 * (1 + 1e-9) }

  func displacement(at t: Double) -> Double {
    if isUnderdamped {
      let wd = (omega0 * omega0 - beta * beta).squareRoot()
      return exp(-beta * t) * (x0 * cos(wd * t) + ((velocity + beta * x0) / wd) * sin(wd * t))
    }
    if isOverdamped {
      let (r1, r2, c1, c2) = overdampedTerms
      return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
    return exp(-omega0 * t) * (x0 + (velocity + omega0 * x0) * t)
  }

  private var overdampedTerms: (Double, Double, Double, Double) {
    let root = (beta * beta - omega0 * omega0).squareRoot()
    let r1 = -beta + root
    let r2 = -beta - root
    let c2 = (velocity - r1 * x0) / (r2 - r1)
    return (r1, r2, x0 - c2, c2)
  }

  /// Time after which an upper bound of |x(t)| stays below `threshold`.
  func settlingTime(threshold: Double) -> Double {
    if isUnderdamped {
      let wd = (omega0 * omega0 - beta * beta).squareRoot()
      let b = (velocity + beta * x0) / wd
      let amplitude = (x0 * x0 + b * b).squareRoot()
      return max(log(amplitude / threshold) / beta, 0)
    }
    // Monotone tails: bisection on an upper bound of |x|.
    let bound: (Double) -> Double
    if isOverdamped {
      let (r1, r2, c1, c2) = overdampedTerms
      bound = { abs(c1) * exp(r1 * $0) + abs(c2) * exp(r2 * $0) }
    } else {
      let a = abs(x0)
      let b = abs(velocity + omega0 * x0)
      // Already within the threshold and only decaying: at rest from the start.
      if a <= threshold && b == 0 { return 0 }
      bound = { exp(-omega0 * $0) * (a + b * $0) }
    }
    var hi = 1.0
    while bound(hi) > threshold && hi < 1e6 { hi *= 2 }
    var lo = 0.0
    for _ in 0..<80 {
      let mid = (lo + hi) / 2
      if bound(mid) > threshold { lo = mid } else { hi = mid }
    }
    return hi
  }
}
