import SwiftUI

struct OnboardingPage: Identifiable {
    let id = UUID()
    let symbol: String
    let title: LocalizedStringKey
    let message: LocalizedStringKey
}

struct OnboardingView: View {
    let pages: [OnboardingPage]
    var onFinish: () -> Void

    @State private var selection = 0

    var body: some View {
        VStack(spacing: 24) {
            TabView(selection: $selection) {
                ForEach(Array(pages.enumerated()), id: \.element.id) { index, page in
                    VStack(spacing: 20) {
                        Image(systemName: page.symbol)
                            .imageScale(.large)
                            .font(.largeTitle)
                            .foregroundStyle(.tint)

                        Text(page.title)
                            .font(.system(size: 40, weight: .thin))
                            .multilineTextAlignment(.center)

                        Text(page.message)
                            .font(.system(size: 15, weight: .light))
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.secondary)

                        Text("Swipe to continue")
                            .font(.footnote.weight(.ultraLight))
                    }
                    .padding(.horizontal, 32)
                    .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))

            Button(action: onFinish) {
                Text(selection == pages.count - 1 ? "Get started" : "Skip")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 14)
            }
            .buttonStyle(.borderedProminent)
            .padding(.horizontal, 32)

            Text("By continuing you agree to the Terms of Service.")
                .font(.caption.weight(.light))
                .foregroundStyle(.secondary)
        }
        .padding(.bottom, 24)
        .dynamicTypeSize(.xSmall ... .accessibility3)
    }
}

struct WelcomeBackBanner: View {
    let name: String

    var body: some View {
        VStack(alignment: .leading) {
            Text("Welcome back,")
                .font(.largeTitle.weight(.light))
            Text(name)
                .font(.largeTitle.bold())
            Text("Pick up where you left off.")
                .font(.body.weight(.light))
        }
    }
}
