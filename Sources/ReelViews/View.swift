// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// A rectangle on screen with subviews: geometry, the hierarchy and the layout cycle. Mirrors
/// `UIKit.UIView` (SPEC-VIEWS §1): `frame` is in the superview's coordinates and `bounds` in the
/// view's own; a view made in code translates its autoresizing mask into constraints until told
/// otherwise; `layoutIfNeeded()` solves the constraints of the whole hierarchy it belongs to and
/// sets the frames of the views in it, then calls `layoutSubviews()` from the top down.
@preconcurrency @MainActor
open class View: Responder {
  /// The view's rectangle in its superview's coordinates, in points: with a `transform`, the
  /// smallest rectangle holding the transformed bounds. Setting it (meant for views without a
  /// transform, as in UIKit) sets the centre and the size, keeping `bounds.origin`.
  open var frame: CGRect {
    get {
      guard !transform.isIdentity else { return untransformedFrame }
      let c = center
      let (w, h) = (untransformedFrame.width / 2, untransformedFrame.height / 2)
      let corners = [(-w, -h), (w, -h), (-w, h), (w, h)].map {
        transform.apply(to: CGPoint(x: $0.0, y: $0.1))
      }
      let xs = corners.map { $0.x + c.x }
      let ys = corners.map { $0.y + c.y }
      return CGRect(
        x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
    set {
      guard !transform.isIdentity else {
        untransformedFrame = newValue
        return
      }
      bounds.size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }

  /// The frame without the transform: the bounds' size around the centre. What layout reads
  /// and writes (UIKit's Auto Layout sets the centre and bounds, so a transform survives it).
  var untransformedFrame: CGRect {
    willSet { ViewAnimations.shared.willChange(self) }
    didSet {
      guard untransformedFrame.size != oldValue.size else { return }
      resizeSubviews(from: oldValue.size)
      setNeedsLayout()
    }
  }
  private var boundsOrigin = CGPoint.zero

  /// The view's own coordinate system: its size at `bounds.origin` (where a scroll view's
  /// content offset is). Setting it resizes the view about its centre.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: untransformedFrame.size) }
    set {
      boundsOrigin = newValue.origin
      let center = self.center
      untransformedFrame = CGRect(center: center, size: newValue.size)
    }
  }

  /// The centre of the view, in the superview's coordinates (the point the transform turns and
  /// scales about).
  public var center: CGPoint {
    get { CGPoint(x: untransformedFrame.midX, y: untransformedFrame.midY) }
    set {
      untransformedFrame.origin = CGRect(center: newValue, size: untransformedFrame.size).origin
    }
  }

  /// An affine transform about the centre (`CGAffineTransform`); identity by default. It
  /// changes `frame`, not `bounds` or `center`, and layout does not undo it.
  open var transform = Transform2D.identity {
    willSet { ViewAnimations.shared.willChange(self) }
  }

  /// A number to find the view by (`viewWithTag`); 0 by default.
  open var tag = 0
  /// What UI tests and a scene's overlays, taps and camera find the view by; nil by default.
  open var accessibilityIdentifier: String?
  /// The identifier it is drawn with: `accessibilityIdentifier` (a text cursor's is fixed).
  package var drawingIdentifier: String? { accessibilityIdentifier }
  /// Whether it (and its subviews) is drawn, the layer's `isHidden`; hidden, it still lays out.
  open var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }
  /// 0…1: the layer's `opacity`, applied to the view and its subviews as a group.
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set {
      ViewAnimations.shared.willChange(self)
      layer.opacity = Float(newValue)
    }
  }
  /// The Core Animation layer that draws the view: corners, border, shadow, 3D transform.
  public let layer: Layer
  /// A view whose alpha decides where this one shows (its layer the layer's mask; nil: none).
  open var mask: View? {
    didSet { layer.mask = mask?.layer }
  }
  /// The colour filling the bounds behind the subviews; nil (clear) by default. Resolved with
  /// the view's `traitCollection` when drawn, so a dynamic colour follows dark mode.
  open var backgroundColor: Color? {
    willSet { ViewAnimations.shared.willChange(self) }
  }
  /// How its content (an image view's image) is fitted into its bounds.
  open var contentMode = ContentMode.scaleToFill
  /// `tintColor` as set on this view; nil to inherit.
  var specifiedTint: Color?
  /// `tintAdjustmentMode` as set on this view.
  var specifiedTintMode = TintAdjustmentMode.automatic
  /// The light or dark style forced on this view and its subviews; `unspecified` inherits.
  open var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified {
    didSet { if overrideUserInterfaceStyle != oldValue { traitsChanged() } }
  }
  /// The traits a view without a superview hands down: what its host (a screen, a renderer)
  /// sets, as a window gets its screen's.
  package var hostTraitCollection = TraitCollection.standard {
    didSet { if hostTraitCollection != oldValue { traitsChanged() } }
  }
  /// The margins as set (8 points on every side by default), left and right or leading and
  /// trailing as they were given; see `layoutMargins`.
  var specifiedMargins = Margins.physical(EdgeInsets(all: 8)) {
    didSet { setNeedsLayout() }
  }
  /// The view controller whose root view this is (told of its layouts), nil for other views.
  package weak var owningViewController: ViewController?
  /// The root's safe area, as its screen or view controller sets it (zero otherwise).
  var rootSafeAreaInsets = EdgeInsets.zero {
    didSet { setNeedsLayout() }
  }
  /// What a view controller adds to its root view's safe area wherever the view is: its
  /// `additionalSafeAreaInsets` and its container's bars.
  var controllerSafeAreaInsets = EdgeInsets.zero {
    didSet { setNeedsLayout() }
  }
  /// Whether the view's frame and autoresizing mask are turned into constraints (true for views
  /// made in code, SPEC-VIEWS 3.21). Turn it off for a view placed by your constraints.
  open var translatesAutoresizingMaskIntoConstraints = true {
    didSet { setNeedsLayout() }
  }
  /// How the view's frame follows its superview's size (SPEC-VIEWS 3.22–3.24).
  open var autoresizingMask: AutoresizingMask = []
  /// Whether margins are measured from the safe area's edges (true, SPEC-VIEWS 2.7–2.8).
  open var insetsLayoutMarginsFromSafeArea = true { didSet { setNeedsLayout() } }
  /// Whether the view's margins grow to keep its content inside its superview's margins
  /// (false, SPEC-VIEWS 2.6).
  open var preservesSuperviewLayoutMargins = false { didSet { setNeedsLayout() } }
  /// The axes on which `preservesSuperviewLayoutMargins` applies; both unless a list content
  /// view's configuration says otherwise.
  package var preservedSuperviewMarginAxes = Axis.both { didSet { setNeedsLayout() } }
  /// Whether subviews that translate their masks follow this view's size changes (true).
  open var autoresizesSubviews = true
  /// Which way leading and trailing go.
  open var semanticContentAttribute = SemanticContentAttribute.unspecified {
    didSet { setNeedsLayout() }
  }

  var subviewList: [View] = []
  weak var superviewLink: View? {
    didSet { if superviewLink !== oldValue { didMoveToSuperview() } }
  }
  var installed: [NSLayoutConstraint] = []
  var guides: [LayoutGuide] = []
  /// The margins, safe-area and readable-content guides, made when first asked for.
  var systemGuides: [LayoutGuide] = []

  var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
  var compression = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
  var needsLayout = true
  var needsUpdateConstraints = false
  /// Whether the view's configuration (a cell's or a button's) is to be updated before the
  /// next layout.
  var needsConfigurationUpdate = true
  /// A number for logs, in the order views are made.
  let serial = LayoutItem.nextSerial()

  // Its subviews' weak links to it already read nil here: tell them they left it, where the last
  // reference went, as UIKit's dealloc does (a `@preconcurrency` class cannot have an isolated
  // deinit; a main-actor closure is called as a plain one, which has the same representation).
  deinit {
    let subviews = subviewList
    let tell: @MainActor () -> Void = { for subview in subviews { subview.didMoveToSuperview() } }
    unsafeBitCast(tell, to: (() -> Void).self)()
  }

  /// A view at `frame` (points, in its future superview's bounds), with no subviews, clear,
  /// opaque, shown.

  public init(frame: CGRect) {
    untransformedFrame = frame
    layer = Layer()
    super.init()
    layer.view = self
  }

  /// `init(coder:)`: a view from an archive (a storyboard or nib). Reel reads no archives, so it
  /// returns nil; it exists so subclasses written for UIKit, which must provide it, compile.
  public required init?(coder: NSCoder) { return nil }

  /// The controller whose root view this is, else the superview. Mirrors `next`.
  open override var next: Responder? { owningViewController ?? superview }

  /// Default true (false for labels and image views, as in UIKit); false lets touches pass
  /// through the view and its subviews. Mirrors `isUserInteractionEnabled`.
  open var isUserInteractionEnabled = true
  /// The frontmost, deepest shown and interactive view whose bounds hold `point` (this view's
  /// coordinates, points): a subview's hit, else this view; nil for none. Mirrors `hitTest`.
  open func hitTest(_ point: CGPoint, with event: Event?) -> View? { hitTesting(point, event) }
  /// Whether `point` (this view's coordinates) is in its bounds. Mirrors `point(inside:with:)`.
  open func point(inside point: CGPoint, with event: Event?) -> Bool { bounds.contains(point) }

  /// Called after the view was added to a superview, moved to another or taken out of one
  /// (`superview` nil), and when its superview is released. Mirrors `didMoveToSuperview()`.
  open func didMoveToSuperview() {}

  /// A view with a zero frame (Auto Layout, or a later `frame`, places it).
  public override convenience init() { self.init(frame: .zero) }

  /// `awakeFromNib()`: called on iOS after a view is loaded from a storyboard or nib. Reel loads
  /// none, so it is never called; it exists because view subclasses written for UIKit override
  /// it (Xcode's templates do).
  open func awakeFromNib() {}

  /// Sets `layoutSubviews` to run at the next `layoutIfNeeded`.
  open func setNeedsLayout() {
    needsLayout = true
    superview?.setNeedsLayout()
  }

  /// Lays out the hierarchy now when anything in it changed: solves its constraints, sets the
  /// frames they determine and calls `layoutSubviews` on every view, from the top down.
  open func layoutIfNeeded() {
    let top = root
    guard top.needsLayout else { return }
    top.updateConfigurationsIfNeeded()
    top.updateConstraintsIfNeeded()
    let engine = LayoutEngine.solved(root: top)
    engine.apply()
    top.layOutSubtree()
  }

  /// Marks the view for `updateConstraints()` before the next layout.
  open func setNeedsUpdateConstraints() {
    needsUpdateConstraints = true
    superview?.setNeedsLayout()
    needsLayout = true
  }

  /// Override to change constraints (their constants, which are active) before a layout; runs
  /// when `setNeedsUpdateConstraints()` was called, subviews before their superview. Call
  /// `super`.
  open func updateConstraints() {}

  /// Override to place subviews by hand; the frames constraints determine are already set.
  open func layoutSubviews() {}

  /// What a configuration update does (a cell's `updateConfiguration(using:)`); nothing for a
  /// plain view.
  func performConfigurationUpdate() {}

  /// Called when `tintColor` or `tintAdjustmentMode` changes on this view or a superview it
  /// inherits them from. Does nothing by default.
  open func tintColorDidChange() {}

  /// The size the view would like within `size`; its current size by default.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
  open func sizeToFit() {
    untransformedFrame.size = sizeThatFits(bounds.size)
  }

  /// Whether `intrinsicContentSize`'s height depends on the width the view is laid out at (a
  /// label of several lines); the layout engine then measures it again at its solved width.
  var intrinsicHeightFollowsWidth: Bool { false }
  /// The width the engine last laid the view out at, for `intrinsicHeightFollowsWidth` views.
  var measuringWidth: CGFloat? = nil

  /// The size the content wants (each axis `noIntrinsicMetric` when it wants none, the default).
  open var intrinsicContentSize: CGSize {
    CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
  }

  /// Tells Auto Layout that `intrinsicContentSize` changed.
  open func invalidateIntrinsicContentSize() { setNeedsLayout() }

  /// The view whose first baseline is this view's `firstBaselineAnchor` (by default the view for
  /// the last baseline). Containers return a descendant that shows text (SPEC-VIEWS 3.31).
  open var forFirstBaselineLayout: View { forLastBaselineLayout }

  /// The view whose last baseline is this view's `lastBaselineAnchor` (by default itself).
  open var forLastBaselineLayout: View { self }

  /// The first and last baselines of the text the view draws, in points from its top edge; nil
  /// for a view without text, whose baselines are its bottom edge. Text views override it.
  open var baselineOffsets: (first: CGFloat, last: CGFloat)? { nil }
}
