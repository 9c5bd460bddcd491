// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelRender
import ReelSnapshot
import ReelViews
import Testing

/// Views drawn by `ViewRenderer`: layout, layers, traits and text reach the pixels.
@MainActor
@Suite struct ViewRendererTests {
  /// Views find the backends' engines by the provider's mangled name: renaming or moving the
  /// type must change the name views look up.
  @Test func viewsFindTheBackendsEngines() {
    #expect(_mangledTypeName(ViewEngines.self) == ViewMeasurement.providerName)
    let label = Label()
    label.text = "Measured"
    #expect(label.intrinsicContentSize.width > 40)
    // Readers on any thread find the backends' checks the same way.
    #expect(!ViewMeasurement.assets.isFontInstalled(family: "No Such Family"))
    #expect(ViewMeasurement.assets.isFontInstalled(family: "DejaVu Sans"))
  }

  /// A 100 × 60 view with a 40 × 40 box pinned 10 points in from its top left.
  func boxInView() -> (View, View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    root.backgroundColor = .systemBackground
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    box.backgroundColor = .red
    root.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 40),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    return (root, box)
  }

  func rgb(_ raster: Raster, _ x: Int, _ y: Int) -> [UInt8] {
    let p = raster.pixel(x: x, y: y)
    return [p.r, p.g, p.b, p.a]
  }

  @Test func layoutAndBackgroundsReachThePixels() throws {
    let (root, _) = boxInView()
    let raster = try ViewRenderer(scale: 1).raster(root)
    #expect(raster.width == 100 && raster.height == 60)
    #expect(rgb(raster, 30, 30) == [255, 0, 0, 255])
    #expect(rgb(raster, 5, 5) == [255, 255, 255, 255])
    #expect(rgb(raster, 55, 30) == [255, 255, 255, 255])
  }

  @Test func darkAppearanceResolvesDynamicColours() throws {
    let (root, _) = boxInView()
    let dark = try ViewRenderer(scale: 1, appearance: .dark).raster(root)
    #expect(rgb(dark, 5, 5) == [0, 0, 0, 255])
    root.overrideUserInterfaceStyle = .light
    let forced = try ViewRenderer(scale: 1, appearance: .dark).raster(root)
    #expect(rgb(forced, 5, 5) == [255, 255, 255, 255])
  }

  @Test func clippingHidingAndAlpha() throws {
    let (root, box) = boxInView()
    let inner = View(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
    inner.backgroundColor = .blue
    box.addSubview(inner)
    let renderer = ViewRenderer(scale: 1)
    #expect(rgb(try renderer.raster(root), 60, 45) == [0, 0, 255, 255])
    box.clipsToBounds = true
    #expect(rgb(try renderer.raster(root), 60, 45) == [255, 255, 255, 255])
    box.alpha = 0.5
    let half = rgb(try renderer.raster(root), 30, 30)
    #expect(half[0] == 255 && (126...129).contains(half[1]))
    box.isHidden = true
    #expect(rgb(try renderer.raster(root), 30, 30) == [255, 255, 255, 255])
  }

  @Test func aVisualEffectViewBlursWhatIsBehindIt() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    root.backgroundColor = .white
    let stripe = View(frame: CGRect(x: 38, y: 0, width: 4, height: 40))
    stripe.backgroundColor = .black
    root.addSubview(stripe)
    let blur = VisualEffectView(effect: BlurEffect(style: .systemThinMaterialLight))
    blur.frame = root.bounds
    root.addSubview(blur)
    let raster = try ViewRenderer(scale: 1).raster(root)
    let middle = rgb(raster, 40, 20)
    let beside = rgb(raster, 46, 20)
    // The black stripe is spread out and washed with the light material: grey, not black, and
    // it reaches a few points beside the stripe.
    #expect(middle[0] > 40 && middle[0] < 250)
    #expect(beside[0] < 255)
    blur.effect = nil
    #expect(rgb(try ViewRenderer(scale: 1).raster(root), 40, 20) == [0, 0, 0, 255])
  }

  @Test func aViewWithoutSizeIsFittedToItsConstraints() throws {
    let label = Label()
    label.text = "Fitted"
    let list = ViewRenderer().displayList(label)
    #expect(list.size == label.intrinsicContentSize)
    #expect(list.pixelWidth == Int((label.intrinsicContentSize.width * 2).rounded(.up)))
  }

  @Test func outputIsDeterministicAndWrittenWhole() throws {
    let (root, _) = boxInView()
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("reel-view-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let png = folder.appendingPathComponent("box.png")
    let svg = folder.appendingPathComponent("box.svg")
    try ViewRenderer().write(root, to: png)
    try ViewRenderer().write(root, to: svg)
    #expect(try Data(contentsOf: png) == (try ViewRenderer().png(root)))
    #expect(String(decoding: try Data(contentsOf: svg), as: UTF8.self).contains("<svg"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "box.png", "box.svg",
      ])
  }
}

/// `SnapshotAssertion.verify(view:…)`: the view tree's text, then its pixels, against references.
@MainActor
@Suite struct ViewSnapshotAssertionTests {
  @Test func recordsThenMatchesThenNamesTheMovedView() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("reel-view-snapshot-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let testFile = folder.appendingPathComponent("BadgeTests.swift").path
    func check(_ view: View, _ mode: SnapshotRecordMode) -> String? {
      SnapshotAssertion.verify(
        view: view, size: nil, renderer: ViewRenderer(scale: 1), label: "badge",
        includesLayout: true, comparator: ImageComparator(), record: mode, filePath: testFile,
        function: "badge()")
    }
    let root = View(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    let box = View(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
    box.backgroundColor = .systemRed
    root.addSubview(box)
    #expect(check(root, .missing)?.contains("record") == true)
    let references = folder.appendingPathComponent("__Snapshots__/BadgeTests")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: references.path).sorted() == [
        "badge.badge.layout.txt", "badge.badge.png",
      ])
    #expect(check(root, .never) == nil)
    box.frame.origin.x = 30
    let failure = try #require(check(root, .never))
    #expect(failure.contains("frame = (30 5; 20 20)"))
    #expect(failure.contains("pixels differ"))
  }
}
