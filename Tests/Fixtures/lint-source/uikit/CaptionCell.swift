import UIKit

/// A cell that scales everything it shows.
final class CaptionCell: UITableViewCell {
    private let captionLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        captionLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        captionLabel.adjustsFontForContentSizeCategory = true
        captionLabel.numberOfLines = 2
        let custom = UIFont(name: "Avenir Next", size: 13) ?? UIFont.systemFont(ofSize: 13)
        textLabel?.font = UIFontMetrics.default.scaledFont(for: custom)
        maximumContentSizeCategory = .accessibilityExtraLarge
        contentView.addSubview(captionLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
