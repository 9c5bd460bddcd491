// SPDX-License-Identifier: MIT
import ReelPortRewrite
import Testing

/// Which classes of ported files scenes can name.
struct PortRegistryTests {
  private func registry(_ text: String) -> PortRegistry {
    PortRegistry(index: PortRewrite.index([PortSource(path: "/ios/A.swift", text: text)]))
  }

  @Test func controllersAndLayoutsThatTypeMakesAreRegistered() {
    let found = registry(
      """
      class Base: UIViewController {}
      class Grid: Base {}
      class Detail: UIViewController {
          init(item: Int) { super.init(nibName: nil, bundle: nil) }
          required init?(coder: NSCoder) { fatalError() }
      }
      class Settings: UICollectionViewController {
          init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
          required init?(coder: NSCoder) { fatalError() }
      }
      private class Hidden: UIViewController {}
      class Generic<T>: UIViewController {}
      class Mosaic: UICollectionViewLayout {}
      class Tiles: Mosaic { convenience init(n: Int = 3) { self.init() } }
      protocol Thing {}
      class Model: Thing {}
      """)
    #expect(found.viewControllers == ["Base", "Grid", "Settings"])
    #expect(found.layouts == ["Mosaic", "Tiles"])
    #expect(found.skipped.map(\.name) == ["Detail", "Generic", "Hidden"])
    #expect(found.source.contains("ViewControllerRegistry.shared.register(\"Grid\") { Grid() }"))
    #expect(found.source.contains("LayoutRegistry.shared.register(\"Mosaic\") { Mosaic() }"))
  }
}
