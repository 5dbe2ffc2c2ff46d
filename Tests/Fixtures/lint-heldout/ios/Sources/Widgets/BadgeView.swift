import SwiftUI

/// Unread-count badge drawn on top of tab bar items and avatars.
struct BadgeView: View {
    let count: Int
    var tint: Color = .red

    @ScaledMetric(relativeTo: .caption2) private var minSide: CGFloat = 18

    private var label: String {
        count > 99 ? "99+" : "\(count)"
    }

    var body: some View {
        Text(label)
            .font(.caption2.weight(.bold))
            .monospacedDigit()
            .foregroundStyle(.white)
            .padding(.horizontal, 5)
            .frame(minWidth: minSide, minHeight: minSide)
            .background(Capsule().fill(tint))
            .accessibilityLabel("\(count) unread")
    }
}

/// Small pill used in list rows ("NEW", "BETA").
struct StatusPill: View {
    enum Kind: String { case new = "NEW", beta = "BETA", pro = "PRO" }
    let kind: Kind

    var body: some View {
        Text(kind.rawValue)
            .font(.system(size: 9, weight: .heavy))
            .kerning(0.6)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(RoundedRectangle(cornerRadius: 4).fill(.tint.opacity(0.15)))
    }
}

/// Counter shown in the corner of thumbnails.
struct ThumbnailCounter: View {
    let index: Int
    let total: Int

    var body: some View {
        Text("\(index)/\(total)")
            .font(Font.system(size: 12, weight: .ultraLight, design: .rounded))
            .padding(4)
            .background(.ultraThinMaterial, in: Capsule())
    }
}

#Preview {
    VStack(spacing: 20) {
        BadgeView(count: 7)
        BadgeView(count: 120)
        StatusPill(kind: .beta)
        ThumbnailCounter(index: 2, total: 14)
    }
    .padding()
}
