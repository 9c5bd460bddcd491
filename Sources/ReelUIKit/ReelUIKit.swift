// SPDX-License-Identifier: MIT
// UIKit's names over Reel's types, so a layout file from an iOS project compiles with its
// `import UIKit` line changed to `import ReelUIKit` (as long as it uses what Reel implements).
// Reel's own modules keep their names (the README's table lists every one that differs); this
// module only adds UIKit's spellings.
@_exported import Foundation
@_exported import ReelGeometry
@_exported import ReelLayout
@_exported import ReelViews

#if canImport(FoundationNetworking)
  // Apple's Foundation has `URLSession`; Linux keeps it in FoundationNetworking.
  @_exported import FoundationNetworking
#endif

// MARK: - Collection views and layouts

public typealias UICollectionView = CollectionView
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewFlowLayout = FlowLayout
public typealias UICollectionViewTransitionLayout = TransitionLayout
public typealias UICollectionViewLayoutAttributes = LayoutAttributes
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
public typealias UICollectionViewDelegate = CollectionViewContextMenuDelegate
public typealias UICollectionViewDelegateFlowLayout =
  CollectionViewDelegateFlowLayout & CollectionViewContextMenuDelegate
public typealias UICollectionViewDataSource = CollectionViewCellDataSource
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
public typealias UICollectionViewFlowLayoutInvalidationContext = FlowLayoutInvalidationContext

// MARK: - Compositional layouts and lists

public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
public typealias UICollectionViewCompositionalLayoutConfiguration =
  CollectionViewCompositionalLayoutConfiguration
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior =
  CollectionLayoutSectionOrthogonalScrollingBehavior
public typealias UIContentInsetsReference = ContentInsetsReference
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
public typealias UIListSeparatorConfiguration = ListSeparatorConfiguration
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
public typealias UIContextualAction = ContextualAction

// MARK: - View controllers and bar items

public typealias UIViewController = ViewController
public typealias UICollectionViewController = CollectionViewController
public typealias UITableViewController = TableViewController
public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
public typealias UINavigationItem = NavigationItem
public typealias UIBarButtonItem = BarButtonItem
public typealias UITabBarItem = TabBarItem
public typealias UINavigationController = NavigationController
public typealias UINavigationBar = NavigationBar
public typealias UINavigationBarAppearance = NavigationBarAppearance
public typealias UIBarAppearance = BarAppearance
public typealias UITabBarController = TabBarController
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
public typealias UITabBar = TabBar
public typealias UITabBarDelegate = TabBarDelegate
public typealias UITabBarAppearance = TabBarAppearance
public typealias UITabBarItemAppearance = TabBarItemAppearance
public typealias UITabBarItemStateAppearance = TabBarItemStateAppearance
public typealias UIOffset = Offset
public typealias UIToolbar = Toolbar
public typealias UIToolbarAppearance = ToolbarAppearance
public typealias UISearchController = SearchController
public typealias UISearchControllerDelegate = SearchControllerDelegate
public typealias UISearchResultsUpdating = SearchResultsUpdating
public typealias UISearchBar = SearchBar
public typealias UISearchBarDelegate = SearchBarDelegate
public typealias UISearchTextField = SearchTextField
public typealias UITextField = TextField
public typealias UITextFieldDelegate = TextFieldDelegate
public typealias UIKeyboardType = KeyboardType
public typealias UIReturnKeyType = ReturnKeyType
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
public typealias UITextAutocorrectionType = TextAutocorrectionType
public typealias UITextSpellCheckingType = TextSpellCheckingType
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
public typealias UIViewControllerTransitionCoordinatorContext =
  ViewControllerTransitionCoordinatorContext

// MARK: - The app, the screen and scroll views

public typealias UIApplication = Application
public typealias UIApplicationDelegate = ApplicationDelegate
public typealias UIResponder = Responder
public typealias UIWindow = Window
public typealias UIScene = AppScene
public typealias UIWindowScene = WindowScene
public typealias UISceneSession = SceneSession
public typealias UISceneConfiguration = SceneConfiguration
public typealias UISceneDelegate = AppSceneDelegate
public typealias UIWindowSceneDelegate = WindowSceneDelegate
public typealias UIScreen = Screen
public typealias UIScrollView = ScrollView
public typealias UIScrollViewDelegate = ScrollViewDelegate

// MARK: - Views and Auto Layout (NSLayoutConstraint and its anchors keep their names)

public typealias UIView = View
public typealias UILayoutPriority = LayoutPriority
public typealias UISemanticContentAttribute = SemanticContentAttribute
public typealias UILayoutGuide = LayoutGuide
public typealias UIStackView = StackView
public typealias UILabel = Label
public typealias UIImageView = ImageView
public typealias UIImage = Image
public typealias UICollectionReusableView = CollectionReusableView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionViewListCell = CollectionViewListCell
public typealias UIContentConfiguration = ContentConfiguration
public typealias UIContentView = ConfigurableContentView
public typealias UIListContentConfiguration = ListContentConfiguration
public typealias UIListContentView = ListContentView
public typealias UIConfigurationState = ConfigurationState
public typealias UICellConfigurationState = CellConfigurationState
public typealias UIBackgroundConfiguration = BackgroundConfiguration
public typealias UIConfigurationColorTransformer = ConfigurationColorTransformer
public typealias UIAxis = Axis
public typealias UICellAccessory = CellAccessory
public typealias UIMenuElement = MenuElement
public typealias UIMenu = Menu
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
public typealias UISheetPresentationController = SheetPresentationController
public typealias UIModalPresentationStyle = ViewController.ModalPresentationStyle
public typealias UIModalTransitionStyle = ViewController.ModalTransitionStyle
public typealias UIStatusBarStyle = ViewController.StatusBarStyle
public typealias UIRefreshControl = RefreshControl
public typealias UIAction = Action
public typealias UIActionHandler = Action.Handler
public typealias UIConfigurationStateCustomKey = ConfigurationStateCustomKey
public typealias UIVisualEffect = VisualEffect
public typealias UIBlurEffect = BlurEffect
public typealias UIVisualEffectView = VisualEffectView
public typealias UIControl = Control
public typealias UIEvent = Event
public typealias UIDevice = Device
public typealias UIAlertController = AlertController
public typealias UIAlertAction = AlertAction
public typealias UIUserInterfaceIdiom = Device.Idiom
public typealias UIDeviceOrientation = Device.Orientation
public typealias UIButton = Button
public typealias UISwitch = Switch
public typealias UISlider = Slider
public typealias UISegmentedControl = SegmentedControl
public typealias UIProgressView = ProgressView
public typealias UIActivityIndicatorView = ActivityIndicatorView
public typealias UIPageControl = PageControl
public typealias UIColor = Color
public typealias UIFont = Font
public typealias UIFontDescriptor = FontDescriptor
public typealias UIFontMetrics = FontMetrics
public typealias UIContentSizeCategory = ContentSizeCategory
public typealias CALayer = Layer
public typealias CAGradientLayer = GradientLayer
public typealias CAGradientLayerType = GradientLayer.GradientType
public typealias CAShapeLayer = ShapeLayer
public typealias CAShapeLayerLineCap = ShapeLayer.LineCap
public typealias CAShapeLayerLineJoin = ShapeLayer.LineJoin
public typealias CAShapeLayerFillRule = ShapeLayer.FillRule
public typealias CACornerMask = CornerMask
public typealias CALayerCornerCurve = CornerCurve
public typealias CGColor = RGBAColor
public typealias CGPath = Path
public typealias UIBezierPath = BezierPath
public typealias UIRectCorner = RectCorner
public typealias NSLineBreakMode = LineBreakMode
public typealias NSTextAlignment = TextAlignment

// MARK: - Geometry, transforms and traits

public typealias UIEdgeInsets = EdgeInsets
public typealias CGAffineTransform = Transform2D
public typealias CATransform3D = Transform3D
public typealias UITraitCollection = TraitCollection
/// `UIListEnvironment`.
public typealias UIListEnvironment = ListEnvironment
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
public typealias UIUserInterfaceStyle = UserInterfaceStyle
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
