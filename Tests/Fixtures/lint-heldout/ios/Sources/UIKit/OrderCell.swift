import UIKit

/// Table cell for the order history list.
final class OrderCell: UITableViewCell {
    static let reuseIdentifier = "OrderCell"

    private let titleLabel = UILabel()
    private let dateLabel = UILabel()
    private let priceLabel = UILabel()
    private let statusLabel = PaddingLabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)

        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true

        // Dates used to be UIFont.systemFont(ofSize: 11); now footnote.
        dateLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        dateLabel.adjustsFontForContentSizeCategory = true

        let priceBase = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
        priceLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: priceBase)
        priceLabel.adjustsFontForContentSizeCategory = true

        statusLabel.font = UIFont.systemFont(ofSize: 10, weight: .bold)
        statusLabel.adjustsFontForContentSizeCategory = false
        statusLabel.layer.cornerRadius = 4
        statusLabel.clipsToBounds = true

        contentView.maximumContentSizeCategory = .extraExtraLarge

        let textStack = UIStackView(arrangedSubviews: [titleLabel, dateLabel])
        textStack.axis = .vertical
        let row = UIStackView(arrangedSubviews: [textStack, statusLabel, priceLabel])
        row.spacing = 8
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(with order: Order) {
        titleLabel.text = order.title
        dateLabel.text = order.date.formatted(date: .abbreviated, time: .shortened)
        priceLabel.text = order.total.formatted(.currency(code: order.currencyCode))
        statusLabel.text = order.status.localizedName.uppercased()
    }
}

final class PaddingLabel: UILabel {
    var insets = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6)

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right,
                      height: size.height + insets.top + insets.bottom)
    }
}
