// The README's library example, compiled and run by the tests (Tests/CLITests/ReadmeExampleTests.swift).
// Keep it identical to the README: a test compares them.
import TypeSystem

// Body on iOS at the user's xxxLarge size, with the bold trait and loose leading, rounded.
let env = TypeEnvironment(platform: .iOS, sizeCategory: .xxxLarge)
let body = try TextStyle.body.resolved(
    in: env, modifiers: StyleModifiers(bold: true, leading: .loose, design: .rounded))
print(body.family, body.weight, body.pointSize, body.lineHeight)  // SF Pro Rounded semibold 23.0 31.0
print(body.tracking.perMille, body.tracking.points)               // 16.0 0.368 (SF Pro Rounded table)

// Tracking for any size, from Apple's tables (interpolated between listed sizes).
let t = try TrackingRules.tracking(family: "SF Pro", platform: .iOS, pointSize: 17.5)
print(t.tracking.perMille)                                        // -25.5

// A custom font or spacing that scales like title (UIFontMetrics / Font.custom(relativeTo:)).
let metrics = FontMetrics(forTextStyle: .title, platform: .iOS)
print(try metrics.scaledValue(28, for: .accessibility1))          // 38.0

struct Card { @ScaledMetric(relativeTo: .body) var padding = 20.0 }
TypeEnvironment.$current.withValue(env) { print(Card().padding) } // 27.05… (20 × 23/17)
