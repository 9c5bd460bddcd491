// SPDX-License-Identifier: MIT
// Glue for the demo and the tests (not part of the iOS file): a contact cell filled with sample
// data, as a data source's cell provider would configure one.
import ReelUIKit

/// A `ContactCell` configured with `name`, `detail` and the image named `avatar` (looked up as
/// `UIImage(named:)` does: `Resources/avatar@2x.png`).
@MainActor
public func makeContactCell(name: String, detail: String, avatar: String?) -> UICollectionViewCell {
  let cell = ContactCell(frame: CGRect(x: 0, y: 0, width: 358, height: 60))
  cell.configure(name: name, detail: detail, avatar: avatar.flatMap { UIImage(named: $0) })
  return cell
}
