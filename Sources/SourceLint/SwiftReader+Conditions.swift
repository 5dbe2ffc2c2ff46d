import SwiftSyntax
import TypeSystem

extension SwiftReader {
    /// The lines of each `#if os(…)` branch that names one Apple platform (`#if os(watchOS)`,
    /// `#elseif os(macOS)`), with that platform: the code there is built for it alone, whatever
    /// the file's target. A branch that names several (`os(iOS) || os(watchOS)`) or negates one
    /// says nothing.
    static func platformBranches(_ tree: SourceFileSyntax, converter: SourceLocationConverter) -> [(lines: ClosedRange<Int>, platform: Platform)] {
        let finder = PlatformBranchFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found.map { clause, platform in
            let start = converter.location(for: clause.positionAfterSkippingLeadingTrivia).line
            let end = converter.location(for: clause.endPositionBeforeTrailingTrivia).line
            return (start...max(start, end), platform)
        }
    }

    /// `os(NAME)`'s platforms.
    static func platform(osName: String) -> Platform? {
        switch osName {
        case "iOS": return .iOS
        case "watchOS": return .watchOS
        case "macOS", "OSX": return .macOS
        case "tvOS": return .tvOS
        case "visionOS", "xrOS": return .visionOS
        default: return nil
        }
    }
}

private final class PlatformBranchFinder: SyntaxVisitor {
    var found: [(Syntax, Platform)] = []

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let call = node.condition?.as(FunctionCallExprSyntax.self),
           call.calledExpression.trimmedDescription == "os", call.arguments.count == 1,
           let name = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let platform = SwiftReader.platform(osName: name) {
            found.append((Syntax(node), platform))
        }
        return .visitChildren
    }
}
