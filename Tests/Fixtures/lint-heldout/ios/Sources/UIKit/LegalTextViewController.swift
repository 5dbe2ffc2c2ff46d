import UIKit

final class LegalTextViewController: UIViewController {
    private let summaryLabel = UILabel()
    private let bodyLabel = UILabel()
    private let footerLabel = UILabel()
    private let document: LegalDocument

    init(document: LegalDocument) {
        self.document = document
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        // The summary box is short on height: two lines, tight leading.
        if let tight = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .subheadline)
            .withSymbolicTraits(.traitTightLeading) {
            summaryLabel.font = UIFont(descriptor: tight, size: 0)
        }
        summaryLabel.numberOfLines = 2
        summaryLabel.adjustsFontForContentSizeCategory = true

        let bodyDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .footnote).withSymbolicTraits(.traitTightLeading)!
        bodyLabel.font = UIFont(descriptor: bodyDescriptor, size: 0)
        bodyLabel.numberOfLines = 12
        bodyLabel.adjustsFontForContentSizeCategory = true

        if let loose = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .caption1)
            .withSymbolicTraits(.traitLooseLeading) {
            footerLabel.font = UIFont(descriptor: loose, size: 0)
        }
        footerLabel.numberOfLines = 0
        footerLabel.adjustsFontForContentSizeCategory = true

        summaryLabel.text = document.summary
        bodyLabel.text = document.body
        footerLabel.text = document.footer

        let scroll = UIScrollView()
        let stack = UIStackView(arrangedSubviews: [summaryLabel, bodyLabel, footerLabel])
        stack.axis = .vertical
        stack.spacing = 16
        scroll.addSubview(stack)
        view.addSubview(scroll)
        scroll.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            scroll.frameLayoutGuide.topAnchor.constraint(equalTo: view.topAnchor),
            scroll.frameLayoutGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scroll.frameLayoutGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.frameLayoutGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
