// The README's library example, compiled and run by the tests (Tests/CLITests/ReadmeExampleTests.swift).
// Keep it identical to the README: a test compares them.
import TypeSystem

// Body on iOS at the user's xxxLarge size: bold, loose leading, the rounded design.
let env = TypeEnvironment(platform: .iOS).dynamicTypeSize(.xxxLarge)
let body = try Font.body.bold().leading(.loose).design(.rounded).resolved(in: env)
print(body.family, body.weight, body.pointSize, body.lineHeight ?? 0)  // SF Pro Rounded semibold 23.0 31.0
print(body.tracking.perMille, body.tracking.points)                     // 16.0 0.368 (SF Pro Rounded table)

// The system font at a fixed size keeps its size but gets that size's tracking.
let fixed = try Font.system(size: 17.5).resolved(in: env)
print(fixed.tracking.perMille)                                          // -25.5 (SF Pro, between 17 and 18 pt)

// A custom font that scales like title (Font.custom(_:size:relativeTo:), UIFontMetrics).
let custom = try Font.custom("Merriweather", size: 28, relativeTo: .title).resolved(in: env.dynamicTypeSize(.accessibility1))
print(custom.pointSize)                                                 // 38.0

struct Card { @ScaledMetric(relativeTo: .body) var padding = 20.0 }
TypeEnvironment.$current.withValue(env) { print(Card().padding) }       // 27.05… (20 × 23/17)
