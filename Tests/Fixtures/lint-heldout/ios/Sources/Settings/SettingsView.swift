import SwiftUI

struct SettingsView: View {
    @AppStorage("showsBadges") private var showsBadges = true
    @AppStorage("compactRows") private var compactRows = false
    @State private var cacheSize: Measurement<UnitInformationStorage> = .init(value: 0, unit: .megabytes)

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Show badges", isOn: $showsBadges)
                    Toggle("Compact rows", isOn: $compactRows)
                } header: {
                    Text("Appearance")
                } footer: {
                    Text("Compact rows fit more messages on screen. Text still follows your Text Size setting.")
                        .font(.footnote)
                }

                Section("Storage") {
                    LabeledContent("Cache") {
                        Text(cacheSize.formatted(.measurement(width: .abbreviated)))
                            .font(.system(.body, design: .monospaced))
                    }
                    Button("Clear cache", role: .destructive) {
                        cacheSize = .init(value: 0, unit: .megabytes)
                    }
                }

                Section {
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Larkspur")
                            .font(.system(size: 17, weight: .semibold, design: .rounded))
                        Text(Bundle.main.versionString)
                            .font(.system(size: 11))
                            .foregroundStyle(.secondary)
                        Text("Build \(Bundle.main.buildNumber) · \(Bundle.main.gitHash)")
                            .font(.system(size: 8, design: .monospaced))
                            .foregroundStyle(.tertiary)
                    }
                }

                Section("Legal") {
                    NavigationLink("Terms of Service") { LegalView(document: .terms) }
                    NavigationLink("Privacy Policy") { LegalView(document: .privacy) }
                    Text("© 2026 Larkspur Labs. All rights reserved.")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Settings")
        }
        // The settings form must not grow past xxxLarge: the toggles wrap badly.
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }
}

private extension Bundle {
    var versionString: String {
        let version = infoDictionary?["CFBundleShortVersionString"] as? String ?? "?"
        return "Version \(version)"
    }
    var buildNumber: String { infoDictionary?["CFBundleVersion"] as? String ?? "0" }
    var gitHash: String { infoDictionary?["GitCommitHash"] as? String ?? "unknown" }
}
