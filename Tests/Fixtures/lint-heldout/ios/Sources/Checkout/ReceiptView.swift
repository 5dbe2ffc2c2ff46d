import SwiftUI

struct ReceiptView: View {
    let order: Order

    private let currency = Decimal.FormatStyle.Currency(code: "EUR")

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Receipt")
                .font(.title2.bold())

            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
                ForEach(order.lines) { line in
                    GridRow {
                        Text(line.quantity, format: .number)
                            .font(.body.monospacedDigit())
                        Text(line.name)
                            .font(.body)
                        Text(line.total, format: currency)
                            .font(.system(size: 16).monospacedDigit())
                            .gridColumnAlignment(.trailing)
                    }
                }
                Divider()
                GridRow {
                    Text("")
                    Text("Total").font(.headline)
                    Text(order.total, format: currency).font(.headline.monospacedDigit())
                }
            }

            // typography-lint:ignore
            Text(order.barcodeDigits).font(.custom("OCRB", size: 10))

            Text(order.reference).font(.custom("OCRB", size: 10)) // typography-lint:ignore

            Text("VAT included where applicable. Prices in \(order.currencyCode).")
                .font(.system(size: 10, weight: .light))

            Text("Returns accepted within 30 days. Keep this receipt.")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

struct ReceiptEmailPreview: View {
    let html: String = """
    <p style="font-size: 10px">Thanks for your order!</p>
    <!-- .font(.system(size: 9)) -->
    """

    var body: some View {
        ScrollView {
            Text(html)
                .font(.system(.footnote, design: .monospaced))
                .textSelection(.enabled)
        }
    }
}
