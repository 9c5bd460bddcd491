// SPDX-License-Identifier: MIT
//
//  GalleryViewController.swift
//  Gallery
//
//  A compositional layout (a row of large favourites that scrolls sideways, then a grid of
//  three columns), a diffable data source with registered cells and headers, and a navigation
//  bar with a large title and a Shuffle button.

import UIKit

class GalleryViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<GallerySection, Photo>!
    private var recents = Array(Photo.library.dropFirst(3))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        navigationItem.largeTitleDisplayMode = .always
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Shuffle", style: .plain, target: self, action: #selector(shuffle))
        configureHierarchy()
        configureDataSource()
    }

    /// Shows the recent photos in a new order, animated.
    @objc func shuffle() {
        recents.shuffle()
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems(snapshot.itemIdentifiers(inSection: .recents))
        snapshot.appendItems(recents, toSection: .recents)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    private func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            let section = GallerySection(rawValue: sectionIndex) ?? .recents
            let layoutSection: NSCollectionLayoutSection
            switch section {
            case .favourites:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(220)),
                    subitems: [item])
                layoutSection = NSCollectionLayoutSection(group: group)
                layoutSection.orthogonalScrollingBehavior = .groupPaging
                layoutSection.interGroupSpacing = 12
            case .recents:
                let columns = environment.container.effectiveContentSize.width > 600 ? 5 : 3
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                    heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(
                    top: 0, leading: 4, bottom: 0, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
                    subitems: [item])
                layoutSection = NSCollectionLayoutSection(group: group)
                layoutSection.interGroupSpacing = 12
            }
            layoutSection.contentInsets = NSDirectionalEdgeInsets(
                top: 0, leading: 16, bottom: 20, trailing: 16)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: TitleView.elementKind, alignment: .top)
            layoutSection.boundarySupplementaryItems = [header]
            return layoutSection
        }
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<PhotoCell, Photo> {
            cell, _, photo in
            cell.show(photo)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<TitleView>(
            elementKind: TitleView.elementKind
        ) { view, _, indexPath in
            view.label.text = GallerySection(rawValue: indexPath.section)?.title
        }
        dataSource = UICollectionViewDiffableDataSource<GallerySection, Photo>(
            collectionView: collectionView
        ) { collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(
                using: cellRegistration, for: indexPath, item: photo)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(
                using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<GallerySection, Photo>()
        snapshot.appendSections(GallerySection.allCases)
        snapshot.appendItems(Array(Photo.library.prefix(3)), toSection: .favourites)
        snapshot.appendItems(recents, toSection: .recents)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension GalleryViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let photo = dataSource.itemIdentifier(for: indexPath) else { return }
        navigationItem.prompt = nil
        title = photo.title
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
