import SwiftSyntax
import TypeSystem

extension SwiftReader {
    /// The lines of each `#if os(…)` branch that names one Apple platform (`#if os(watchOS)`,
    /// `#elseif os(macOS)`), with that platform: the code there is built for it alone, whatever
    /// the file's target. A branch that names several (`os(iOS) || os(watchOS)`) says nothing.
    /// And the lines of each branch that is never built for some platforms, with those: the
    /// `#else` of a chain of such branches (`#if os(iOS) … #else`) and `#if !os(iOS)`.
    static func platformBranches(_ tree: SourceFileSyntax, converter: SourceLocationConverter)
        -> (only: [(lines: ClosedRange<Int>, platform: Platform)], not: [(lines: ClosedRange<Int>, platforms: Set<Platform>)]) {
        let finder = PlatformBranchFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        func lines(_ clause: Syntax) -> ClosedRange<Int> {
            let start = converter.location(for: clause.positionAfterSkippingLeadingTrivia).line
            let end = converter.location(for: clause.endPositionBeforeTrailingTrivia).line
            return start...max(start, end)
        }
        return (finder.found.map { (lines($0.0), $0.1) }, finder.excluded.map { (lines($0.0), $0.1) })
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
    var excluded: [(Syntax, Set<Platform>)] = []

    /// `os(NAME)`'s platform, for a condition that is that call alone.
    static func only(_ condition: ExprSyntax?) -> Platform? {
        guard let call = condition?.as(FunctionCallExprSyntax.self),
              call.calledExpression.trimmedDescription == "os", call.arguments.count == 1,
              let name = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return SwiftReader.platform(osName: name)
    }

    /// The platforms of `os(A) || os(B) …`, for a condition that is only that.
    static func any(_ condition: ExprSyntax?) -> Set<Platform>? {
        if let platform = only(condition) { return [platform] }
        guard let seq = condition?.as(InfixOperatorExprSyntax.self),
              seq.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "||",
              let left = any(seq.leftOperand), let right = any(seq.rightOperand) else { return nil }
        return left.union(right)
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        // A clause that names one platform is built for it alone. A clause after clauses that name
        // platforms (`#else`, `#elseif canImport(AppKit)`) is built for none of those, and
        // `#if !os(X)` for every platform but X.
        var named = Set<Platform>()
        for clause in node.clauses {
            if let platform = Self.only(clause.condition) {
                found.append((Syntax(clause), platform))
            } else if let not = clause.condition?.as(PrefixOperatorExprSyntax.self), not.operator.text == "!",
                      let platforms = Self.any(not.expression) {
                excluded.append((Syntax(clause), named.union(platforms)))
            } else if !named.isEmpty {
                excluded.append((Syntax(clause), named))
            }
            if let platforms = Self.any(clause.condition) { named.formUnion(platforms) }
        }
        return .visitChildren
    }
}
