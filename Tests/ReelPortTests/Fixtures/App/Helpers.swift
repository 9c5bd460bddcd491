// Patterns of held-out projects' files: helpers in extensions on UIKit classes (not
// main-actor-annotated in Swift 5 code), the device, a flow layout that overrides a property, a
// table's footer view, `show(_:sender:)`.

import UIKit

extension UICollectionView {
    func register<T: UICollectionViewCell>(cellType: T.Type) {
        register(cellType, forCellWithReuseIdentifier: String(describing: cellType))
    }

    func dequeueCell<T: UICollectionViewCell>(with type: T.Type, for indexPath: IndexPath) -> T {
        dequeueReusableCell(
            withReuseIdentifier: String(describing: type), for: indexPath) as! T
    }

    func jumpToTop() {
        alwaysBounceVertical = true
        setContentOffset(.zero, animated: true)
    }
}

class TightFlowLayout: UICollectionViewFlowLayout {
    override var minimumLineSpacing: CGFloat {
        get { 2 }
        set { super.minimumLineSpacing = newValue }
    }
}

class DetailController: UIViewController {
    let table = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        table.tableFooterView = UIView()
        if UIDevice.current.userInterfaceIdiom == .pad, UIDevice.current.orientation.isLandscape {
            show(UIViewController(), sender: self)
        }
    }
}
