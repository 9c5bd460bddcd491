// SPDX-License-Identifier: MIT
// The `reel` tool with the three ported layouts: registers them for scene files, then runs reel's
// own command line:
//   swift run PortsDemo render scenes/*.yaml --out out
import ReelCommandLine
import ReelLayout
import UIKitPorts

/// The waterfall's delegate, as a view controller would be: each photo's height from its aspect
/// ratio (a repeating set of portrait, square and landscape photos).
final class PhotoHeights: PinterestLayoutDelegate, @unchecked Sendable {
  static let ratios: [CGFloat] = [1.5, 1, 0.75, 1.25, 0.66, 1.1, 0.8]

  func collectionView(
    _ collectionView: CollectionView, heightForPhotoAtIndexPath indexPath: IndexPath,
    withWidth width: CGFloat
  ) -> CGFloat {
    (width * Self.ratios[indexPath.item % Self.ratios.count]).rounded()
  }
}

let photoHeights = PhotoHeights()
LayoutRegistry.shared.register("pinterest") {
  let layout = PinterestLayout()
  layout.delegate = photoHeights
  return layout
}
LayoutRegistry.shared.register("carousel") { CarouselFlowLayout() }
LayoutRegistry.shared.register("slidingFlow") {
  let layout = SlidingFlowLayout()
  layout.itemSize = CGSize(width: 358, height: 76)
  layout.minimumLineSpacing = 8
  layout.sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
  return layout
}
ReelCommand.main()
