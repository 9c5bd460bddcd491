// SPDX-License-Identifier: MIT
import Foundation
import ReelAnimation
import ReelGeometry
import ReelLayout
import ReelRender
import ReelTiming
import ReelViews

/// A parsed, validated scene file: the canvas, the collection view and the script.
/// See `scenes/README.md` for the format.
public struct SceneDocument {
  /// The file it came from (as given), used in messages.
  public var file: String
  /// The scene's name: the file name without extension unless the file sets `name`.
  public var name: String
  public var canvas: CanvasSpec
  public var collectionViews: [CollectionViewSpec]
  public var script: [StepSpec]
  /// Names of collection views whose scroll positions follow each other by item index.
  public var syncedCollectionViews: [String] = []
  /// The screens, for scenes with screen transitions (seed 002); empty otherwise.
  public var screens: [ScreenSpec] = []
  /// What holds the screens; nil when the scene has no screens.
  public var container: ContainerSpec?
  /// Where `canvas:` and each of its keys (`canvas.fps`, …) were written, so limits that depend on
  /// options given later (frame rate, scale) can still be reported at their place in the file;
  /// empty for documents built in code.
  public var canvasLocations: [String: SourceLocation] = [:]
  /// Light or dark mode and the iOS look the scene's colours were resolved for.
  public var traits = TraitCollection.standard
  /// What renders, but not as written (fonts and characters the machine lacks).
  public var warnings: [SceneWarning] = []
  /// Documentation overlays (`overlays:`), in drawing order, back to front.
  public var overlays: [OverlaySpec] = []
  /// How they look (`theme:`).
  public var overlayTheme = OverlayTheme()
  /// The locales of the scene's `strings:`, the default first; empty without them.
  public var locales: [String] = []

  /// An error at `canvas.<key>` for the first of `keys` the file gives, else at `canvas`, else (a
  /// document built in code) at the file without a position.
  public func canvasError(_ message: String, at keys: [String] = []) -> SceneError {
    for key in keys { if let location = canvasLocations[key] { return location.error(message) } }
    let fallback = SourceLocation(file: file, keyPath: "canvas")
    return (canvasLocations["canvas"] ?? fallback).error(message)
  }
}

/// The picture: size in points, pixel scale, background, frame rates and duration.
public struct CanvasSpec {
  public var width: CGFloat
  public var height: CGFloat
  /// Pixels per point (1…4).
  public var scale: CGFloat
  public var background: RGBAColor
  /// Frame rate of PNG/SVG frame sequences.
  public var fps: Double
  /// Frame rate of GIFs (at most 50, the fastest GIF plays faithfully).
  public var gifFPS: Double
  /// A fixed length, or nil for "until the last animation ends, plus `hold`".
  public var duration: Double?
  /// Seconds added after the last animation when the duration is automatic.
  public var hold: Double
  /// Whether gestures are drawn as translucent touch circles.
  public var showTouches: Bool
  /// How they are drawn.
  public var touchStyle = TouchStyle()
  /// The device the canvas is the screen of (`device:`), nil for a plain canvas.
  public var device: DeviceSpec?

  /// A canvas with a scene file's defaults: white, @1x, 30 fps (GIFs 50), half a second held at
  /// the end.
  public init(
    width: CGFloat, height: CGFloat, scale: CGFloat = 1, background: RGBAColor = .white,
    fps: Double = 30, gifFPS: Double = 50, duration: Double? = nil, hold: Double = 0.5,
    showTouches: Bool = false
  ) {
    self.width = width
    self.height = height
    self.scale = scale
    self.background = background
    self.fps = fps
    self.gifFPS = gifFPS
    self.duration = duration
    self.hold = hold
    self.showTouches = showTouches
  }
}

/// One collection view in the canvas.
public struct CollectionViewSpec {
  /// Its name, for `target` in steps and for `sync` ("main" for a scene's single collection view).
  public var name: String = "main"
  public var frame: CGRect
  public var background: RGBAColor?
  public var clipsToBounds: Bool
  public var contentInset: EdgeInsets
  public var contentOffset: CGPoint
  /// Whether the scene left `contentOffset` out: then the view starts at rest at the top of its
  /// adjusted content inset, `(−left, −top)`, as UIKit places a scroll view when it first
  /// appears under bars and the safe area.
  public var startsAtRest = false
  public var layout: LayoutSpec
  /// Further layouts by name, for `setLayout` steps (the initial one is also reachable by its
  /// name).
  public var namedLayouts: [String: LayoutSpec]
  /// The initial layout's name.
  public var layoutName: String
  public var style: StylePatch
  public var headerStyle: StylePatch
  public var footerStyle: StylePatch
  public var sections: [SectionSpec]
  /// Flings stop on multiples of the bounds size (SPEC §6.4).
  public var isPagingEnabled: Bool
  /// Fraction of scroll velocity kept per millisecond (0.998 normal, 0.99 fast).
  public var decelerationRate: Double
  /// Whether scroll indicators are drawn while the content moves.
  public var showsScrollIndicators: Bool
  /// What a tap does (seed 004's circle: delete the tapped cell, insert at 0 on empty space).
  public var onTap: TapAction
  /// Which edge is leading: `rightToLeft` mirrors a flow layout, aligns `natural` text to the
  /// right and puts content's leading views on the right. Default `leftToRight`.
  public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight
  /// Styles of supplementary views by element kind (UIKit's header and footer kinds included);
  /// a kind not listed is drawn as a plain grey view (headers and footers: `headerStyle`,
  /// `footerStyle`).
  public var supplementaryStyles: [String: StylePatch] = [:]
  /// Styles of decoration views (section backgrounds) by element kind.
  public var decorationStyles: [String: StylePatch] = [:]
  /// The screen's safe area over the collection view (`safeAreaInsets`), points.
  public var safeAreaInsets: EdgeInsets = .zero
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  /// `layoutMargins`, points; default 8 on each edge.
  public var layoutMargins = EdgeInsets(all: 8)
  /// The most characters a label may have once its template (`{id}`, `{index}`, …) is filled in:
  /// a scene file's `SceneLimits.textLength` (so a short template with a long identifier many
  /// times over is cut there rather than laid out whole); no limit for a spec built in code.
  public var labelLength = Int.max
  /// The view controller of the program's code that shows this collection view
  /// (`viewController:`), nil for one the scene describes.
  public var hostedController: HostedControllerSpec?
}

/// What a tap on a collection view does.
public struct TapAction: Sendable, Equatable {
  /// What a tap does to the cell under it: nothing, delete it, reload it, or `check` it — the
  /// checkmark accessory shows on it and hides on the other rows of its section, a single
  /// choice as Settings' pickers make it.
  public enum OnCell: String, Sendable, CaseIterable { case none, delete, reload, check }
  /// What happens to a tapped cell.
  public var cell: OnCell = .none
  /// Where a tap on empty space inserts a new item; nil for nothing.
  public var insertOnEmpty: IndexPath?

  public init(cell: OnCell = .none, insertOnEmpty: IndexPath? = nil) {
    self.cell = cell
    self.insertOnEmpty = insertOnEmpty
  }
}

/// The layout's type name and the parameters the scene gives, checked against the type's
/// `LayoutParameter`s.
public struct LayoutSpec {
  public var type: String
  public var values: [String: LayoutParameterValue]
  /// The sections and configuration of a `compositional` layout.
  public var compositional: CompositionalLayoutSpec?
  /// Where the layout was written.
  public var location: SourceLocation

  public init(
    type: String, values: [String: LayoutParameterValue] = [:], location: SourceLocation = .code
  ) {
    self.type = type
    self.values = values
    self.location = location
  }
}

public struct SectionSpec {
  public var style: StylePatch
  public var items: [ItemSpec]
  /// The section's identifier (`{id}` in its headers' and footers' labels); default `s<index>`.
  public var id: String?
  /// A list section's header and footer text (shown by the appearance's header and footer
  /// presets when the list's `headerMode` or `footerMode` is `supplementary`).
  public var header: String?
  public var footer: String?
  /// When items have `children`: the section's outline (`items` are its visible items).
  public var outline: [OutlineNode]?
}

/// One item: optional id, style and size hints.
public struct ItemSpec {
  public var id: String?
  /// The item's own style; shared, not copied, by items that have the same one (`items: 100000`
  /// holds one).
  @Indirect public var style: StylePatch
  /// Item size for layouts that size items individually (flow).
  public var size: CGSize?
  /// Height for layouts with fixed-width columns (waterfall).
  public var height: CGFloat?
  /// Width ÷ height, used where a layout derives one side from the other.
  public var aspectRatio: CGFloat?
  /// Where the `id` was written, for error messages.
  package var idLocation: SourceLocation?

  /// The style's storage, to tell in constant time that two items share one style.
  package var sharedStyle: Indirect<StylePatch> { _style }

  /// Whether the spec names an item and says nothing else about it.
  public var isIdentifierOnly: Bool {
    style == StylePatch() && size == nil && height == nil && aspectRatio == nil
  }

  public init(
    id: String? = nil, style: StylePatch = StylePatch(), size: CGSize? = nil,
    height: CGFloat? = nil, aspectRatio: CGFloat? = nil
  ) {
    self.id = id
    self.style = style
    self.size = size
    self.height = height
    self.aspectRatio = aspectRatio
  }
}
