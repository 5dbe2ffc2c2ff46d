import SwiftSyntax

/// One pass over a file before it is read: its `let`s and `var`s, functions and calls by name,
/// and its `@ScaledMetric` properties, for following a size within the file.
final class FileIndex: SyntaxVisitor {
    /// Bindings by name, then by the scope they are local to (nil: properties and globals).
    var bindings: [String: [SyntaxIdentifier?: [PatternBindingSyntax]]] = [:]
    /// The scopes open where the walk is: a function, initializer, closure or accessor block,
    /// or nil for a type's member block (its bindings are properties).
    private var scopeStack: [SyntaxIdentifier?] = []
    var functions: [String: [FunctionDeclSyntax]] = [:]
    var calls: [String: [FunctionCallExprSyntax]] = [:]
    var scaledMetrics = Set<String>()
    /// The initial values of `@ScaledMetric` properties (`@ScaledMetric var size = 9.0`): what
    /// each starts from at the default text size.
    var scaledMetricValues: [String: [ExprSyntax]] = [:]
    /// Structs and classes by name: the properties and initializers a call of the type's name
    /// passes its arguments to.
    var types: [String: [DeclGroupSyntax]] = [:]
    /// Enums whose every raw value is a string of Private Use Area code points (an icon font's
    /// glyphs: `case check = "\u{f00c}"`), and their cases.
    var glyphEnums = Set<String>()
    var glyphCases = Set<String>()

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        types[node.name.text, default: []].append(node)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        types[node.name.text, default: []].append(node)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let elements = node.memberBlock.members.flatMap { $0.decl.as(EnumCaseDeclSyntax.self)?.elements.map { $0 } ?? [] }
        let values = elements.map { $0.rawValue?.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
        if !values.isEmpty, values.allSatisfy({ $0.map(IconFonts.isGlyphText) ?? false }) {
            glyphEnums.insert(node.name.text)
            for e in elements { glyphCases.insert(e.name.text) }
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isScaled = node.attributes.contains { attr in
            attr.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("ScaledMetric") == true
        }
        for binding in node.bindings {
            guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            if isScaled {
                scaledMetrics.insert(id.identifier.text)
                if let value = binding.initializer?.value { scaledMetricValues[id.identifier.text, default: []].append(value) }
            } else {
                bindings[id.identifier.text, default: [:]][scopeStack.last ?? nil, default: []].append(binding)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { scopeStack.append(nil); return .visitChildren }
    override func visitPost(_ node: MemberBlockSyntax) { scopeStack.removeLast() }
    override func visitPost(_ node: FunctionDeclSyntax) { scopeStack.removeLast() }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { scopeStack.append(node.id); return .visitChildren }
    override func visitPost(_ node: InitializerDeclSyntax) { scopeStack.removeLast() }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { scopeStack.append(node.id); return .visitChildren }
    override func visitPost(_ node: ClosureExprSyntax) { scopeStack.removeLast() }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { scopeStack.append(node.id); return .visitChildren }
    override func visitPost(_ node: AccessorBlockSyntax) { scopeStack.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions[node.name.text, default: []].append(node)
        scopeStack.append(node.id)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name: String
        if let m = node.calledExpression.as(MemberAccessExprSyntax.self) { name = m.declName.baseName.text }
        else if let r = node.calledExpression.as(DeclReferenceExprSyntax.self) { name = r.baseName.text }
        else { return .visitChildren }
        calls[name, default: []].append(node)
        return .visitChildren
    }

    /// Whether `node` opens a scope of local names.
    static func isScope(_ node: Syntax) -> Bool {
        node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(ClosureExprSyntax.self)
            || node.is(AccessorBlockSyntax.self)
    }

    /// The statements of a function's body or of a computed property's getter.
    static func body(of decl: some SyntaxProtocol) -> CodeBlockItemListSyntax? {
        if let f = decl.as(FunctionDeclSyntax.self) { return f.body?.statements }
        guard let a = decl.as(AccessorBlockSyntax.self) else { return nil }
        switch a.accessors {
        case .getter(let items): return items
        case .accessors(let list): return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
    }

    /// The values a function or a computed property returns: its `return`s (not those of closures
    /// or functions inside it), or its single expression.
    func returns(of decl: some SyntaxProtocol) -> [ExprSyntax] {
        guard let body = Self.body(of: decl) else { return [] }
        if body.count == 1, let e = body.first?.item.as(ExprSyntax.self) { return [e] }
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.values
    }
}

/// The `return`s of one body, not of the closures and functions inside it.
final class ReturnFinder: SyntaxVisitor {
    var values: [ExprSyntax] = []
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let e = node.expression { values.append(e) }
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
