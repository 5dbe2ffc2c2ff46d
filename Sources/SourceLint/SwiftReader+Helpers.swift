import SwiftParser
import SwiftSyntax
import TypeSystem

/// Font helpers followed across the Swift files linted together: a function that makes a font
/// of a size it is given (`func appFont(_ size: CGFloat) -> Font { .system(size: size) }`) is
/// summarised once, and each call of it in another file is judged at the call, with the size the
/// call passes (traced in its own file), as the font the function makes.
extension SwiftReader {
    /// The font helpers `text` defines, by name: functions that return a font (`Font`, `UIFont`,
    /// `NSFont`) whose every return is one font constructor (`.system(size:)`,
    /// `Font.custom(_:size:)`, `UIFont.systemFont(ofSize:)`, `UIFont(name:size:)`, optionally
    /// through `UIFontMetrics…scaledFont(for:)` and the calls made on a font, such as
    /// `.weight(_:)`) sized by one of the function's parameters.
    ///
    /// A `View` modifier of the same kind is one too (`func fontSize(_ size: CGFloat) -> some
    /// View { self.font(.system(size: size)) }`): each `.fontSize(13)` sets a font of that size.
    static func fontHelpers(_ text: String, path: String) -> [String: [SwiftFontHelper]] {
        guard SwiftFontHelper.mayDefine(text) else { return [:] }
        let tree = Parser.parse(source: text)
        let finder = HelperFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.functions.isEmpty else { return [:] }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        var out: [String: [SwiftFontHelper]] = [:]
        let index = FileIndex(viewMode: .sourceAccurate)
        for f in finder.functions {
            let returns = index.returns(of: f)
            let made = returns.map { HelperShape.of($0, in: f, depth: 0) }
            guard let first = made.first ?? nil, made.allSatisfy({ $0 == first }), first.modifier == HelperFinder.returnsView(f),
                  let k = f.signature.parameterClause.parameters.firstIndex(where: { $0.id == first.parameter }) else { continue }
            let parameters = f.signature.parameterClause.parameters
            let parameter = parameters[k]
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let position = parameters[..<k].filter { $0.firstName.tokenKind == .wildcard }.count
            let line = f.name.startLocation(converter: converter).line
            var helper = SwiftFontHelper(label: label, position: position, swiftUI: first.swiftUI, scales: first.scales,
                                         weight: first.weight, place: "\(path):\(line)")
            helper.labels = parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
            helper.modifier = first.modifier
            out[f.name.text, default: []].append(helper)
        }
        // A function that passes its size on to a helper of the file is one too
        // (`boldFontWithSize(_ size:)` returning `.fontWithSize(size, weight: .bold)`), the
        // helper chosen by the font type both return (an extension of `Font` and one of `UIFont`
        // may both have a `fontWithSize`).
        var found = Set(out.values.flatMap { $0 }.map(\.place))
        for _ in 0..<4 {
            var grew = false
            for f in finder.functions {
                let line = f.name.startLocation(converter: converter).line
                guard !found.contains("\(path):\(line)"), let helper = passedOn(f, to: out, path: "\(path):\(line)") else { continue }
                out[f.name.text, default: []].append(helper)
                found.insert(helper.place)
                grew = true
            }
            if !grew { break }
        }
        return out
    }

    /// The argument a call gives for a helper's size parameter, by its label or its place among
    /// the unlabeled.
    static func sizeArgument(of h: SwiftFontHelper, in call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let label = h.label { return call.arguments.first { $0.label?.text == label }?.expression }
        let unlabeled: [LabeledExprSyntax] = Array(call.arguments).filter { $0.label == nil }
        return unlabeled.indices.contains(h.position) ? unlabeled[h.position].expression : nil
    }

    /// The helper a function is when each of its returns calls a helper of `helpers` with one of
    /// its parameters as the size.
    private static func passedOn(_ f: FunctionDeclSyntax, to helpers: [String: [SwiftFontHelper]], path place: String) -> SwiftFontHelper? {
        let returned = f.signature.returnClause?.type.trimmedDescription.trimmingSuffix("?").trimmingSuffix("!") ?? ""
        let swiftUI = returned == "Font" || returned == "SwiftUI.Font"
        let parameters = f.signature.parameterClause.parameters
        var made: SwiftFontHelper?
        for e in FileIndex(viewMode: .sourceAccurate).returns(of: f) {
            guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            guard let inner = helpers[name]?.first(where: { $0.swiftUI == swiftUI }),
                  let size = sizeArgument(of: inner, in: call),
                  let k = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == size.trimmedDescription }) else { return nil }
            let weight = call.arguments.first { $0.label?.text == "weight" }?.expression.as(MemberAccessExprSyntax.self)
                .flatMap { try? FontWeight(name: $0.declName.baseName.text) } ?? inner.weight
            let parameter = parameters[k]
            var helper = SwiftFontHelper(label: parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                                         position: parameters[..<k].filter { $0.firstName.tokenKind == .wildcard }.count,
                                         swiftUI: inner.swiftUI, scales: inner.scales, weight: weight, place: place)
            helper.labels = parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
            guard made == nil || made == helper else { return nil }
            made = helper
        }
        return made
    }
}

/// The functions of a file that return a font, or a view (a modifier), and take a parameter.
private final class HelperFinder: SyntaxVisitor {
    var functions: [FunctionDeclSyntax] = []

    static func returnsView(_ f: FunctionDeclSyntax) -> Bool {
        ["some View", "some SwiftUI.View"].contains(f.signature.returnClause?.type.trimmedDescription ?? "")
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let returned = node.signature.returnClause?.type.trimmedDescription.trimmingSuffix("?").trimmingSuffix("!") ?? ""
        if ["Font", "SwiftUI.Font", "UIFont", "NSFont"].contains(returned) || Self.returnsView(node),
           !node.signature.parameterClause.parameters.isEmpty {
            functions.append(node)
        }
        return .visitChildren
    }
}

/// The font one return of a helper makes: which parameter sizes it, and how it scales.
private struct HelperShape: Equatable {
    var parameter: SyntaxIdentifier
    var swiftUI: Bool
    var scales: Bool
    var weight: FontWeight?
    /// Made by a `View` modifier: `self.font(…)` of that font.
    var modifier = false

    static func of(_ expr: ExprSyntax, in function: FunctionDeclSyntax, depth: Int) -> HelperShape? {
        guard depth < 8 else { return nil }
        if let e = expr.as(ForceUnwrapExprSyntax.self) { return of(e.expression, in: function, depth: depth + 1) }
        if let e = expr.as(TryExprSyntax.self) { return of(e.expression, in: function, depth: depth + 1) }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            // A local the function binds to a font.
            let finder = LocalFinder(name: ref.baseName.text)
            finder.walk(function.body ?? CodeBlockSyntax(statements: []))
            guard finder.values.count == 1, let value = finder.values.first else { return nil }
            return of(value, in: function, depth: depth + 1)
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let name = member?.declName.baseName.text ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        let base = member?.base.flatMap { SwiftReader.Visitor.writtenName($0) }
        let labels = call.arguments.map { $0.label?.text }
        func argument(_ label: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        // The calls made on a font: `.weight(.bold)`, `.bold()`, `.italic()`, `.monospacedDigit()`.
        if let b = member?.base, b.is(FunctionCallExprSyntax.self) || b.is(ForceUnwrapExprSyntax.self) || b.is(DeclReferenceExprSyntax.self),
           ["weight", "bold", "italic", "monospacedDigit", "leading", "width"].contains(name),
           var shape = of(b, in: function, depth: depth + 1) {
            if name == "weight", let w = call.arguments.first?.expression,
               let m = w.as(MemberAccessExprSyntax.self) { shape.weight = try? FontWeight(name: m.declName.baseName.text) }
            if name == "bold" { shape.weight = .bold }
            return shape
        }
        // A modifier's `self.font(…)` (or `font(…)`) of a font.
        if name == "font", depth == 0, member?.base == nil || member?.base?.trimmedDescription == "self",
           call.arguments.count == 1, labels == [nil], let font = call.arguments.first?.expression,
           var shape = of(font, in: function, depth: depth + 1), !shape.modifier {
            shape.modifier = true
            return shape
        }
        if name == "scaledFont", let font = argument("for"), var shape = of(font, in: function, depth: depth + 1) {
            shape.scales = true
            return shape
        }
        let swiftUI: Bool
        let size: ExprSyntax?
        var scales = false
        switch name {
        case "system" where base == nil || base == "Font" || base == "SwiftUI.Font":
            (swiftUI, size) = (true, argument("size"))
        case "custom" where labels.contains("size") && (base == nil || base == "Font" || base == "SwiftUI.Font"):
            // Font.custom(_:size:) scales relative to Body (or to `relativeTo:`) since iOS 14.
            (swiftUI, size, scales) = (true, argument("size"), true)
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
            (swiftUI, size) = (false, argument("ofSize"))
        case "UIFont" where labels == ["name", "size"], "NSFont" where labels == ["name", "size"],
             "init" where labels == ["name", "size"] && (base == "UIFont" || base == "NSFont"):
            (swiftUI, size) = (false, argument("size"))
        default:
            return nil
        }
        guard let size, let parameter = parameter(size, of: function) else { return nil }
        let weight = argument("weight")?.as(MemberAccessExprSyntax.self).flatMap { try? FontWeight(name: $0.declName.baseName.text) }
        return HelperShape(parameter: parameter.id, swiftUI: swiftUI, scales: scales, weight: weight)
    }

    /// The parameter a size expression is: `size`, `CGFloat(size)`.
    private static func parameter(_ expr: ExprSyntax, of function: FunctionDeclSyntax) -> FunctionParameterSyntax? {
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           ["CGFloat", "Double", "Float"].contains(call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""),
           let inner = call.arguments.first?.expression {
            return parameter(inner, of: function)
        }
        guard let ref = expr.as(DeclReferenceExprSyntax.self) else { return nil }
        return function.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == ref.baseName.text }
    }
}

/// The initial values of the bindings of one name in a body.
private final class LocalFinder: SyntaxVisitor {
    let name: String
    var values: [ExprSyntax] = []
    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, let v = node.initializer?.value { values.append(v) }
        return .visitChildren
    }
}

extension SwiftReader.Visitor {
    /// A call of a font helper another file defines: judged here, with the size this call passes,
    /// as the font the helper makes. Helpers of one name that disagree on their parameter or on
    /// how the font scales are not followed.
    func helperCall(_ node: FunctionCallExprSyntax, _ all: [SwiftFontHelper]) {
        // Helpers of one name for `Font` and for `UIFont`: the one the place of the call expects
        // (`.font(…)` a SwiftUI font; `label.font = …` or an attribute a UIKit one).
        var found = all
        if Set(all.map(\.swiftUI)).count > 1, let swiftUI = expectsSwiftUIFont(node) { found = all.filter { $0.swiftUI == swiftUI } }
        guard let h = found.first,
              found.allSatisfy({ $0.label == h.label && $0.position == h.position && $0.scales == h.scales && $0.swiftUI == h.swiftUI }),
              node.arguments.count <= h.labels.count,
              node.arguments.allSatisfy({ a in h.labels.contains(a.label?.text) }) else { return }
        let unlabeled: [LabeledExprSyntax] = Array(node.arguments).filter { $0.label == nil }
        let argument: LabeledExprSyntax?
        if let label = h.label { argument = node.arguments.first { $0.label?.text == label } }
        else { argument = unlabeled.indices.contains(h.position) ? unlabeled[h.position] : nil }
        guard let argument, !sizesOnlySymbol(node), !(h.modifier && startsAtImage(node)) else { return }
        let traced = trace(argument.expression)
        // A modifier is named by itself (`.fontSize(13)`), not by the chain of views it ends.
        let whole = h.modifier ? ".\(callee(node).name)(\(node.arguments.trimmedDescription))" : node.trimmedDescription
        let call = whole.utf8.count <= 60 && !whole.utf8.contains(10) ? whole
            : h.modifier ? ".\(callee(node).name)(…)" : "\(node.calledExpression.trimmedDescription)(…)"
        let what = "\(call) (\(h.swiftUI ? ".system(size:)" : "a UIFont of that size") in \(h.place))"
        var scaling: CodeTextUsage.Scaling = traced.untraced ? .untraced(what: what) : .fixed(what: what)
        if let setting = traced.setting { scaling = .appSetting(what: what, mechanism: setting) }
        // A UIKit font the call site passes through `scaledFont(for:)` scales there.
        if h.scales || traced.scales || !h.swiftUI && insideScaledFont(node) { scaling = .scales }
        let (_, name) = callee(node)
        let fix = h.swiftUI ? "a text style, or Font.custom(_:size:relativeTo:), in \(name)" : "UIFontMetrics(forTextStyle:).scaledFont(for:) in \(name)"
        let size = traced.size
        let usage = CodeTextUsage(platform: platform, pointSize: size, sizeText: size.map { "\(CodeLint.fmt($0)) pt" },
                                  scaling: scaling, scalableFix: fix, styleFix: h.swiftUI ? .swiftUI : .uiKit, weight: h.weight)
        let (line, column) = h.modifier ? location(memberName(node)) : location(node)
        if !h.swiftUI, scaling != .scales, let bound = boundName(node) {
            // Judged at the end of the file, as a UIKit font bound to a name: the name may reach
            // scaledFont(for:) later.
            pendingBound.append((bound, ReaderUsage(line: line, column: column, usage: usage)))
            var rest = usage
            rest.scaling = .scales
            usages.append(ReaderUsage(line: line, column: column, usage: rest))
        } else {
            usages.append(ReaderUsage(line: line, column: column, usage: usage))
        }
    }

    /// Whether the place of a font expects a SwiftUI font (the argument of `.font(…)`), a UIKit
    /// one (assigned to a `font`, or a `.font` attribute), or nil when it does not say.
    func expectsSwiftUIFont(_ node: FunctionCallExprSyntax) -> Bool? {
        if let argument = node.parent?.as(LabeledExprSyntax.self), argument.label == nil,
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), callee(call).name == "font", call.arguments.count == 1 {
            return true
        }
        if let element = node.parent?.as(DictionaryElementSyntax.self), element.key.trimmedDescription.hasSuffix(".font") { return false }
        if let sequence = node.parent?.parent?.as(SequenceExprSyntax.self) {
            let e = Array(sequence.elements)
            if e.count == 3, e[1].is(AssignmentExprSyntax.self), e[2].id == node.id,
               e[0].trimmedDescription.hasSuffix(".font") || e[0].trimmedDescription == "font" { return false }
        }
        return nil
    }
}
