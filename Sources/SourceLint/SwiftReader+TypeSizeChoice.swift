import SwiftSyntax
import SwiftParser
import TypeSystem

/// The Dynamic Type size a value can take where it is not written as a literal: a name the file
/// binds (`let cap: DynamicTypeSize = .xLarge`), a computed property or a function that returns
/// one (`func getFontSize() -> DynamicTypeSize { switch self { case .small: .small; … } }`), in
/// this file or in another Swift file linted with it (``SwiftShared/typeSizes``). Every value it
/// can return must be a literal size; the largest is the cap.
extension SwiftReader.Visitor {
    /// A size category named as SwiftUI (`DynamicTypeSize.large`, `.xxxLarge`) or UIKit
    /// (`.extraExtraExtraLarge`, `.accessibilityMedium`) names it.
    func category(_ expr: ExprSyntax) -> DynamicTypeSize? {
        guard let m = expr.as(MemberAccessExprSyntax.self) else { return nil }
        return try? DynamicTypeSize(name: m.declName.baseName.text)
    }

    /// The largest size a `dynamicTypeSize` argument allows: `...X`, `A...B`, `..<X`, `X`.
    func capOf(_ expr: ExprSyntax) -> (DynamicTypeSize, String)? {
        let text = expr.trimmedDescription
        if let p = expr.as(PrefixOperatorExprSyntax.self) {
            guard let c = category(p.expression) else { return nil }
            if p.operator.text == "..<" { return DynamicTypeSize.allCases.last(where: { $0 < c }).map { ($0, text) } }
            return p.operator.text == "..." ? (c, text) : nil
        }
        if let seq = expr.as(SequenceExprSyntax.self) {
            let els = Array(seq.elements)
            guard els.count == 3, let op = els[1].as(BinaryOperatorExprSyntax.self)?.operator.text, let c = category(els[2]) else {
                // `A...` (a lower bound only) allows every larger size.
                return nil
            }
            if op == "..<" { return DynamicTypeSize.allCases.last(where: { $0 < c }).map { ($0, text) } }
            return op == "..." ? (c, text) : nil
        }
        if expr.is(PostfixOperatorExprSyntax.self) { return nil }
        if let c = category(expr) { return (c, text) }
        return nil
    }

    /// The largest size `expr` can be, or nil when one of its values is not a literal size.
    func largestTypeSize(_ expr: ExprSyntax) -> DynamicTypeSize? {
        var budget = 64
        return TypeSizeChoice.sizes(expr, index: index, shared: typeSizes, budget: &budget, binding: { name, node in
            visibleBindings(name, from: node, member: false)
        })?.max()
    }
}

enum TypeSizeChoice {
    static let returnTypes: Set<String> = ["DynamicTypeSize", "ContentSizeCategory", "UIContentSizeCategory"]

    /// The sizes a value can be: a literal, a name's bindings, the returns of a function or
    /// computed property of the file (or, by name, of the files linted with it), either branch of
    /// `if`/`switch`/`?:`. Nil when one of them is not known.
    static func sizes(_ expr: ExprSyntax, index: FileIndex, shared: [String: DynamicTypeSize], budget: inout Int,
                      binding: (String, ExprSyntax) -> [PatternBindingSyntax]) -> [DynamicTypeSize]? {
        budget -= 1
        guard budget > 0 else { return nil }
        if let m = expr.as(MemberAccessExprSyntax.self), m.base == nil || m.base?.trimmedDescription == "DynamicTypeSize"
            || m.base?.trimmedDescription == "ContentSizeCategory" {
            if let c = try? DynamicTypeSize(name: m.declName.baseName.text) { return [c] }
        }
        if let s = expr.as(SwitchExprSyntax.self) {
            var out: [DynamicTypeSize] = []
            for case .switchCase(let c) in s.cases {
                guard let values = results(of: c.statements) else { return nil }
                for v in values {
                    guard let found = sizes(v, index: index, shared: shared, budget: &budget, binding: binding) else { return nil }
                    out += found
                }
            }
            return out.isEmpty ? nil : out
        }
        if let i = expr.as(IfExprSyntax.self) {
            guard let body = results(of: i.body.statements), let elseBody = i.elseBody else { return nil }
            var branches = body
            switch elseBody {
            case .codeBlock(let b): guard let r = results(of: b.statements) else { return nil }; branches += r
            case .ifExpr(let e): branches.append(ExprSyntax(e))
            }
            return collect(branches, index: index, shared: shared, budget: &budget, binding: binding)
        }
        if let t = expr.as(TernaryExprSyntax.self) {
            return collect([t.thenExpression, t.elseExpression], index: index, shared: shared, budget: &budget, binding: binding)
        }
        if let seq = expr.as(SequenceExprSyntax.self) {
            // `c ? a : b`, unfolded: the elements after `?` and after `:`.
            // The condition before `?` may be a sequence of its own (`self == .small ? a : b`).
            let els = Array(seq.elements)
            guard let q = els.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), q + 2 == els.count,
                  let then = els[q].as(UnresolvedTernaryExprSyntax.self)?.thenExpression else { return nil }
            return collect([then, els[q + 1]], index: index, shared: shared, budget: &budget, binding: binding)
        }
        // `cap`, `self.cap`: the name's bindings (a stored initial value, or a computed property's returns).
        let name: String?
        if let r = expr.as(DeclReferenceExprSyntax.self) { name = r.baseName.text }
        else if let m = expr.as(MemberAccessExprSyntax.self), m.base?.trimmedDescription == "self" { name = m.declName.baseName.text }
        else { name = nil }
        if let name {
            let found = binding(name, expr)
            if !found.isEmpty {
                var values: [ExprSyntax] = []
                for b in found {
                    if let v = b.initializer?.value { values.append(v) }
                    else if let a = b.accessorBlock { values += returns(of: a) }
                    else { return nil }
                }
                return collect(values, index: index, shared: shared, budget: &budget, binding: binding)
            }
            return shared[name].map { [$0] }
        }
        // `getFontSize()`, `appFontSize.getFontSize()`, `x.typeSize` (a member of another value).
        let called: String?
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty {
            called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        } else if let m = expr.as(MemberAccessExprSyntax.self), m.base != nil {
            called = m.declName.baseName.text
        } else { called = nil }
        guard let called else { return nil }
        let functions = (index.functions[called] ?? []).filter { f in
            f.signature.returnClause.map { returnTypes.contains($0.type.trimmedDescription) } ?? false
        }
        if !functions.isEmpty {
            return collect(functions.flatMap { returns(of: $0) }, index: index, shared: shared, budget: &budget, binding: binding)
        }
        return shared[called].map { [$0] }
    }

    private static func collect(_ values: [ExprSyntax], index: FileIndex, shared: [String: DynamicTypeSize], budget: inout Int,
                                binding: (String, ExprSyntax) -> [PatternBindingSyntax]) -> [DynamicTypeSize]? {
        guard !values.isEmpty else { return nil }
        var out: [DynamicTypeSize] = []
        for v in values {
            guard let found = sizes(v, index: index, shared: shared, budget: &budget, binding: binding) else { return nil }
            out += found
        }
        return out
    }

    /// The values a block gives: its one expression, or what its `return`s return.
    private static func results(of statements: CodeBlockItemListSyntax) -> [ExprSyntax]? {
        if statements.count == 1, let e = statements.first?.item.as(ExprSyntax.self) { return [e] }
        // `switch self { … }` or `if …` alone in a body: an expression in a statement's place.
        if statements.count == 1, let e = statements.first?.item.as(ExpressionStmtSyntax.self)?.expression { return [e] }
        if statements.count == 1, let r = statements.first?.item.as(ReturnStmtSyntax.self), let e = r.expression { return [e] }
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(statements)
        return finder.values.isEmpty ? nil : finder.values
    }

    /// What a function or a computed property returns: its `return`s, its one expression, or the
    /// `switch` or `if` that is its whole body.
    private static func returns(of decl: some SyntaxProtocol) -> [ExprSyntax] {
        FileIndex.body(of: decl).flatMap(results(of:)) ?? []
    }

    /// The functions and computed properties of one file that return a Dynamic Type size, each
    /// with the largest it returns; nil for one whose returns are not all literal sizes.
    static func declared(in text: String) -> [String: DynamicTypeSize?] {
        guard text.utf8.hasBytes("DynamicTypeSize") || text.utf8.hasBytes("ContentSizeCategory") else { return [:] }
        let tree = Parser.parse(source: text)
        let index = FileIndex(viewMode: .sourceAccurate)
        index.walk(tree)
        var out: [String: DynamicTypeSize?] = [:]
        func record(_ name: String, _ value: DynamicTypeSize?) {
            out[name] = out[name].map { $0 == value ? value : nil } ?? value
        }
        for (name, functions) in index.functions {
            for f in functions where f.signature.returnClause.map({ returnTypes.contains($0.type.trimmedDescription) }) ?? false {
                var budget = 64
                record(name, collect(returns(of: f), index: index, shared: [:], budget: &budget, binding: { _, _ in [] })?.max())
            }
        }
        for (name, byScope) in index.bindings {
            for b in byScope[Optional<SyntaxIdentifier>.none] ?? [] {
                guard let type = b.typeAnnotation?.type.trimmedDescription, returnTypes.contains(type), let a = b.accessorBlock else { continue }
                var budget = 64
                record(name, collect(returns(of: a), index: index, shared: [:], budget: &budget, binding: { _, _ in [] })?.max())
            }
        }
        return out
    }
}
