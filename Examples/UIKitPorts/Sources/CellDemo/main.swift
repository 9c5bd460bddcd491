// SPDX-License-Identifier: MIT
// Renders the ported `ContactCell` as a self-sizing list cell would be sized (the width fixed,
// the height from its constraints) in light and dark mode and at an accessibility text size:
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

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "out")
do {
  try MainActor.assumeIsolated { try render(to: folder) }
} catch {
  FileHandle.standardError.write(Data("CellDemo: \(error)\n".utf8))
  exit(1)
}
