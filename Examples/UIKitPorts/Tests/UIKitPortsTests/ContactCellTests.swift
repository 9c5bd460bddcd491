// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

@testable import UIKitPorts

/// The ported cell's frames against the arithmetic of its constraints, worked by hand: the
/// content view's margins are 8 points; the avatar is 44 × 44 at the leading margin, centred
/// vertically; the text stack starts 12 points after it, at the top margin, and its bottom sits
/// on the bottom margin; the chevron (a 13-point symbol: 6.5 points wide) ends at the trailing
/// margin, at least 8 points after the stack, which therefore is at most
/// 358 − 8 − 6.5 − 8 − 64 = 271.5 points wide: the detail text wraps there, and the stack (aligned
/// leading, so as narrow as its widest label allows) takes the width of the widest wrapped line.
/// The labels' sizes are the text engine's measurements.
@MainActor
@Suite struct ContactCellTests {
  let detail =
    "Wrote the first program for the Analytical Engine, and saw that it could do more than "
    + "calculate."

  @Test func framesMatchTheConstraintsSolvedByHand() throws {
    let cell = makeContactCell(name: "Ada Lovelace", detail: detail, avatar: "avatar")
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 358, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    cell.frame = CGRect(origin: .zero, size: size)
    cell.layoutIfNeeded()
    let content = cell.contentView
    let avatar = try #require(content.subviews[0] as? UIImageView)
    let stack = try #require(content.subviews[1] as? UIStackView)
    let chevron = try #require(content.subviews[2] as? UIImageView)
    let name = try #require(stack.arrangedSubviews[0] as? UILabel)
    let detailLabel = try #require(stack.arrangedSubviews[1] as? UILabel)

    let nameHeight = name.intrinsicContentSize.height
    let widest: CGFloat = 358 - 8 - 6.5 - 8 - 64
    let wrapped = detailLabel.sizeThatFits(CGSize(width: widest, height: 0))
    let stackWidth = max(wrapped.width, name.intrinsicContentSize.width)
    let detailHeight = wrapped.height
    #expect(stackWidth <= widest && stackWidth > widest - 40)
    let height = 8 + nameHeight + 2 + detailHeight + 8
    #expect(nameHeight > 15 && detailHeight > 2 * nameHeight)  // it wraps
    #expect(size == CGSize(width: 358, height: height))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 358, height: height))
    #expect(avatar.frame == CGRect(x: 8, y: (height - 44) / 2, width: 44, height: 44))
    #expect(stack.frame == CGRect(x: 64, y: 8, width: stackWidth, height: height - 16))
    #expect(
      name.frame == CGRect(x: 0, y: 0, width: name.intrinsicContentSize.width, height: nameHeight))
    #expect(
      detailLabel.frame == CGRect(x: 0, y: nameHeight + 2, width: stackWidth, height: detailHeight))
    #expect(chevron.frame.maxX == 350)
    #expect(chevron.frame.width == 6.5)
    #expect(abs(chevron.frame.midY - height / 2) < 0.001)
    #expect(avatar.image?.size == CGSize(width: 60, height: 60))  // avatar@2x.png: 120 pixels
  }

  @Test func aShortDetailLeavesTheAvatarSettingTheHeight() {
    let cell = makeContactCell(name: "Ada", detail: "", avatar: nil)
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 358, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // 8 + 44 + 8: the avatar's top is at least the margin, and it is centred.
    #expect(size.height == 60)
  }
}
