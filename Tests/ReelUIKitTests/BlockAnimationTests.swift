// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// A hosted controller's block animations (`UIView.animate`) are drawn over the scene's time:
/// its views move from their old values to the block's over the duration, after the delay.
@MainActor
@Suite struct BlockAnimationTests {
  /// The banner as drawn at `time`: its centre's y and its alpha.
  func banner(_ player: ScenePlayer, at time: Double) -> (y: CGFloat, alpha: CGFloat)? {
    let items = player.displayList(at: time, scale: 1).overlays.filter {
      $0.identity?.hasPrefix("front") == true
    }
    guard let item = items.first(where: { $0.size == CGSize(width: 350, height: 60) }),
      let view = item.style.views.first
    else { return nil }
    return (item.center.y, view.view.alpha)
  }

  @Test func aBlockAnimationMovesAndFadesTheViewOverItsDuration() throws {
    let (player, _) = try hostedScene("Banner", script: "  - {at: 1, perform: show}") {
      BannerController()
    }
    // Until 1.1 s (the delay) the banner is as it was; then linear over 0.4 s.
    let before = try #require(banner(player, at: 1.05))
    #expect(before.alpha == 0 && before.y == 630)
    let middle = try #require(banner(player, at: 1.3))
    #expect(abs(middle.alpha - 0.5) < 0.01)
    #expect(abs(middle.y - 580) < 0.5)
    let after = try #require(banner(player, at: 1.6))
    #expect(after.alpha == 1 && after.y == 530)
    // The step lasts as long as the animation it started.
    #expect(player.stepSpans[0].end >= 1.5 - 1e-9)
  }

  @Test func changesWithoutAnimationLandAtOnce() throws {
    let (player, made) = try hostedScene(
      "BannerTint", script: "  - {at: 0.5, perform: show}\n  - {at: 1.5, perform: tint}"
    ) { BannerController() }
    #expect(made.banner.backgroundColor == .systemBlue)
    let items = player.displayList(at: 1.6, scale: 1).overlays.compactMap {
      $0.size == CGSize(width: 350, height: 60) ? $0.style.views.first : nil
    }
    let blue = UIColor.systemBlue.rgba(in: .standard)
    #expect(items.first?.view.style.fill == blue)
  }

  @Test func absurdDurationsAndDelaysAreBoundedOrLandAtOnce() throws {
    // A trillion-second block is drawn moving for at most a minute after a minute's delay (the
    // scene does not run for ages); NaN and negative values land at once.
    let (player, made) = try hostedScene(
      "BannerForever",
      script: "  - {at: 0.5, perform: forever}\n  - {at: 1, perform: nonsense}"
    ) { BannerController() }
    #expect(made.banner.alpha == 1)
    #expect(player.stepSpans[0].end <= 0.5 + 120 + 1e-9)
  }
}
