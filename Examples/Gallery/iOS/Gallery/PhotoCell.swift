// SPDX-License-Identifier: MIT
//
//  PhotoCell.swift
//  Gallery

import UIKit

/// A photo's tile: a rounded swatch of its colour with a symbol, and its title and place under
/// it, laid out with Auto Layout.
class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "photo-cell"

    let swatch = UIView()
    let symbolView = UIImageView(image: UIImage(systemName: "photo"))
    let titleLabel = UILabel()
    let placeLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configure() {
        swatch.layer.cornerRadius = 12
        swatch.layer.cornerCurve = .continuous
        symbolView.tintColor = .white
        symbolView.contentMode = .scaleAspectFit
        titleLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        titleLabel.adjustsFontForContentSizeCategory = true
        placeLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        placeLabel.textColor = .secondaryLabel
        placeLabel.adjustsFontForContentSizeCategory = true

        for view in [swatch, symbolView, titleLabel, placeLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        contentView.addSubview(swatch)
        swatch.addSubview(symbolView)
        contentView.addSubview(titleLabel)
        contentView.addSubview(placeLabel)

        NSLayoutConstraint.activate([
            swatch.topAnchor.constraint(equalTo: contentView.topAnchor),
            swatch.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            swatch.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            symbolView.centerXAnchor.constraint(equalTo: swatch.centerXAnchor),
            symbolView.centerYAnchor.constraint(equalTo: swatch.centerYAnchor),
            symbolView.widthAnchor.constraint(equalToConstant: 28),
            symbolView.heightAnchor.constraint(equalToConstant: 28),
            titleLabel.topAnchor.constraint(equalTo: swatch.bottomAnchor, constant: 6),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor),
            placeLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
            placeLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            placeLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor),
            placeLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    func show(_ photo: Photo) {
        swatch.backgroundColor = photo.color
        titleLabel.text = photo.title
        placeLabel.text = photo.place
    }
}

/// A section's title above its tiles.
class TitleView: UICollectionReusableView {
    static let elementKind = "title-element-kind"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = UIFont.preferredFont(forTextStyle: .title2)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
