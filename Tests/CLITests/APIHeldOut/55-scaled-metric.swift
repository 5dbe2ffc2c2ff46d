// 55-scaled-metric.swift — @ScaledMetric at the default size
//
// Written as an iOS developer writes it, with Apple's spelling of every call:
//   ScaledMetric(wrappedValue:relativeTo:)
//   ScaledMetric(wrappedValue:)
//
// Expected on an iOS device (platform iOS, default size Large unless the snippet sets one):
//   padding = 20
//       @ScaledMetric(relativeTo: .body) var padding = 20 (WWDC20 10175 code sample, seed 000, "a
//       padding with value 20"); multiplier 1 at Large ("Scaling custom fonts automatically with
//       Dynamic Type", seed 002)
//   spacing = 8
//       @ScaledMetric var spacing = 8 (relative to body by default); multiplier 1 at Large

import Foundation
import Typography

func snippet_55() -> [String: Double] {
    @ScaledMetric(relativeTo: .body) var padding: CGFloat = 20
    @ScaledMetric var spacing: CGFloat = 8
    return ["padding": Double(padding), "spacing": Double(spacing)]
}
