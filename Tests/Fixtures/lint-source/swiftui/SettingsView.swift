import SwiftUI

/// A settings screen that follows the user's text size everywhere: text styles, custom fonts
/// relative to a style, @ScaledMetric sizes, the documented fixed-size opt-out and a suppressed
/// line.
struct SettingsView: View {
    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 22
    @State private var notifications = true

    var body: some View {
        Form {
            Section {
                Toggle("Notifications", isOn: $notifications)
                    .font(.body)
                Text("You can change this later in Settings.")
                    .font(.footnote)
                    .lineLimit(4)
                Text("Account")
                    .font(.custom("Avenir Next", size: 17, relativeTo: .body))
                Image(systemName: "gear")
                    .font(.system(size: iconSize))
            } header: {
                Text("General").font(.headline.weight(.semibold))
            }
            Section {
                // The clock face is drawn to fit the dial: a fixed size is intended.
                Text("12:00").font(.custom("SF Mono", fixedSize: 48))
                // typography-lint:ignore textDoesNotScale
                Text("Brand").font(.system(size: 28, weight: .bold))
                Text("Large text")
                    .font(.title3)
                    .fontWeight(.light)
            }
        }
        .dynamicTypeSize(.xSmall ... .accessibility3)
    }
}
