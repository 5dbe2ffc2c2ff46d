import UIKit

/// A profile header built in code.
final class ProfileHeaderView: UIView {
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private let badgeLabel = UILabel()
    private let handleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.font = UIFont.systemFont(ofSize: 22, weight: .bold)
        handleLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: UIFont.systemFont(ofSize: 15))
        handleLabel.adjustsFontForContentSizeCategory = true

        let base = UIFont(name: "Georgia", size: 17) ?? .systemFont(ofSize: 17)
        bioLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: base)
        bioLabel.numberOfLines = 0
        if let descriptor = bioLabel.font.fontDescriptor.withSymbolicTraits(.traitTightLeading) {
            bioLabel.font = UIFont(descriptor: descriptor, size: 0)
        }

        badgeLabel.font = .systemFont(ofSize: 10, weight: .light)
        badgeLabel.adjustsFontForContentSizeCategory = false
        maximumContentSizeCategory = .extraExtraExtraLarge
        for label in [nameLabel, handleLabel, bioLabel, badgeLabel] { addSubview(label) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
