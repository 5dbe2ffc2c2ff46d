/// Material 3's type-scale roles and their default sizes in sp, as Compose's
/// `MaterialTheme.typography` and Flutter's Material 3 `TextTheme` give them (Material Design 3,
/// "Type scale tokens", m3.material.io/styles/typography/type-scale-tokens). An app may set its
/// own sizes in its theme; the lint does not read the theme, so a role is judged at its default.
enum MaterialRoles {
    static let sizes: [Substring: Double] = [
        "displayLarge": 57, "displayMedium": 45, "displaySmall": 36,
        "headlineLarge": 32, "headlineMedium": 28, "headlineSmall": 24,
        "titleLarge": 22, "titleMedium": 16, "titleSmall": 14,
        "bodyLarge": 16, "bodyMedium": 14, "bodySmall": 12,
        "labelLarge": 14, "labelMedium": 12, "labelSmall": 11,
    ]

    /// The role a style expression names through a theme's typography (Compose
    /// `MaterialTheme.typography.labelSmall`, Flutter `Theme.of(context).textTheme.bodySmall`),
    /// with its default size: the name right after `typography` or `textTheme`.
    static func role(in names: [Substring]) -> (name: Substring, size: Double)? {
        guard let k = names.firstIndex(where: { $0 == "typography" || $0 == "textTheme" }), k + 1 < names.count,
              let size = sizes[names[k + 1]] else { return nil }
        return (names[k + 1], size)
    }
}
