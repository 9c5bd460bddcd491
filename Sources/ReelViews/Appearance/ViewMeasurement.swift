// SPDX-License-Identifier: MIT
import Foundation

/// Where views measure what backends know: text (a label's size and baselines) and images (a
/// file's pixel size, which symbols exist). Views stay free of text and image libraries: the
/// first time a view measures, the engines are looked up by name (`ReelCairo.ViewEngines`, there
/// whenever Reel's renderers are linked) and installed. A program without the backends can
/// install its own with `install(text:images:)`.
@preconcurrency @MainActor
public enum ViewMeasurement {
  private static var installedText: (any TextMeasuring)?
  private static var installedImages: (any ImageMeasuring)?
  private static var lookedUp = false

  /// The engine labels are measured with. Without one, text measures as empty (one warning).
  public static var text: any TextMeasuring {
    findEngines()
    return installedText ?? Unmeasured()
  }

  /// The engine images are measured with. Without one, images have no size (one warning).
  public static var images: any ImageMeasuring {
    findEngines()
    return installedImages ?? Unmeasured()
  }

  /// Installs engines (replacing any installed).
  public static func install(text: any TextMeasuring, images: any ImageMeasuring) {
    installedText = text
    installedImages = images
    lookedUp = true
  }

  /// What the backends check about fonts, symbols and image files, for readers on any thread;
  /// without the backends, `UncheckedAssets` (no image can be read).
  public nonisolated static let assets: any AssetChecking =
    provider?.assetChecker ?? UncheckedAssets()

  /// The mangled name of the type that provides the backends' engines, `ReelCairo.ViewEngines`
  /// (the runtime finds types by mangled name; a test checks it against the type).
  package nonisolated static let providerName = "9ReelCairo11ViewEnginesO"

  /// The backends' provider when they are linked.
  private nonisolated static var provider: (any ViewEngineProvider.Type)? {
    _typeByName(providerName) as? any ViewEngineProvider.Type
  }

  private static func findEngines() {
    guard !lookedUp else { return }
    lookedUp = true
    provider?.installViewEngines()
  }

  /// The stand-in without an engine: every text and image is empty; warns once.
  struct Unmeasured: TextMeasuring, ImageMeasuring {
    func sizeThatFits(_ text: String, _ properties: TextProperties, in size: CGSize) -> CGSize {
      warn()
      return .zero
    }
    func firstBaseline(_ text: String, _ properties: TextProperties) -> CGFloat { 0 }
    func lastBaseline(_ text: String, _ properties: TextProperties, in size: CGSize) -> CGFloat {
      0
    }
    func size(ofFile path: String) -> ImageFileSize? {
      warn()
      return nil
    }
    func size(ofData data: Data) -> ImageFileSize? {
      warn()
      return nil
    }
    func hasSymbol(named name: String) -> Bool {
      warn()
      return false
    }
    func symbolSize(named name: String, pointSize: CGFloat) -> CGSize { .zero }

    private func warn() { MainActor.assumeIsolated { ViewMeasurement.warnOnce() } }
  }

  private static var warned = false

  static func warnOnce() {
    guard !warned else { return }
    warned = true
    LayoutEngine.report(
      "[Reel] Views are measured without text and image engines (Reel's renderers are not "
        + "linked): text and images have no size. Link Reel, or call "
        + "ViewMeasurement.install(text:images:).")
  }
}

/// A type that installs text and image engines for views: what `ViewMeasurement` looks up.
public protocol ViewEngineProvider {
  /// Installs the engines (`ViewMeasurement.install(text:images:)`).
  @MainActor static func installViewEngines()
  /// The backends' checks of fonts, symbols and image files (`ViewMeasurement.assets`).
  static var assetChecker: any AssetChecking { get }
}
