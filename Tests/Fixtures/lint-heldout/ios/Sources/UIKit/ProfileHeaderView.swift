import UIKit

final class ProfileHeaderView: UIView {
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let handleLabel = UILabel()
    private let bioLabel = UILabel()
    private let statsLabel = UILabel()
    private let verifiedLabel = UILabel()
    private let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        configureViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configureViews() {
        avatarView.layer.cornerRadius = 36
        avatarView.clipsToBounds = true

        // Name: custom brand face, scaled like .title2.
        let nameFont = UIFont(name: "AvenirNext-DemiBold", size: 22) ?? .systemFont(ofSize: 22, weight: .semibold)
        nameLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: nameFont)
        nameLabel.adjustsFontForContentSizeCategory = true

        handleLabel.font = UIFont.systemFont(ofSize: 15)
        handleLabel.textColor = .secondaryLabel

        // Verified badge glyph comes from the brand icon font and must stay aligned with the avatar ring.
        verifiedLabel.font = UIFont(name: "LarkspurIcons", size: 14) // typography-lint:ignore
        verifiedLabel.text = "\u{E001}"

        bioLabel.font = UIFont.preferredFont(forTextStyle: .body)
        bioLabel.adjustsFontForContentSizeCategory = true
        bioLabel.numberOfLines = 0

        statsLabel.font = .systemFont(ofSize: 13, weight: .medium)
        statsLabel.textColor = .secondaryLabel

        followButton.titleLabel?.font = UIFont(name: "AvenirNext-Bold", size: 16)
        followButton.setTitle("Follow", for: .normal)

        let stack = UIStackView(arrangedSubviews: [avatarView, nameLabel, handleLabel, bioLabel, statsLabel, followButton])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = UIFontMetrics.default.scaledValue(for: 8)
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)

        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 72),
            avatarView.heightAnchor.constraint(equalToConstant: 72),
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    func configure(with profile: Profile) {
        nameLabel.text = profile.name
        handleLabel.text = "@" + profile.handle
        bioLabel.text = profile.bio
        statsLabel.text = "\(profile.followers) followers · \(profile.following) following"
    }
}
