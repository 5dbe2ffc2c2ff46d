import SwiftSyntax

/// The case of a `switch` on a function's parameter that a use inside the function sits in
/// (`switch weight { case .regular: return .custom("R", size: size) … }`): a call reaches that
/// use only when its argument for the switched parameter selects the case (`weight: .regular`),
/// or, for `default`, selects none of the other cases. An argument that is not a literal
/// (`.regular`, a number, a string) may select any case.
struct SwitchChoice {
    /// The switched parameter's label at calls (nil: unlabeled) and position among the
    /// unlabeled parameters.
    let label: String?
    let unlabeledPosition: Int
    /// The case's patterns as written (`.regular`), or nil for `default`.
    let patterns: Set<String>?
    /// Every other case's patterns, for `default`.
    let others: Set<String>

    init?(use: ExprSyntax, function: Syntax) {
        guard let parameters = Self.parameters(of: function) else { return nil }
        var node = use.parent
        var found: (SwitchCaseSyntax, SwitchExprSyntax, FunctionParameterSyntax)?
        while let n = node, n.id != function.id, found == nil {
            if let c = n.as(SwitchCaseSyntax.self), let sw = c.parent?.parent?.as(SwitchExprSyntax.self),
               let name = sw.subject.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let p = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                found = (c, sw, p)
            }
            node = n.parent
        }
        guard let (chosenCase, sw, parameter) = found else { return nil }
        label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        unlabeledPosition = parameters.prefix { $0.id != parameter.id }.filter { $0.firstName.tokenKind == .wildcard }.count
        let own = Self.patterns(of: chosenCase)
        // A case of another pattern (a binding, a range) may take any value: no choice is read.
        guard own != nil || Self.isDefault(chosenCase) else { return nil }
        var rest = Set<String>()
        for case .switchCase(let c) in sw.cases where c.id != chosenCase.id && !Self.isDefault(c) {
            guard let p = Self.patterns(of: c) else { return nil }
            rest.formUnion(p)
        }
        patterns = own
        others = rest
    }

    static func isDefault(_ c: SwitchCaseSyntax) -> Bool {
        if case .default = c.label { return true }
        return false
    }

    /// Whether a call with these arguments can reach the case.
    func reached(by args: [LabeledExprSyntax]) -> Bool {
        let arg: LabeledExprSyntax?
        if let label { arg = args.first { $0.label?.text == label } } else {
            let unlabeled = args.filter { $0.label == nil }
            arg = unlabeled.indices.contains(unlabeledPosition) ? unlabeled[unlabeledPosition] : nil
        }
        guard let value = arg.flatMap({ Self.literal($0.expression) }) else { return true }
        if let patterns { return patterns.contains(value) }
        return !others.contains(value)
    }

    /// `.regular`, `12`, `"bold"` as written; nil for anything else.
    static func literal(_ e: ExprSyntax) -> String? {
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil { return "." + m.declName.baseName.text }
        if e.is(IntegerLiteralExprSyntax.self) || e.is(StringLiteralExprSyntax.self) || e.is(BooleanLiteralExprSyntax.self) {
            return e.trimmedDescription
        }
        return nil
    }

    /// A case's literal patterns (`case .regular, .book:`); nil for `default`, and for a case
    /// with any other pattern (a binding, a range).
    static func patterns(of c: SwitchCaseSyntax) -> Set<String>? {
        guard case .case(let label) = c.label else { return nil }
        var out = Set<String>()
        for item in label.caseItems {
            guard item.whereClause == nil, let e = item.pattern.as(ExpressionPatternSyntax.self)?.expression,
                  let v = literal(e) else { return nil }
            out.insert(v)
        }
        return out
    }

    static func parameters(of function: Syntax) -> FunctionParameterListSyntax? {
        if let f = function.as(FunctionDeclSyntax.self) { return f.signature.parameterClause.parameters }
        if let i = function.as(InitializerDeclSyntax.self) { return i.signature.parameterClause.parameters }
        return nil
    }
}
