// The SwiftUI declarations the generated SwiftUI snippet uses, with Apple's signatures
// (developer.apple.com/documentation/swiftui: Font.custom(_:size:relativeTo:), Font.TextStyle,
// Font.Weight, Font.weight(_:), ScaledMetric.init(wrappedValue:relativeTo:), ViewModifier,
// View.font(_:), View.tracking(_:), View.modifier(_:)), so that the snippet is type-checked on
// Linux. Bodies are placeholders: nothing here runs.
@_exported import Foundation

public struct Font: Hashable, Sendable {
    public enum TextStyle: CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight()
        public static let semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
    }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font() }
    public func weight(_ weight: Font.Weight) -> Font { self }
}

public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    func body(content: Content) -> Body
}

public struct ModifiedContent<Content, Modifier>: View {
    public var body: Never { fatalError() }
}

extension View {
    public func font(_ font: Font?) -> some View { self }
    public func tracking(_ tracking: CGFloat) -> some View { self }
    public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }
}

@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
    public var wrappedValue: Value
}
