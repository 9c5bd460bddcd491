// SPDX-License-Identifier: MIT
// Renders the ported `ContactCell` as a self-sizing list cell would be sized (the width fixed,
// the height from its constraints) in light and dark mode and at an accessibility text size,
// then a list of them in a collection view built in code, a contact inserted at the top:
//   swift run CellDemo out
import Foundation
import Reel
import UIKitPorts

@MainActor
func render(to folder: URL) throws {
  let variants: [(String, ViewRenderer)] = [
    ("contact-cell-light", ViewRenderer()),
    ("contact-cell-dark", ViewRenderer(appearance: .dark)),
    ("contact-cell-ax2", ViewRenderer(contentSizeCategory: .accessibilityLarge)),
  ]
  try AtomicWriter.makeDirectory(folder)
  for (name, renderer) in variants {
    let cell = makeContactCell(
      name: "Ada Lovelace",
      detail: "Wrote the first program for the Analytical Engine, and saw that it could do "
        + "more than calculate.",
      avatar: "avatar")
    renderer.layOut(cell)
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 358, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let url = folder.appendingPathComponent(name + ".png")
    try renderer.write(cell, to: url, size: size)
    print("\(url.path): \(Int(size.width)) × \(size.height) points")
  }
}

/// Three contacts in a list; at 0.5 s a fourth is inserted at the top, and the rows below slide
/// down as UIKit animates an insertion. Each cell is a `ContactCell`, from the cell provider.
@MainActor
func renderList(to folder: URL) throws {
  var contacts = [
    "0": ("Ada Lovelace", "Analytical Engine"), "1": ("Grace Hopper", "COBOL, the first compiler"),
    "2": ("Alan Turing", "On computable numbers"),
  ]
  let layout = FlowLayout()
  layout.itemSize = CGSize(width: 358, height: 64)
  layout.minimumLineSpacing = 8
  layout.sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
  let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 320), collectionViewLayout: layout,
    itemCounts: [3])
  let timeline = Timeline(collectionView: collectionView)
  try timeline.performBatchUpdates(at: 0.5) { $0.insertItems(at: [IndexPath(item: 0, section: 0)]) }
  // The inserted item's id is the collection view's next serial number.
  let inserted = collectionView.sections[0].items[0].id
  contacts[inserted] = ("Katherine Johnson", "Orbital mechanics for Friendship 7")
  let scene = try ScenePlayer(
    name: "contacts", collectionView: collectionView, timeline: timeline
  ) { _, _, id in
    guard let (name, detail) = contacts[id] else { return nil }
    return makeContactCell(name: name, detail: detail, avatar: "avatar")
  }
  let result = try SceneRenderer().render(
    scene, options: RenderOptions(format: .gif, outputDirectory: folder))
  print("\(result.files[0].path): \(result.frameCount) frames")
}

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "out")
do {
  try MainActor.assumeIsolated {
    try render(to: folder)
    try renderList(to: folder)
  }
} catch {
  FileHandle.standardError.write(Data("CellDemo: \(error)\n".utf8))
  exit(1)
}
