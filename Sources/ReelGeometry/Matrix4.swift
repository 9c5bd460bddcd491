// SPDX-License-Identifier: MIT
import Foundation

/// A plain 4×4 row-major `Double` matrix used inside the decomposition (not public API).
struct Matrix4: Equatable {
  var values: [Double]

  static let identity = Matrix4(values: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

  init(values: [Double]) { self.values = values }
  init(_ t: Transform3D) { values = t.rowMajor.map(Double.init) }

  subscript(row: Int, column: Int) -> Double {
    get { values[row * 4 + column] }
    set { values[row * 4 + column] = newValue }
  }

  var transform: Transform3D { Transform3D(rowMajor: values.map { CGFloat($0) }) }

  static func * (a: Matrix4, b: Matrix4) -> Matrix4 {
    var r = Matrix4(values: Array(repeating: 0, count: 16))
    for i in 0..<4 {
      for j in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += a[i, k] * b[k, j] }
        r[i, j] = sum
      }
    }
    return r
  }

  func inverse() -> Matrix4? {
    let inverted = transform.inverted()
    let product = Matrix4(inverted) * self
    for i in 0..<4 {
      for j in 0..<4 where abs(product[i, j] - (i == j ? 1 : 0)) > 1e-6 { return nil }
    }
    return Matrix4(inverted)
  }
}
