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

    /// The code that runs only on one kind of device, by the branch of a check of
    /// `userInterfaceIdiom` (or of `ProcessInfo`'s `isiOSAppOnMac`: macOS) it is in (`idiom == .tv ? .system(size: 22) : .footnote`,
    /// `if UIDevice.current.userInterfaceIdiom == .tv { … }`, `switch idiom { case .tv: … }`): a shared file's tvOS code is
    /// judged as tvOS (no Dynamic Type, its 23 pt minimum), whatever the file's platform.
    static func idiomBranches(_ tree: SourceFileSyntax, converter: SourceLocationConverter, checks: [String: SwiftShared.DeviceCheck] = [:])
        -> [(from: SourceLocation, to: SourceLocation, platform: Platform)] {
        let finder = IdiomBranchFinder(viewMode: .sourceAccurate)
        finder.checks = checks
        finder.walk(tree)
        return finder.found.map { node, platform in
            (converter.location(for: node.positionAfterSkippingLeadingTrivia),
             converter.location(for: node.endPositionBeforeTrailingTrivia), platform)
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

private final class IdiomBranchFinder: SyntaxVisitor {
    var found: [(Syntax, Platform)] = []
    /// The device checks of the files linted together, by name (`UIDevice.isTV`).
    var checks: [String: SwiftShared.DeviceCheck] = [:]

    static func platform(idiom: String) -> Platform? {
        switch idiom {
        case "tv": return .tvOS
        case "vision": return .visionOS
        case "phone", "pad": return .iOS
        case "mac": return .macOS
        default: return nil
        }
    }

    /// A condition that is one device check: the comparison written out (three unfolded
    /// elements), or a name the files declare as one (`UIDevice.isTV`, `!isTV`).
    func check(_ elements: [ExprSyntax]) -> (platform: Platform, equal: Bool)? {
        if let found = Self.idiom(elements) { return found }
        guard elements.count == 1 else { return nil }
        var expr = elements[0]
        var negated = false
        if let not = expr.as(PrefixOperatorExprSyntax.self), not.operator.text == "!" { expr = not.expression; negated = true }
        let name = expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? expr.as(DeclReferenceExprSyntax.self)?.baseName.text
        // An iPhone or iPad app that runs on a Mac (`ProcessInfo.processInfo.isiOSAppOnMac`,
        // `isMacCatalystApp`) runs on macOS, which has no Dynamic Type.
        if let member = expr.as(MemberAccessExprSyntax.self), ["isiOSAppOnMac", "isMacCatalystApp"].contains(member.declName.baseName.text),
           member.base?.trimmedDescription.hasSuffix("processInfo") == true {
            return (.macOS, !negated)
        }
        guard let name, let c = checks[name], let platform = Self.platform(idiom: c.idiom) else { return nil }
        return (platform, c.equal != negated)
    }

    /// The idiom a comparison compares with (`x.userInterfaceIdiom == .tv`: the parser leaves
    /// operators unfolded, so its three elements), and whether it asks for it (`==`) or against
    /// it (`!=`).
    static func idiom(_ elements: [ExprSyntax]) -> (platform: Platform, equal: Bool)? {
        guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=" else { return nil }
        let sides = [elements[0], elements[2]]
        guard sides.contains(where: { $0.trimmedDescription.hasSuffix("userInterfaceIdiom") }),
              let value = sides.compactMap({ $0.as(MemberAccessExprSyntax.self) }).first(where: { $0.base == nil || $0.base?.trimmedDescription == "UIUserInterfaceIdiom" })
        else { return nil }
        guard let platform = platform(idiom: value.declName.baseName.text) else { return nil }
        return (platform, op == "==")
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `idiom == .tv ? then : else`, unfolded: the condition is what comes before the `?`, after
        // an assignment if there is one (`label.font = idiom == .tv ? a : b`); the else branch is
        // the one element after it.
        let e = Array(node.elements)
        if let q = e.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), q + 2 == e.count,
           let ternary = e[q].as(UnresolvedTernaryExprSyntax.self) {
            let start = (e[..<q].lastIndex { $0.is(AssignmentExprSyntax.self) }).map { $0 + 1 } ?? 0
            if let (platform, equal) = check(Array(e[start..<q])) {
                found.append((equal ? Syntax(ternary.thenExpression) : Syntax(e[q + 1]), platform))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        // `switch UIDevice.current.userInterfaceIdiom { case .tv: … }`: a case whose patterns
        // name idioms of one platform runs on that platform alone, as an `if` comparing with it.
        guard node.subject.trimmedDescription.hasSuffix("userInterfaceIdiom") else { return .visitChildren }
        // The cases, also those in an `#if` among them (`#if compiler(>=5.3) case .mac: … #endif`).
        var cases: [SwitchCaseSyntax] = []
        for element in node.cases {
            if let switchCase = element.as(SwitchCaseSyntax.self) { cases.append(switchCase) }
            for clause in element.as(IfConfigDeclSyntax.self)?.clauses ?? [] {
                if case .switchCases(let list)? = clause.elements { cases += list.compactMap { $0.as(SwitchCaseSyntax.self) } }
            }
        }
        for switchCase in cases {
            guard case .case(let label) = switchCase.label else { continue }
            let platforms = label.caseItems.map { item -> Platform? in
                guard let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self),
                      member.base == nil || member.base?.trimmedDescription == "UIUserInterfaceIdiom" else { return nil }
                return Self.platform(idiom: member.declName.baseName.text)
            }
            if let first = platforms.first, let platform = first, platforms.allSatisfy({ $0 == platform }) {
                found.append((Syntax(switchCase.statements), platform))
            }
        }
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if node.conditions.count == 1, case .expression(let e) = node.conditions.first?.condition,
           let (platform, equal) = check(e.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? [e]) {
            if equal {
                found.append((Syntax(node.body), platform))
            } else if case .codeBlock(let block)? = node.elseBody {
                found.append((Syntax(block), platform))
            }
        }
        return .visitChildren
    }
}
