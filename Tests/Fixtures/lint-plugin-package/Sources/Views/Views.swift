// A stand-in for SwiftUI's Font, so that the fixture builds on any platform.
public struct Font: Sendable { public static func system(size: Double) -> Font { Font() } }

public let caption = Font.system(size: 14)
