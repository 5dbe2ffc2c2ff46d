import SwiftSyntax
import TypeSystem

/// Following a size within the file: through bindings, parameters and returns to literals or scaled values.
extension SwiftReader.Visitor {
    /// Where a size expression leads: literals, scaled values, or something the file does not show.
    struct Traced {
        var sizes: [Double] = []
        var scaled = false
        var unknown = false
        /// A path was cut short (a cycle, the depth or the budget): the result depends on where
        /// the trace started, so it is not remembered.
        var truncated = false
        /// The app's own text-size setting a path reads (`@AppStorage("fontSize")`,
        /// `UserDefaults.standard.double(forKey: "textScale")`), as written.
        var setting: String?
        /// The size a text style scales to at one fixed category (`scaledValue(for:compatibleWith:
        /// UITraitCollection(preferredContentSizeCategory: .extraExtraLarge))`): a constant.
        var atCategory: DynamicTypeSize?
        /// A scaled size that stops at the size of that category (`min(atXXL, scaledValue(for:))`).
        var cappedAt: DynamicTypeSize?
        /// The sizes scaled values start from at the default text size, where the file shows
        /// them: the argument of `scaledValue(for:)`, the initial value of an `@ScaledMetric`.
        var bases: [Double] = []
        /// Every path ends in a scaled value.
        var scales: Bool { scaled && sizes.isEmpty && !unknown }
        /// Nothing fixed was found but something could not be followed.
        var untraced: Bool { sizes.isEmpty && unknown && !scales }
        /// The smallest fixed size a path gives, or for a size that scales, the smallest size it
        /// starts from (the minimum applies to it: a size scaled from 9 pt is 9 pt for everyone
        /// who keeps the default text size).
        var size: Double? { sizes.min() ?? (scales ? bases.min() : nil) }
        mutating func merge(_ o: Traced) {
            sizes += o.sizes
            bases += o.bases
            scaled = scaled || o.scaled
            unknown = unknown || o.unknown
            truncated = truncated || o.truncated
            setting = setting ?? o.setting
            cappedAt = [cappedAt, o.cappedAt].compactMap { $0 }.min()
            atCategory = atCategory ?? o.atCategory
        }
        static let scaledValue = Traced(scaled: true)
        static let unknownValue = Traced(unknown: true)
        static let cutShort = Traced(unknown: true, truncated: true)
    }

    /// Follows `expr` through `let`s and `var`s, the parameters of the function it is in (every
    /// call of that function in the file), and the returns of functions and computed
    /// properties of the file, to literals or scaled values (`scaledValue(for:)`, `@ScaledMetric`).
    func trace(_ expr: ExprSyntax) -> Traced {
        var budget = 64
        var seen = Set<SyntaxIdentifier>()
        return trace(expr, depth: 0, budget: &budget, seen: &seen)
    }

    /// `seen` holds the expressions on the path being followed (a cycle ends there); a result
    /// that no cycle, depth or budget cut short is remembered for the whole file.
    private func trace(_ expr: ExprSyntax, depth: Int, budget: inout Int, seen: inout Set<SyntaxIdentifier>) -> Traced {
        if let known = traced[expr.id] { return known }
        budget -= 1
        guard depth < 8, budget > 0, seen.insert(expr.id).inserted else { return .cutShort }
        defer { seen.remove(expr.id) }
        let r = traceOnce(expr, depth: depth, budget: &budget, seen: &seen)
        if !r.truncated { traced[expr.id] = r }
        return r
    }

    private func traceOnce(_ expr: ExprSyntax, depth: Int, budget: inout Int, seen: inout Set<SyntaxIdentifier>) -> Traced {
        if let n = number(expr) { return Traced(sizes: [n]) }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, let e = t.elements.first?.expression {
            return trace(e, depth: depth + 1, budget: &budget, seen: &seen)
        }
        if let t = expr.as(TryExprSyntax.self) { return trace(t.expression, depth: depth + 1, budget: &budget, seen: &seen) }
        if let t = expr.as(TernaryExprSyntax.self) {
            var r = trace(t.thenExpression, depth: depth + 1, budget: &budget, seen: &seen)
            r.merge(trace(t.elseExpression, depth: depth + 1, budget: &budget, seen: &seen))
            return r
        }
        if let seq = expr.as(SequenceExprSyntax.self) {
            return traceElements(Array(seq.elements)[...], depth: depth, budget: &budget, seen: &seen)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let (_, name) = callee(call)
            if let r = traceMetrics(call, name: name, depth: depth, budget: &budget, seen: &seen) { return r }
            // A size computed from the user's text-size category (`contentSizeCategory
            // .preferredContentSize(size)`, `scale(size, for: traitCollection
            // .preferredContentSizeCategory)`) follows it.
            if Self.readsSizeCategory(call) { return .scaledValue }
            if ["CGFloat", "Double", "Float"].contains(call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""), call.arguments.count == 1,
               let e = call.arguments.first?.expression {
                return trace(e, depth: depth + 1, budget: &budget, seen: &seen)
            }
            // A function of this file: its returns.
            let functions = index.functions[name] ?? []
            guard !functions.isEmpty else { return .unknownValue }
            var r = Traced()
            for f in functions {
                let returns = index.returns(of: f)
                if returns.isEmpty { r.unknown = true }
                for e in returns { r.merge(trace(e, depth: depth + 1, budget: &budget, seen: &seen)) }
            }
            return r
        }
        // The size of a font read from the font (`textView.font?.pointSize`, `0.75 * font.pointSize`)
        // is as scaled as that font: a text style's is the user's text size. A font the file
        // does not make (a parameter, another object's) is judged where it is made, so the size
        // read adds nothing of its own to report; one the file makes at a fixed size stays a
        // note where it is read (the warning is where it is made).
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "pointSize",
           let base = member.base, isTextStyleFont(base) || !Self.namesAType(base) && fontSources(Self.unwrapped(base)) == nil {
            return .scaledValue
        }
        // UIKit's and AppKit's standard sizes (`UIFont.systemFontSize`, `NSFont.labelFontSize`):
        // fixed numbers that no text-size setting changes. Apple does not publish their values,
        // so no minimum is checked against them.
        if let member = expr.as(MemberAccessExprSyntax.self), ["UIFont", "NSFont"].contains(member.base?.trimmedDescription ?? ""),
           ["systemFontSize", "smallSystemFontSize", "labelFontSize", "buttonFontSize"].contains(member.declName.baseName.text) {
            return Traced()
        }
        let name: String
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
            if scaledMetrics.contains(name) { return scaledMetric(name, from: expr) }
            // A parameter of the enclosing function: what every call in the file passes.
            if let (function, parameter, position) = enclosingParameter(named: name, from: expr) {
                return traceArguments(function, parameter, position, use: expr, depth: depth, budget: &budget, seen: &seen)
            }
        } else if let member = expr.as(MemberAccessExprSyntax.self) {
            // `x.size`, `Values.size`, or `.titleSize` (a static member of the size's own type,
            // `extension CGFloat { static let titleSize: CGFloat = 26 }`).
            name = member.declName.baseName.text
            if scaledMetrics.contains(name) && ["self", "Self"].contains(member.base?.trimmedDescription ?? "") { return scaledMetric(name, from: expr) }
        } else {
            return .unknownValue
        }
        // A binding of that name: the innermost function around the use that binds it, else the
        // file's properties and globals (every binding of the name there).
        let bindings = visibleBindings(name, from: expr, member: expr.is(MemberAccessExprSyntax.self))
        guard !bindings.isEmpty else {
            // `Values.miniFontSize`, a type property another file declares as a number, or as a
            // choice of two on a condition of that file (`isIPhone5OrSmaller ? 8 : 10`), which is
            // checked at the larger: the condition is not read, and such choices shrink text on
            // the rare small screen.
            // Only through a type (`Values.miniFontSize`, `Self.size`, `.titleSize`): `flairText.size`
            // is that value's own property, whatever a type elsewhere declares by that name.
            if let member = expr.as(MemberAccessExprSyntax.self), Self.namesAType(member.base),
               let largest = sizeConstants[name]?.max() {
                return Traced(sizes: [largest])
            }
            return .unknownValue
        }
        if let setting = bindings.lazy.compactMap(preferenceRead).first {
            var r = Traced.unknownValue
            r.setting = setting
            return r
        }
        var r = Traced()
        for b in bindings {
            if let value = b.initializer?.value {
                r.merge(trace(value, depth: depth + 1, budget: &budget, seen: &seen))
            } else if let accessor = b.accessorBlock {
                let returns = index.returns(of: accessor)
                if returns.isEmpty { r.unknown = true }
                for e in returns { r.merge(trace(e, depth: depth + 1, budget: &budget, seen: &seen)) }
            } else {
                r.unknown = true
            }
        }
        return r
    }

    /// The preference a binding reads, as written: a property stored by `@AppStorage("key")`,
    /// or a value read from `UserDefaults` (`UserDefaults.standard.double(forKey: "key")`).
    /// Only a key that names a text or font size, scale or zoom counts: the app's own text-size
    /// setting.
    func preferenceRead(_ binding: PatternBindingSyntax) -> String? {
        var key: String?
        var written: String?
        if let decl = binding.parent?.parent?.as(VariableDeclSyntax.self),
           let storage = decl.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
               .first(where: { $0.attributeName.trimmedDescription.hasSuffix("AppStorage") }) {
            key = storage.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            written = storage.trimmedDescription
        } else if let value = binding.initializer?.value, let call = value.as(FunctionCallExprSyntax.self),
                  let k = call.arguments.first(where: { $0.label?.text == "forKey" }),
                  call.calledExpression.trimmedDescription.contains("UserDefaults") {
            key = k.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            written = call.trimmedDescription
        }
        guard let key, let written, Self.namesTextSizeKey(key) else { return nil }
        return written
    }

    /// `fontSize`, `text_scale`, `readerFontSize`, `articleTextZoom`: a key whose words hold
    /// font or text, then size, scale or zoom.
    static func namesTextSizeKey(_ key: String) -> Bool {
        let words = CSSReader.nameWords(key)
        return zip(words, words.dropFirst()).contains { (a, b) in (a == "font" || a == "text") && ["size", "scale", "zoom"].contains(b) }
    }

    /// `UIFontMetrics`' `scaledValue(for:)`, the user's size, or at a trait collection made for
    /// one category, a constant (``Traced/atCategory``); and `min(sizeAtCategory, scaledSize)`,
    /// the scaled size stopped at that category's (``Traced/cappedAt``). Nil for other calls.
    private func traceMetrics(_ call: FunctionCallExprSyntax, name: String, depth: Int, budget: inout Int,
                              seen: inout Set<SyntaxIdentifier>) -> Traced? {
        if name == "scaledValue" {
            if let traits = call.arguments.first(where: { $0.label?.text == "compatibleWith" })?.expression,
               let c = fixedCategory(of: traits) {
                var r = Traced.unknownValue
                r.atCategory = c
                return r
            }
            var r = Traced.scaledValue
            if let base = call.arguments.first(where: { $0.label?.text == "for" })?.expression {
                let b = trace(base, depth: depth + 1, budget: &budget, seen: &seen)
                if !b.unknown && !b.scaled { r.bases = b.sizes }
                r.truncated = b.truncated
            }
            return r
        }
        guard name == "min", call.calledExpression.is(DeclReferenceExprSyntax.self), call.arguments.count == 2 else { return nil }
        let parts = call.arguments.map { trace($0.expression, depth: depth + 1, budget: &budget, seen: &seen) }
        guard let c = parts.first(where: { $0.atCategory != nil })?.atCategory,
              let other = parts.first(where: { $0.atCategory == nil }), other.scales || other.cappedAt != nil else { return nil }
        var r = Traced.scaledValue
        r.cappedAt = min(c, other.cappedAt ?? c)
        r.truncated = parts.contains { $0.truncated }
        return r
    }

    /// An `@ScaledMetric` property: a size that scales, from its initial value. The property of
    /// the type around the use, where that type declares one by the name, else every one the file
    /// declares by it.
    private func scaledMetric(_ name: String, from use: ExprSyntax) -> Traced {
        let isType: (Syntax) -> Bool = { $0.asProtocol(DeclGroupSyntax.self) != nil }
        let all = index.scaledMetricValues[name] ?? []
        let type = enclosing(use, where: isType)?.id
        let inType = all.filter { type != nil && enclosing($0, where: isType)?.id == type }
        var r = Traced.scaledValue
        r.bases = (inType.isEmpty ? all : inType).compactMap { number($0) }
        return r
    }

    /// The category of a trait collection made for one (`UITraitCollection(preferredContentSizeCategory:
    /// .extraExtraLarge)`): the category written there, or every category the name there can hold
    /// in the file (``categories(_:depth:)``), the largest of them.
    func fixedCategory(of traits: ExprSyntax) -> DynamicTypeSize? {
        guard let call = traits.as(FunctionCallExprSyntax.self), ["UITraitCollection", "init"].contains(callee(call).name),
              let value = call.arguments.first(where: { $0.label?.text == "preferredContentSizeCategory" })?.expression else { return nil }
        return categories(value, depth: 0)?.max()
    }

    /// The categories an expression can hold in the file: a category (`.extraExtraLarge`); a
    /// parameter of the function it is in: its default and what each call of the function in the
    /// file passes; a property: what each construction of its type in the file passes for it, and
    /// its initial value when a construction leaves it out. Nil when one of them is not a
    /// category the file shows.
    func categories(_ expr: ExprSyntax, depth: Int) -> [DynamicTypeSize]? {
        if let c = category(expr) { return [c] }
        guard depth < 4, let ref = expr.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = ref.baseName.text
        var out: [DynamicTypeSize] = []
        func add(_ e: ExprSyntax) -> Bool {
            guard let found = categories(e, depth: depth + 1) else { return false }
            out += found
            return true
        }
        if let f = enclosing(expr, where: { $0.is(FunctionDeclSyntax.self) })?.as(FunctionDeclSyntax.self),
           let p = f.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
            if let d = p.defaultValue?.value, !add(d) { return nil }
            // The calls of this function, not of another of its name (`font(ofSize:…)` beside
            // `font(size:style:…)`): every label a call gives is one of its parameters'.
            let labels = Set(f.signature.parameterClause.parameters.map(\.firstName.text))
            for call in index.calls[f.name.text] ?? [] where call.arguments.allSatisfy({ labels.contains($0.label?.text ?? "_") }) {
                if let a = call.arguments.first(where: { $0.label?.text == p.firstName.text }), !add(a.expression) { return nil }
            }
            return out.isEmpty ? nil : out
        }
        let bindings = visibleBindings(name, from: expr, member: false)
        guard !bindings.isEmpty else { return nil }
        for b in bindings {
            let type = enclosing(b, where: { $0.asProtocol(DeclGroupSyntax.self) != nil })
            let typeName = type?.as(StructDeclSyntax.self)?.name.text ?? type?.as(ClassDeclSyntax.self)?.name.text
            let constructions = typeName.map { index.calls[$0] ?? [] } ?? []
            let passed = constructions.compactMap { $0.arguments.first(where: { $0.label?.text == name })?.expression }
            for e in passed where !add(e) { return nil }
            if constructions.isEmpty || passed.count < constructions.count {
                guard let v = b.initializer?.value, add(v) else { return nil }
            }
        }
        return out.isEmpty ? nil : out
    }

    /// Whether an expression is a text style's font or descriptor (`UIFont.preferredFont(forTextStyle:)`,
    /// `UIFontDescriptor.preferredFontDescriptor(withTextStyle:)`, `UIFontMetrics(…).scaledFont(for:)`),
    /// directly or through what ``fontSources(_:depth:)`` follows: every font it can be is one.
    func isTextStyleFont(_ expr: ExprSyntax) -> Bool {
        guard let sources = fontSources(expr), !sources.isEmpty else { return false }
        return sources.allSatisfy { ["preferredFont", "preferredFontDescriptor", "scaledFont"].contains(callee($0).name) }
    }

    /// The calls that make every font an expression can be, as far as the file shows: the call
    /// itself; a label's own font (`titleLabel.font`), from every font the file gives it (assigned
    /// to it, or in the closure that makes it: `let titleLabel: UILabel = { let label = UILabel();
    /// label.font = .preferredFont(forTextStyle: .body); return label }()`); a constant bound to
    /// one; a stored font of a type of this file (`configuration.baseFont`): each initializer's
    /// default and what each construction in the file passes. Nil when a path leaves the file (a
    /// parameter, another object's font, a value set elsewhere).
    func fontSources(_ expr: ExprSyntax, depth: Int = 0) -> [FunctionCallExprSyntax]? {
        if let call = expr.as(FunctionCallExprSyntax.self) { return [call] }
        guard depth < 4 else { return nil }
        func all(_ values: [ExprSyntax]) -> [FunctionCallExprSyntax]? {
            var out: [FunctionCallExprSyntax] = []
            for v in values {
                guard let found = fontSources(v, depth: depth + 1) else { return nil }
                out += found
            }
            return out.isEmpty ? nil : out
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "font", let base = member.base {
            let receiver = base.trimmedDescription.hasPrefix("self.") ? String(base.trimmedDescription.dropFirst(5)) : base.trimmedDescription
            let values = fontStores.filter { $0.receiver == receiver || $0.owner == receiver }.map(\.value)
            if !values.isEmpty { return all(values) }
        }
        let name: String
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
        } else if let member = expr.as(MemberAccessExprSyntax.self), member.base != nil {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        let bindings = visibleBindings(name, from: expr, member: expr.is(MemberAccessExprSyntax.self))
        guard !bindings.isEmpty else { return nil }
        var values: [ExprSyntax] = []
        for b in bindings {
            if let value = b.initializer?.value { values.append(value); continue }
            guard b.accessorBlock == nil, let type = enclosing(b, where: { $0.asProtocol(DeclGroupSyntax.self) != nil }),
                  let group = type.asProtocol(DeclGroupSyntax.self), let stored = storedValues(name, in: group) else { return nil }
            values += stored
        }
        return all(values)
    }

    /// Every value a type's initializers store into its property `name` (`self.baseFont =
    /// baseFont`): the parameter's default, and what each call of the type in the file passes for
    /// it (`Configuration(baseFont: …)`). Nil when an initializer takes it otherwise.
    private func storedValues(_ name: String, in type: some DeclGroupSyntax) -> [ExprSyntax]? {
        let inits = type.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let typeName = type.as(StructDeclSyntax.self)?.name.text ?? type.as(ClassDeclSyntax.self)?.name.text ?? ""
        guard !inits.isEmpty, !typeName.isEmpty else { return nil }
        var values: [ExprSyntax] = []
        for i in inits {
            guard let p = i.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
                  p.firstName.text == name else { return nil }
            if let d = p.defaultValue?.value { values.append(d) }
        }
        for call in index.calls[typeName] ?? [] where call.calledExpression.as(DeclReferenceExprSyntax.self) != nil {
            if let a = call.arguments.first(where: { $0.label?.text == name }) { values.append(a.expression) }
        }
        return values.isEmpty ? nil : values
    }

    /// The elements of an operator sequence as the parser leaves them (not folded):
    /// `cond ? 18 : 16` is either branch (the ternary has the lowest precedence, so the first
    /// one splits the sequence); `size * 1.2`, `base + 2` scale when an operand does and are
    /// otherwise not a literal.
    private func traceElements(_ elements: ArraySlice<ExprSyntax>, depth: Int, budget: inout Int,
                               seen: inout Set<SyntaxIdentifier>) -> Traced {
        if elements.count == 1, let only = elements.first { return trace(only, depth: depth + 1, budget: &budget, seen: &seen) }
        if let k = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[k].as(UnresolvedTernaryExprSyntax.self), k + 1 < elements.endIndex {
            var r = trace(ternary.thenExpression, depth: depth + 1, budget: &budget, seen: &seen)
            r.merge(traceElements(elements[(k + 1)...], depth: depth + 1, budget: &budget, seen: &seen))
            return r
        }
        var r = Traced()
        var operands: [Traced] = []
        for e in elements where !e.is(BinaryOperatorExprSyntax.self) {
            let t = number(e).map { Traced(sizes: [$0]) } ?? trace(e, depth: depth + 1, budget: &budget, seen: &seen)
            operands.append(t)
            r.merge(t)
        }
        if r.scaled { return .scaledValue }
        if let fixed = Self.arithmetic(elements, operands) { return fixed }
        var unknown = Traced.unknownValue
        unknown.truncated = r.truncated
        // `15 * fontScale`: a size times the app's own text-size preference.
        unknown.setting = r.setting
        return unknown
    }

    /// Arithmetic (`+ - * /`) of operands that are all fixed (`UIFont.systemFontSize * 1.0`,
    /// `base + 2` with `let base: CGFloat = 14`) is fixed: its value where each operand has one,
    /// else a fixed size of unknown value (as the constant alone is). Nil when an operand is not
    /// fixed or the expression is not plain arithmetic.
    static func arithmetic(_ elements: ArraySlice<ExprSyntax>, _ operands: [Traced]) -> Traced? {
        guard !operands.isEmpty, operands.allSatisfy({ !$0.unknown && !$0.scaled && $0.setting == nil && $0.atCategory == nil && $0.cappedAt == nil }),
              elements.count == operands.count * 2 - 1 else { return nil }
        var ops: [String] = []
        for (i, e) in elements.enumerated() where i % 2 == 1 {
            guard let op = e.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op) else { return nil }
            ops.append(op)
        }
        let values = operands.map { Set($0.sizes).count == 1 ? $0.sizes.first : nil }
        guard values.allSatisfy({ $0 != nil }) else { return Traced() }
        // `*` and `/` before `+` and `-`, each left to right.
        var terms: [Double] = [values[0] ?? 0]
        var signs: [Double] = [1]
        for (i, op) in ops.enumerated() {
            let v = values[i + 1] ?? 0
            switch op {
            case "*": terms[terms.count - 1] *= v
            case "/": guard v != 0 else { return Traced() }; terms[terms.count - 1] /= v
            default: terms.append(v); signs.append(op == "-" ? -1 : 1)
            }
        }
        let value = zip(terms, signs).reduce(0) { $0 + $1.0 * $1.1 }
        return value.isFinite && value > 0 ? Traced(sizes: [value]) : Traced()
    }

    /// The bindings of `name` a use at `node` sees: those of the innermost function around it
    /// that binds the name, else the file's properties and globals (all of them: the lint
    /// does not resolve types). A member access (`self.x`, `Theme.x`) sees only the latter.
    func visibleBindings(_ name: String, from node: some SyntaxProtocol, member: Bool) -> [PatternBindingSyntax] {
        guard let byScope = index.bindings[name] else { return [] }
        if !member {
            for scope in scopes(of: node) {
                if let found = byScope[scope] { return found }
            }
        }
        return byScope[Optional<SyntaxIdentifier>.none] ?? []
    }

    /// The functions, initializers, closures and accessors around `node`, innermost first.
    private func scopes(of node: some SyntaxProtocol) -> [SyntaxIdentifier] {
        var out: [SyntaxIdentifier] = []
        var p = node.parent
        while let n = p {
            if FileIndex.isScope(n) { out.append(n.id) }
            p = n.parent
        }
        return out
    }

    /// The function (or initializer) around `node` that has a parameter named `name`, the
    /// parameter, and its position.
    private func enclosingParameter(named name: String, from node: some SyntaxProtocol) -> (Syntax, FunctionParameterSyntax, Int)? {
        var p = node.parent
        while let n = p {
            let parameters: FunctionParameterListSyntax?
            if let f = n.as(FunctionDeclSyntax.self) { parameters = f.signature.parameterClause.parameters }
            else if let f = n.as(InitializerDeclSyntax.self) { parameters = f.signature.parameterClause.parameters }
            else { parameters = nil }
            if let parameters {
                for (k, param) in parameters.enumerated() where (param.secondName ?? param.firstName).text == name {
                    return (n, param, k)
                }
                return nil  // a local of this function, or something outside it
            }
            if let closure = n.as(ClosureExprSyntax.self), let sig = closure.signature,
               sig.trimmedDescription.contains(name) { return nil }  // a closure's parameter
            p = n.parent
        }
        return nil
    }

    /// What the calls of `function` in the file pass for `parameter`; its default when a call
    /// leaves it out. No call in the file: unknown (another file, or a public API, calls it).
    private func traceArguments(_ function: Syntax, _ parameter: FunctionParameterSyntax, _ position: Int, use: ExprSyntax,
                                depth: Int, budget: inout Int, seen: inout Set<SyntaxIdentifier>) -> Traced {
        let calledName: String
        if let f = function.as(FunctionDeclSyntax.self) { calledName = f.name.text }
        else if function.is(InitializerDeclSyntax.self) {
            // An initializer is called by its type's name.
            var p = function.parent
            var typeName: String?
            while let n = p, typeName == nil {
                if let d = n.as(StructDeclSyntax.self) { typeName = d.name.text }
                if let d = n.as(ClassDeclSyntax.self) { typeName = d.name.text }
                if let d = n.as(EnumDeclSyntax.self) { typeName = d.name.text }
                p = n.parent
            }
            guard let typeName else { return .unknownValue }
            calledName = typeName
        } else { return .unknownValue }
        let label: String? = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        let calls = index.calls[calledName] ?? []
        let chosen = SwitchChoice(use: use, function: function)
        var r = Traced()
        var matched = 0
        for call in calls {
            let args = Array(call.arguments)
            // A use in one case of a `switch` on another parameter: only the calls that choose it.
            if let chosen, !chosen.reached(by: args) { continue }
            let arg: LabeledExprSyntax?
            if let label { arg = args.first { $0.label?.text == label } } else {
                let unlabeled = args.filter { $0.label == nil }
                // Positional: the parameter's place among the unlabeled parameters.
                arg = unlabeled.indices.contains(unlabeledPosition(parameter, position)) ? unlabeled[unlabeledPosition(parameter, position)] : nil
            }
            if let arg {
                matched += 1
                r.merge(trace(arg.expression, depth: depth + 1, budget: &budget, seen: &seen))
            } else if let d = parameter.defaultValue?.value, label != nil || args.isEmpty {
                matched += 1
                r.merge(trace(d, depth: depth + 1, budget: &budget, seen: &seen))
            }
        }
        if matched == 0 { r.unknown = true }
        return r
    }

    private func unlabeledPosition(_ parameter: FunctionParameterSyntax, _ position: Int) -> Int {
        guard let list = parameter.parent?.as(FunctionParameterListSyntax.self) else { return position }
        return list.prefix(position).filter { $0.firstName.tokenKind == .wildcard }.count
    }

    /// The point size of a font expression: `UIFont.systemFont(ofSize: 22)`, `UIFont(name:size:)`,
    /// `font.withSize(22)`, or a name bound to one of them.
    func fontSize(_ expr: ExprSyntax, depth: Int = 0) -> Double? {
        guard depth < 6 else { return nil }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            if let a = call.arguments.first(where: { ["ofSize", "size"].contains($0.label?.text) }) { return trace(a.expression).size }
            if callee(call).name == "withSize", let a = call.arguments.first { return trace(a.expression).size }
            return nil
        }
        if let t = expr.as(ForceUnwrapExprSyntax.self) { return fontSize(t.expression, depth: depth + 1) }
        if let t = expr.as(OptionalChainingExprSyntax.self) { return fontSize(t.expression, depth: depth + 1) }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let bindings = visibleBindings(ref.baseName.text, from: ref, member: false)
            guard bindings.count == 1, let value = bindings.first?.initializer?.value else { return nil }
            return fontSize(value, depth: depth + 1)
        }
        return nil
    }

    /// The text style of the `UIFontMetrics(forTextStyle:)` a `scaledFont` call is made on.
    func metricsStyle(_ call: FunctionCallExprSyntax) -> TextStyle? {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self),
              let arg = base.arguments.first(where: { $0.label?.text == "forTextStyle" })?.expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = arg.declName.baseName.text
        return try? TextStyle(name: name == "title1" ? "title" : name)
    }

    /// Whether a call's receiver or arguments read a `UIContentSizeCategory`
    /// (`contentSizeCategory`, `preferredContentSizeCategory`, `UIContentSizeCategory.large`).
    static func readsSizeCategory(_ call: FunctionCallExprSyntax) -> Bool {
        var parts = call.arguments.map { $0.expression.trimmedDescription }
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base { parts.append(base.trimmedDescription) }
        return parts.contains { $0.lowercased().contains("contentsizecategory") }
    }

    /// Whether the base of a member access is a type: none (an implicit member of the
    /// contextual type), `Self`, or a name written as Swift writes types (`Values`,
    /// `Theme.Fonts`), not a value (`flairText`, `self`).
    /// The expression under `!` and `?` (`textView.font?` → `textView.font`).
    static func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
        if let e = expr.as(OptionalChainingExprSyntax.self) { return unwrapped(e.expression) }
        if let e = expr.as(ForceUnwrapExprSyntax.self) { return unwrapped(e.expression) }
        return expr
    }

    static func namesAType(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        let text = base.trimmedDescription
        guard let last = text.split(separator: ".").last, let first = last.first else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } && first.isUppercase
    }
}

/// Every `x.font = value` of a file: the receiver (`self.` dropped), the value, and the property
/// whose initializer the assignment is in, if any (`let titleLabel: UILabel = { … }()`).
final class FontStoreFinder: SyntaxVisitor {
    var found: [(receiver: String, value: ExprSyntax, owner: String?)] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let e = Array(node.elements)
        if e.count == 3, e[1].is(AssignmentExprSyntax.self), let target = e[0].as(MemberAccessExprSyntax.self),
           target.declName.baseName.text == "font", let base = target.base {
            var receiver = base.trimmedDescription
            if receiver.hasPrefix("self.") { receiver.removeFirst(5) }
            var owner: String?
            var p = node.parent
            while let n = p {
                if let binding = n.as(PatternBindingSyntax.self) { owner = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text; break }
                if n.is(FunctionDeclSyntax.self) || n.is(MemberBlockSyntax.self) { break }
                p = n.parent
            }
            found.append((receiver, e[2], owner))
        }
        return .visitChildren
    }
}
