// SPDX-License-Identifier: MIT
import Foundation
import ReelText
import ReelViews

/// The engines views measure with when Reel's backends are linked: Pango for text, Reel's image
/// readers for images. `ReelViews` finds this type by name the first time a view measures (it
/// cannot import the backends), so views built anywhere in a program that links Reel measure
/// real text and images without any setup.
public enum ViewEngines: ViewEngineProvider {
  /// Installs Pango's text engine and the image measurer.
  @MainActor
  public static func installViewEngines() {
    ViewMeasurement.install(text: TextMeasurers.engine, images: BackendImageMeasurer())
  }

  /// Fontconfig, Pango, the icon font and the image readers' headers.
  public static var assetChecker: any AssetChecking { BackendAssetChecker() }
}
