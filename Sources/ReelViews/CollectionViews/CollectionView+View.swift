// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout

/// The view a collection view is shown in: it takes the collection view's place in a view
/// hierarchy (Auto Layout, autoresizing, background) and gives the collection view its frame
/// when it is laid out. A collection view is the layout layer's object (layouts run on every
/// core), so the view side lives here.
@MainActor
public final class CollectionHostView: ScrollView {
  /// The collection view shown.
  public private(set) weak var collectionView: CollectionView?
  /// The collection view while this view is in a superview: as on iOS, a view hierarchy keeps
  /// its collection views alive (code that adds one and keeps it in no property still shows it).
  /// Released when the view leaves its superview, so no cycle outlives the hierarchy.
  private var keptCollectionView: CollectionView?

  init(collectionView: CollectionView) {
    self.collectionView = collectionView
    super.init(frame: collectionView.frame)
  }

  /// Reel reads no archives.
  public required init?(coder: NSCoder) { nil }

  /// Keeps the collection view alive while in a superview.
  public override func didMoveToSuperview() {
    super.didMoveToSuperview()
    keptCollectionView = superview == nil ? nil : collectionView
  }

  /// Gives the collection view this view's frame in its root view's coordinates.
  public override func layoutSubviews() {
    super.layoutSubviews()
    guard let collectionView else { return }
    var origin = frame.origin
    var parent = superview
    while let view = parent {
      origin.x += view.frame.minX - view.bounds.minX
      origin.y += view.frame.minY - view.bounds.minY
      parent = view.superview
    }
    collectionView.frame = CGRect(origin: origin, size: frame.size)
    collectionView.safeAreaInsets = safeAreaInsets
  }
}

@MainActor
extension CollectionView {
  /// The view that shows this collection view in a view hierarchy, made on first use.
  public var hostView: CollectionHostView {
    let cells = CollectionViewCells.of(self)
    if let view = cells.hostView { return view }
    let view = CollectionHostView(collectionView: self)
    cells.hostView = view
    return view
  }

  /// The background behind the cells; nil for none. Mirrors `backgroundColor`.
  public var backgroundColor: Color? {
    get { hostView.backgroundColor }
    set { hostView.backgroundColor = newValue }
  }

  /// A view behind the cells. Mirrors `backgroundView`.
  public var backgroundView: View? {
    get { CollectionViewCells.of(self).backgroundView }
    set { CollectionViewCells.of(self).backgroundView = newValue }
  }

  /// How the collection view follows its superview's size. Mirrors `autoresizingMask`.
  public var autoresizingMask: AutoresizingMask {
    get { hostView.autoresizingMask }
    set { hostView.autoresizingMask = newValue }
  }

  /// Whether its frame and mask become constraints. Mirrors
  /// `translatesAutoresizingMaskIntoConstraints`.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { hostView.translatesAutoresizingMaskIntoConstraints }
    set { hostView.translatesAutoresizingMaskIntoConstraints = newValue }
  }

  /// Mirrors `isHidden`.
  public var isHidden: Bool {
    get { hostView.isHidden }
    set { hostView.isHidden = newValue }
  }

  /// Mirrors `alpha`.
  public var alpha: CGFloat {
    get { hostView.alpha }
    set { hostView.alpha = newValue }
  }

  /// The view it is in. Mirrors `superview`.
  public var superview: View? { hostView.superview }

  /// Mirrors `removeFromSuperview()`.
  public func removeFromSuperview() { hostView.removeFromSuperview() }

  /// Mirrors `leadingAnchor`.
  public var leadingAnchor: NSLayoutXAxisAnchor { hostView.leadingAnchor }
  /// Mirrors `trailingAnchor`.
  public var trailingAnchor: NSLayoutXAxisAnchor { hostView.trailingAnchor }
  /// Mirrors `leftAnchor`.
  public var leftAnchor: NSLayoutXAxisAnchor { hostView.leftAnchor }
  /// Mirrors `rightAnchor`.
  public var rightAnchor: NSLayoutXAxisAnchor { hostView.rightAnchor }
  /// Mirrors `topAnchor`.
  public var topAnchor: NSLayoutYAxisAnchor { hostView.topAnchor }
  /// Mirrors `bottomAnchor`.
  public var bottomAnchor: NSLayoutYAxisAnchor { hostView.bottomAnchor }
  /// Mirrors `centerXAnchor`.
  public var centerXAnchor: NSLayoutXAxisAnchor { hostView.centerXAnchor }
  /// Mirrors `centerYAnchor`.
  public var centerYAnchor: NSLayoutYAxisAnchor { hostView.centerYAnchor }
  /// Mirrors `widthAnchor`.
  public var widthAnchor: NSLayoutDimension { hostView.widthAnchor }
  /// Mirrors `heightAnchor`.
  public var heightAnchor: NSLayoutDimension { hostView.heightAnchor }
}

@MainActor
extension View {
  /// Adds the collection view's host view as the last subview. Mirrors `addSubview(_:)` with a
  /// `UICollectionView`.
  public func addSubview(_ collectionView: CollectionView) {
    addSubview(collectionView.hostView)
  }
}
