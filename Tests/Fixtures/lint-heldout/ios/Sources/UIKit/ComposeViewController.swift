import UIKit

final class ComposeViewController: UIViewController, UITextViewDelegate {
    private let textView = UITextView()
    private let counterLabel = UILabel()
    private let hintLabel = UILabel()
    private let toolbarTitle = UILabel()
    private let subjectField = UITextField()

    private let maxLength = 500

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = NSLocalizedString("New message", comment: "Compose screen title")

        subjectField.placeholder = "Subject"
        subjectField.font = UIFontMetrics(forTextStyle: .headline)
            .scaledFont(for: UIFont(name: "Georgia-Bold", size: 17)!)
        subjectField.adjustsFontForContentSizeCategory = true

        textView.font = UIFont(name: "Georgia", size: 17)
        textView.delegate = self
        textView.isScrollEnabled = true
        textView.textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)

        counterLabel.font = UIFontMetrics(forTextStyle: .caption2).scaledFont(for: .systemFont(ofSize: 9))
        counterLabel.adjustsFontForContentSizeCategory = true
        counterLabel.textAlignment = .right

        hintLabel.font = UIFontMetrics(forTextStyle: .footnote)
            .scaledFont(for: .systemFont(ofSize: 13, weight: .light))
        hintLabel.adjustsFontForContentSizeCategory = true
        hintLabel.text = "Tip: messages are delivered when the recipient is online."
        hintLabel.numberOfLines = 0

        toolbarTitle.font = .systemFont(ofSize: 12, weight: .thin)
        toolbarTitle.text = "Draft saved"

        let stack = UIStackView(arrangedSubviews: [subjectField, textView, counterLabel, hintLabel, toolbarTitle])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])

        // Keep the sheet usable at the largest sizes.
        view.maximumContentSizeCategory = .accessibilityExtraLarge
        view.minimumContentSizeCategory = .medium
        updateCounter()
    }

    func textViewDidChange(_ textView: UITextView) {
        updateCounter()
    }

    private func updateCounter() {
        let remaining = maxLength - textView.text.count
        counterLabel.text = "\(remaining)"
        counterLabel.textColor = remaining < 0 ? .systemRed : .secondaryLabel
    }
}
