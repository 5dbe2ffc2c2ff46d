import SwiftSyntax
import TypeSystem

/// What a UIKit font is made for, besides text at its size: a text style's cap, a name, a symbol
/// configuration, an image the font is drawn into.
extension SwiftReader.Visitor {
    /// A fixed font used as the largest size of a text style's: made in the branch of
    /// `if style.pointSize > N` (or `>=`), at N points, where `style` is a text style's font
    /// (`let regular = UIFont.preferredFont(forTextStyle: .subheadline); if regular.pointSize
    /// > 28 { return .systemFont(ofSize: 28) }`). The text scales up to N: a cap, judged by
    /// dynamicTypeCapped (at AX1 or above, it is none), not a size that never scales.
    func capOfTextStyle(_ node: FunctionCallExprSyntax) -> ReaderUsage? {
        guard let sizeArg = node.arguments.first(where: { $0.label?.text == "ofSize" || $0.label?.text == "size" }),
              let size = number(sizeArg.expression) else { return nil }
        var p = node.parent
        while let n = p, !n.is(FunctionDeclSyntax.self), !n.is(MemberBlockSyntax.self) {
            if let branch = n.as(CodeBlockSyntax.self), let condition = branch.parent?.as(IfExprSyntax.self), condition.body.id == branch.id,
               condition.conditions.count == 1, case .expression(let e) = condition.conditions.first?.condition,
               let sequence = e.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == ">" || op == ">=",
                      number(elements[2]) == size, let read = elements[0].as(MemberAccessExprSyntax.self),
                      read.declName.baseName.text == "pointSize", let font = read.base, isTextStyleFont(font),
                      let style = textStyle(of: font) else { return nil }
                let environment = TypeEnvironment(platform: platform.supportsDynamicType ? platform : .iOS, dynamicTypeSize: .large)
                guard let large = try? style.resolved(in: environment).pointSize, large > 0 else { return nil }
                var usage = CodeTextUsage(platform: platform, styleFix: .uiKit, scaleCap: size / large,
                                          capText: "\(node.trimmedDescription) when \(read.trimmedDescription) \(op) \(CodeLint.fmt(size))")
                usage.capBasePointSize = large
                usage.scaleCapStyle = style
                let (line, column) = location(node)
                return ReaderUsage(line: line, column: column, usage: usage, only: [.dynamicTypeCapped])
            }
            p = n.parent
        }
        return nil
    }

    /// The text style of a text style's font (`UIFont.preferredFont(forTextStyle: .body)`,
    /// directly or through the local constant it is bound to).
    func textStyle(of font: ExprSyntax) -> TextStyle? {
        var expr = font
        if let ref = expr.as(DeclReferenceExprSyntax.self),
           let value = visibleBindings(ref.baseName.text, from: expr, member: false).first?.initializer?.value { expr = value }
        guard let call = expr.as(FunctionCallExprSyntax.self), callee(call).name == "preferredFont",
              let arg = call.arguments.first(where: { $0.label?.text == "forTextStyle" })?.expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = arg.declName.baseName.text
        return try? TextStyle(name: name == "title1" ? "title" : name)
    }

    /// Whether a font is made only for something other than showing text at its size: to read its
    /// name (`UIFont.systemFont(ofSize: 12).familyName`; the font made from the name has a size of
    /// its own), to measure with its metrics (`CGFloat(lines) * UIFont.systemFont(ofSize:
    /// 17).lineHeight`), or as an attribute of a string only its characters are read from
    /// (`NSAttributedString(string: s, attributes: [.font: …]).string`).
    func showsNoText(_ node: FunctionCallExprSyntax) -> Bool {
        var inner = Syntax(node)
        while let parent = inner.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            inner = parent
        }
        // The fallback of `??` in parentheses: `(textView.font ?? .systemFont(ofSize: 14)).lineHeight`.
        if let list = inner.parent?.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self),
           list.last?.id == inner.id, list.count == 3,
           list.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
           let element = sequence.parent?.as(LabeledExprSyntax.self), let tuple = element.parent?.parent?.as(TupleExprSyntax.self),
           tuple.elements.count == 1 {
            inner = Syntax(tuple)
        }
        if measures(inner) { return true }
        // A font bound to a name (`let font = …`, `static var emojiFont: UIFont { … }`) that the
        // file uses only to measure.
        if let name = boundName(of: inner) {
            let uses = NameUses(name, viewMode: .sourceAccurate)
            uses.walk(tree)
            if !uses.found.isEmpty && uses.found.allSatisfy({ measures($0) || showsNoTextAsAttribute($0) }) { return true }
        }
        return showsNoTextAsAttribute(inner)
    }

    /// `layer.fontSize = 15` on a `CATextLayer` (one the file makes or declares): text drawn at a
    /// size of its own, which no text-size setting changes (its `font` names only a face).
    func textLayerFontSize(_ target: ExprSyntax, _ value: ExprSyntax) {
        guard text.utf8.hasBytes("CATextLayer"), let member = target.as(MemberAccessExprSyntax.self), let base = member.base else { return }
        let receiver = base.trimmedDescription.hasPrefix("self.") ? String(base.trimmedDescription.dropFirst(5)) : base.trimmedDescription
        let isTextLayer = visibleBindings(receiver, from: target, member: true).contains { b in
            b.initializer?.value.trimmedDescription.hasPrefix("CATextLayer") == true
                || b.typeAnnotation?.type.trimmedDescription.hasPrefix("CATextLayer") == true
        }
        guard isTextLayer else { return }
        let traced = trace(value)
        let what = "\(target.trimmedDescription) = \(value.trimmedDescription)"
        let scaling: CodeTextUsage.Scaling = traced.scales ? .scales : traced.untraced ? .untraced(what: what) : .fixed(what: what)
        add(target, CodeTextUsage(platform: platform, pointSize: traced.size, sizeText: traced.size.map { "\(CodeLint.fmt($0)) pt" },
                                  scaling: scaling, scalableFix: "UIFontMetrics(forTextStyle:).scaledValue(for:)", styleFix: .uiKit))
    }

    /// Whether a font (or an expression of one) is only measured: its metrics read
    /// (`.lineHeight`), or given as the `.font` attribute of a measurement
    /// (`text.boundingRect(with:options:attributes:context:)`, `size(withAttributes:)`), or to a
    /// function named for a measurement (`text.width(font:)`, `height(withConstrainedWidth:font:)`).
    func measures(_ inner: Syntax) -> Bool {
        if let member = inner.parent?.as(MemberAccessExprSyntax.self), member.base?.id == inner.id {
            return ["familyName", "fontName", "lineHeight", "ascender", "descender", "capHeight", "xHeight", "leading"]
                .contains(member.declName.baseName.text)
        }
        var argument = inner.parent?.as(LabeledExprSyntax.self)
        if argument == nil, let element = inner.parent?.as(DictionaryElementSyntax.self), element.value.id == inner.id,
           element.key.trimmedDescription.hasSuffix("font") {
            argument = element.parent?.parent?.parent?.as(LabeledExprSyntax.self)
        }
        guard let argument, let label = argument.label?.text,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        let name = callee(call).name
        switch label {
        case "attributes": return name == "boundingRect"
        case "withAttributes": return name == "size" || name == "boundingRect"
        case "font": return ["width", "height", "size", "textWidth", "textHeight", "textSize", "measure"].contains { name.hasPrefix($0) }
        default: return false
        }
    }

    /// The name a font is bound to: the `let`/`var` it initializes, or the computed property
    /// whose single expression it is.
    private func boundName(of inner: Syntax) -> String? {
        if let clause = inner.parent?.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        var p = inner.parent
        for _ in 0..<6 {
            guard let n = p else { return nil }
            if let binding = n.as(PatternBindingSyntax.self), let accessors = binding.accessorBlock {
                return index.returns(of: accessors).contains { $0.id == inner.id }
                    ? binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text : nil
            }
            p = n.parent
        }
        return nil
    }

    /// Whether a font is an attribute of a string only its characters are read from: `[.font:
    /// font]` as its `attributes:`, or its `font:` (`StyledString(html: s, font: font).string`).
    private func showsNoTextAsAttribute(_ inner: Syntax) -> Bool {
        var argument = inner.parent?.as(LabeledExprSyntax.self)
        if argument?.label?.text != "font" {
            guard let element = inner.parent?.as(DictionaryElementSyntax.self), element.value.id == inner.id,
                  element.key.trimmedDescription.hasSuffix(".font") else { return false }
            argument = element.parent?.parent?.parent?.as(LabeledExprSyntax.self)
            guard argument?.label?.text == "attributes" else { return false }
        }
        guard let call = argument?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        if let read = call.parent?.as(MemberAccessExprSyntax.self), read.base?.id == call.id {
            return Self.readsNoText.contains(read.declName.baseName.text)
        }
        // The string bound to a name that is only measured or read for its characters (`let a =
        // NSMutableAttributedString(string: t, attributes: [.font: f])`, then
        // `a.boundingRect(with:options:context:)`).
        guard let name = boundName(of: Syntax(call)) else { return false }
        return onlyMeasured(name, depth: 0)
    }

    /// Whether every use of a string's name reads its characters or measures it, or appends to
    /// it, or appends it to a string of which that holds too (`title.append(flair)`, then
    /// `title.boundingRect(…)`).
    private func onlyMeasured(_ name: String, depth: Int) -> Bool {
        guard depth < 3 else { return false }
        let uses = NameUses(name, viewMode: .sourceAccurate)
        uses.walk(tree)
        return !uses.found.isEmpty && uses.found.allSatisfy { use in
            if let read = use.parent?.as(MemberAccessExprSyntax.self), read.base?.id == use.id {
                return Self.readsNoText.contains(read.declName.baseName.text) || read.declName.baseName.text == "append"
            }
            guard let argument = use.parent?.as(LabeledExprSyntax.self), argument.label == nil,
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "append",
                  let target = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
            return target.baseName.text != name && onlyMeasured(target.baseName.text, depth: depth + 1)
        }
    }

    /// What a string's characters or measurements are read by: `string`, and the measuring
    /// `boundingRect(with:…)` and `size()`.
    static let readsNoText: Set<String> = ["string", "boundingRect", "size"]

    /// Whether a method's receiver is a font by its name (`label.font`, `titleFont`,
    /// `UIFont.preferredFont(forTextStyle: .body)`): `withSize(_:)` is also a common name for
    /// resizing images.
    func receiverIsFont(_ call: FunctionCallExprSyntax) -> Bool {
        guard let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
        let last: String
        if let inner = receiver.as(FunctionCallExprSyntax.self) {
            let (base, name) = callee(inner)
            last = (base ?? "") + "." + name
        } else {
            last = receiver.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        }
        return last.lowercased().contains("font")
    }

    /// Whether a call makes a symbol configuration: `UIImage.SymbolConfiguration(…)`, or
    /// `.init(…)` where one is expected (`applyingSymbolConfiguration(.init(font: …))`,
    /// `withConfiguration(_:)`, `preferredSymbolConfiguration = .init(…)`).
    func makesSymbolConfiguration(_ call: FunctionCallExprSyntax) -> Bool {
        let (base, name) = callee(call)
        if name == "SymbolConfiguration" { return base == nil || base == "UIImage" }
        guard name == "init", let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else { return false }
        if let argument = call.parent?.as(LabeledExprSyntax.self),
           let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return Self.symbolConfigurationTakers.contains(callee(outer).name)
        }
        if let infix = call.parent?.as(InfixOperatorExprSyntax.self), infix.rightOperand.id == call.id,
           infix.operator.is(AssignmentExprSyntax.self) {
            return infix.leftOperand.trimmedDescription.hasSuffix("preferredSymbolConfiguration")
        }
        return false
    }

    /// UIKit's methods whose argument is a `UIImage.SymbolConfiguration`.
    static let symbolConfigurationTakers: Set<String> = [
        "applyingSymbolConfiguration", "withConfiguration", "withSymbolConfiguration", "setPreferredSymbolConfiguration",
        "configurationByApplyingConfiguration",
    ]

    /// Whether the font is drawn into an image, not laid out as text: the function (or computed
    /// property) it is made in opens an image context (`UIGraphicsImageRenderer`,
    /// `UIGraphicsBeginImageContext…`, `NSImage(size:flipped:drawingHandler:)`) and draws
    /// into it (`.draw(in:…)`, `.draw(at:…)`), or every use of that function's or property's
    /// name in the file is in a function that opens an image context, itself or through the
    /// functions that call it (`.font: bgValueFont` in `getImage()`; `paintLegend()` called
    /// only from `drawImage()`, which opens the context and leaves the drawing to its
    /// helpers). The image is what the app shows, at the size it gives the image.
    func drawnIntoImage(_ font: Syntax) -> Bool {
        if opensImageContext == nil {
            opensImageContext = ["UIGraphicsImageRenderer", "UIGraphicsBeginImageContext", "drawingHandler"].contains { text.utf8.hasBytes($0) }
        }
        guard opensImageContext == true, let scope = drawingScope(of: font) else { return false }
        return drawsIntoImage(scope) || usedOnlyInImages(scope, depth: 0)
    }

    /// Whether every use of a function's or computed property's name in the file is in a
    /// function that opens an image context, or in one whose own uses all are (four calls deep
    /// at most).
    private func usedOnlyInImages(_ scope: Syntax, depth: Int) -> Bool {
        let name: String
        if let f = scope.as(FunctionDeclSyntax.self) {
            name = f.name.text
        } else if let binding = scope.as(PatternBindingSyntax.self), let id = binding.pattern.as(IdentifierPatternSyntax.self) {
            name = id.identifier.text
        } else {
            return false
        }
        if let known = drawnNames[name] { return known }
        drawnNames[name] = false  // a function that calls itself is not an image by that call
        var uses = 0
        var all = true
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            // The declaration's own name is not a use.
            guard let parent = token.parent, !parent.is(FunctionDeclSyntax.self), !parent.is(IdentifierPatternSyntax.self) else { continue }
            uses += 1
            guard let user = drawingScope(of: Syntax(token)), user.id != scope.id,
                  opensImage(user) || depth < 3 && usedOnlyInImages(user, depth: depth + 1) else { all = false; break }
        }
        drawnNames[name] = uses > 0 && all
        return uses > 0 && all
    }

    /// The function, initializer or computed property a node is in (closures are part of it).
    private func drawingScope(of node: Syntax) -> Syntax? {
        var p = node.parent
        while let n = p {
            if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) { return n }
            if n.is(AccessorBlockSyntax.self), let binding = n.parent?.as(PatternBindingSyntax.self) { return Syntax(binding) }
            if n.is(MemberBlockSyntax.self) || n.is(SourceFileSyntax.self) { return nil }
            p = n.parent
        }
        return nil
    }

    /// Whether a function's body opens an image context.
    private func opensImage(_ scope: Syntax) -> Bool {
        scope.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let text) = token.tokenKind else { return false }
            return Self.imageOpeners.contains(text)
        }
    }

    static let imageOpeners: Set<String> = ["UIGraphicsImageRenderer", "UIGraphicsBeginImageContext",
                                            "UIGraphicsBeginImageContextWithOptions", "drawingHandler"]

    /// Whether a function's body opens an image context and draws into it.
    private func drawsIntoImage(_ scope: Syntax) -> Bool {
        var opens = false
        var draws = false
        for token in scope.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind else { continue }
            switch text {
            case "UIGraphicsImageRenderer", "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions", "drawingHandler":
                opens = true
            case "draw", "render":
                // `.draw(in:)`, `.draw(at:)`, and a view's layer rendered into the context
                // (`label.layer.render(in: context)`).
                if token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period { draws = true }
            default: break
            }
            if opens && draws { return true }
        }
        return false
    }
}

/// The uses of a name in a file: `name` and `x.name`, not its declaration.
final class NameUses: SyntaxVisitor {
    let name: String
    var found: [Syntax] = []

    init(_ name: String, viewMode: SyntaxTreeViewMode) {
        self.name = name
        super.init(viewMode: viewMode)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == name {
            // `x.name` is the use, not its `name` part.
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                found.append(Syntax(member))
            } else {
                found.append(Syntax(node))
            }
        }
        return .visitChildren
    }
}
