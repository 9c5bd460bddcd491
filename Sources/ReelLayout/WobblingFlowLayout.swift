// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// A flow layout whose items sway: item `i` is moved sideways by `wobbleAmplitude · sin(2π·phase + i)`
/// points and turned by `wobbleAngle · sin(2π·phase + i)` radians. Tween `wobblePhase` from 0 to 1 to
/// sway once (the benchmark workload of `../shared/bench/cairo-baseline.c`, and a playful idle animation).
open class WobblingFlowLayout: FlowLayout, @unchecked Sendable {
  /// 0…1 for one full sway (any value works; the motion repeats every 1).
  public var wobblePhase: CGFloat = 0
  /// Sideways travel, points.
  public var wobbleAmplitude: CGFloat = 10
  /// Largest turn, radians.
  public var wobbleAngle: CGFloat = 0.1

  public override init() { super.init() }

  func wobbled(_ attributes: LayoutAttributes) -> LayoutAttributes {
    guard attributes.representedElementCategory == .cell else { return attributes }
    let s = sin(2 * .pi * wobblePhase + CGFloat(attributes.indexPath.item))
    let copy = attributes.copy()
    copy.center.x += wobbleAmplitude * s
    copy.transform = Transform2D(rotationAngle: wobbleAngle * s)
    return copy
  }

  /// Items whose swayed frames meet `rect` (the query is widened by the amplitude).
  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    let reach = abs(wobbleAmplitude) + (abs(wobbleAngle) > 0 ? max(itemSize.width, itemSize.height) : 0)
    return super.layoutAttributesForElements(in: rect.insetBy(dx: -reach, dy: -reach))?.map(wobbled)
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    super.layoutAttributesForItem(at: indexPath).map(wobbled)
  }

  open override var animatableParameters: [String] { super.animatableParameters + ["wobblePhase", "wobbleAmplitude", "wobbleAngle"] }

  open override func value(forParameter name: String) -> Double? {
    switch name {
    case "wobblePhase": Double(wobblePhase)
    case "wobbleAmplitude": Double(wobbleAmplitude)
    case "wobbleAngle": Double(wobbleAngle)
    default: super.value(forParameter: name)
    }
  }

  @discardableResult
  open override func setValue(_ value: Double, forParameter name: String) -> Bool {
    switch name {
    case "wobblePhase": wobblePhase = CGFloat(value)
    case "wobbleAmplitude": wobbleAmplitude = CGFloat(value)
    case "wobbleAngle": wobbleAngle = CGFloat(value)
    default: return super.setValue(value, forParameter: name)
    }
    invalidateLayout()
    return true
  }
}
