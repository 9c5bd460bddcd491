//
//  ContactCell.swift
//
//  A contact row as an iOS app builds one: an avatar, a name and a detail line stacked beside
//  it, and a chevron, all pinned with anchors inside the content view's margins. Written for
//  UIKit; only the import below differs.
//

import ReelUIKit

final class ContactCell: UICollectionViewCell {
    static let reuseIdentifier = "ContactCell"

    private let avatarView: UIImageView = {
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 22
        imageView.backgroundColor = .systemGray5
        return imageView
    }()

    private let nameLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .headline)
        label.textColor = .label
        label.adjustsFontForContentSizeCategory = true
        return label
    }()

    private let detailLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .subheadline)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        label.adjustsFontForContentSizeCategory = true
        return label
    }()

    private let chevronView: UIImageView = {
        let configuration = UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold)
        let imageView = UIImageView(image: UIImage(systemName: "chevron.forward", withConfiguration: configuration))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.tintColor = .tertiaryLabel
        imageView.setContentHuggingPriority(.required, for: .horizontal)
        return imageView
    }()

    private lazy var textStack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [nameLabel, detailLabel])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 2
        stack.alignment = .leading
        return stack
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemGroupedBackground
        contentView.layer.cornerRadius = 12
        contentView.addSubview(avatarView)
        contentView.addSubview(textStack)
        contentView.addSubview(chevronView)

        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 44),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            avatarView.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),

            textStack.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            textStack.topAnchor.constraint(equalTo: margins.topAnchor),
            textStack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),

            chevronView.leadingAnchor.constraint(greaterThanOrEqualTo: textStack.trailingAnchor, constant: 8),
            chevronView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            chevronView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        avatarView.image = nil
        nameLabel.text = nil
        detailLabel.text = nil
    }

    func configure(name: String, detail: String, avatar: UIImage?) {
        nameLabel.text = name
        detailLabel.text = detail
        avatarView.image = avatar
    }
}
