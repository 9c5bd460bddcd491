// SPDX-License-Identifier: MIT
import Foundation

/// The keys of the scene format's main mappings, declared once: the reader accepts exactly
/// these, and `SchemaTests` and `SceneKeyTablesTests` check the published JSON Schema
/// (`scenes/scene.schema.json`) and the key tables of `scenes/README.md` against them. (Styles,
/// steps, screens, layouts and lists declare theirs beside their readers: `StylePatch.keys`,
/// `SceneLoader.stepKeys`, `SceneLoader.screenKeys`, `CompositionalReader.listKeys`, …)
public enum SceneKeys {
  /// A scene file's top level.
  public static let document = [
    "$schema", "name", "description", "appearance", "systemVersion", "canvas", "collectionView",
    "collectionViews", "screens", "container", "sync", "script", "viewController", "overlays",
    "theme", "templates", "strings", "include",
  ]
  /// `viewController` as a mapping.
  public static let viewController = ["type", "navigation", "tabs", "selected"]
  /// `canvas`.
  public static let canvas = [
    "width", "height", "scale", "background", "fps", "gifFps", "duration", "hold", "showTouches",
    "device",
  ]
  /// `canvas.device` as a mapping.
  public static let device = [
    "model", "orientation", "frame", "statusBar", "homeIndicator", "time", "statusBarStyle",
  ]
  /// `collectionView` (and each of `collectionViews`, which adds `name`).
  public static let collectionView = [
    "frame", "background", "clipsToBounds", "contentInset", "contentOffset", "layout", "style",
    "headerStyle", "footerStyle", "items", "sections", "pagingEnabled", "decelerationRate",
    "showsScrollIndicators", "layouts", "onTap", "layoutDirection", "supplementaryStyles",
    "decorationStyles", "safeAreaInsets", "contentInsetAdjustmentBehavior", "layoutMargins",
  ]
  /// Each of `collectionView.sections`.
  public static let section = ["id", "items", "style", "header", "footer"]
  /// `collectionView.onTap`.
  public static let onTap = ["cell", "empty", "insertAt"]
  /// `container`.
  public static let container = ["type", "root", "tabs", "selected", "style"]
  /// A style's `font` as a mapping.
  public static let font = ["textStyle", "family", "size", "weight", "design"]
  /// A style's `image` as a mapping.
  public static let image = ["file", "contentMode", "masksToAspectFit", "scale"]
  /// A style's `border`.
  public static let border = ["width", "color"]
  /// A style's `shadow`.
  public static let shadow = ["color", "opacity", "radius", "offset", "path"]
  /// A shadow's `path`.
  public static let shadowPath = ["rect", "cornerRadius", "ellipse"]
  /// A style's `gradient`.
  public static let gradient = ["type", "colors", "locations", "startPoint", "endPoint"]
}
