import SwiftUI

struct PaywallView: View {
    let plans: [Plan]
    @Binding var selected: Plan?
    var onSubscribe: (Plan) -> Void

    var body: some View {
        VStack(spacing: 20) {
            Text("Larkspur Pro")
                .font(.largeTitle.bold())
            Text("Unlimited folders, offline reading and themes.")
                .font(.title3)
                .multilineTextAlignment(.center)

            ForEach(plans) { plan in
                PlanRow(plan: plan, isSelected: plan == selected)
                    .onTapGesture { selected = plan }
            }

            Button {
                if let selected { onSubscribe(selected) }
            } label: {
                // The price is part of the App Store-approved artwork; it
                // must render at exactly this size.
                // typography-lint:ignore
                Text(selected?.displayPrice ?? "—").font(.system(size: 22, weight: .bold))
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)

            // typography-lint:ignore

            Text("Cancel anytime in Settings.").font(.system(size: 12))

            Text(PaywallCopy.renewalTerms)
                .font(.system(size: 9, weight: .thin))
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(24)
    }
}

private struct PlanRow: View {
    let plan: Plan
    let isSelected: Bool

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(plan.name).font(.headline)
                Text(plan.period).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text(plan.displayPrice).font(.headline.monospacedDigit())
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).stroke(isSelected ? Color.accentColor : .secondary, lineWidth: isSelected ? 2 : 1))
    }
}

enum PaywallCopy {
    static let renewalTerms = """
    Payment is charged to your Apple Account at confirmation of purchase. \
    Subscriptions renew automatically unless cancelled at least 24 hours \
    before the end of the current period.
    """
}
