// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
import ReelLayout

/// A flow layout whose items sway: item `i` is moved sideways by
/// `wobbleAmplitude · sin(2π·phase + i)` points and turned by `wobbleAngle · sin(2π·phase + i)`
/// radians. Tween `wobblePhase` from 0 to 1 to sway once (the benchmark workload of
/// `benchmarks/peers/cairo-baseline.c`, and a playful idle animation).
open class WobblingFlowLayout: FlowLayout, @unchecked Sendable {
  /// 0…1 for one full sway (any value works; the motion repeats every 1).
  public var wobblePhase: CGFloat = 0
  /// Sideways travel, points.
  public var wobbleAmplitude: CGFloat = 10
  /// Largest turn, radians.
  public var wobbleAngle: CGFloat = 0.1

  /// A new `WobblingFlowLayout` with its defaults when `self` is exactly this class (see
  /// `CollectionViewLayout.makeForCopying()`).
  open override class func makeForCopying() -> CollectionViewLayout? {
    exactly(WobblingFlowLayout.self) { WobblingFlowLayout() } ?? super.makeForCopying()
  }

  public override init() { super.init() }

  /// The layout `init()` makes (Reel reads no archives). Mirrors `init?(coder:)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

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
    let reach =
      abs(wobbleAmplitude) + (abs(wobbleAngle) > 0 ? max(itemSize.width, itemSize.height) : 0)
    return super.layoutAttributesForElements(in: rect.insetBy(dx: -reach, dy: -reach))?.map(wobbled)
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    super.layoutAttributesForItem(at: indexPath).map(wobbled)
  }

  open override class var parameters: [LayoutParameter] {
    super.parameters + [
      .number(
        "wobblePhase", \WobblingFlowLayout.wobblePhase, unit: "sways",
        summary: "0…1 for one sway (tween it)"),
      .number(
        "wobbleAmplitude", \WobblingFlowLayout.wobbleAmplitude, summary: "sideways travel"),
      .number(
        "wobbleAngle", \WobblingFlowLayout.wobbleAngle, unit: "radians", summary: "largest turn"),
    ]
  }
}
