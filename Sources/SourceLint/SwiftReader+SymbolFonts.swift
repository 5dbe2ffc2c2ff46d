import SwiftParser
import SwiftSyntax
import TypeSystem

extension SwiftReader {
    /// The members a file gives to `.font(…)` (`.font(toast.symbolFont)`) or assigns to a `font`
    /// (`label.font = style.titleFont`), by name: whether every such use sizes only images.
    static func fontMemberUses(_ text: String, imageMembers: Set<String>) -> [String: Bool] {
        guard SwiftShared.mayUseFontMembers(text) else { return [:] }
        let tree = Parser.parse(source: text)
        let index = FileIndex(viewMode: .sourceAccurate)
        index.walk(tree)
        let visitor = Visitor(tree: tree, text: text, path: "", platform: .iOS, forced: nil, index: index)
        visitor.imageMembers = imageMembers
        let finder = FontMemberFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var out: [String: Bool] = [:]
        for (name, call) in finder.fontCalls {
            let images = visitor.startsAtImage(call)
            out[name] = (out[name] ?? true) && images
        }
        for name in finder.assigned { out[name] = false }
        return out
    }
}

/// `.font(x.name)` calls by the member's name, and the members assigned to a `font`.
private final class FontMemberFinder: SyntaxVisitor {
    var fontCalls: [(String, FunctionCallExprSyntax)] = []
    var assigned = Set<String>()

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let m = node.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "font",
           node.arguments.count == 1, let arg = node.arguments.first, arg.label == nil,
           let member = Self.wrapped(arg.expression).as(MemberAccessExprSyntax.self), let base = member.base?.trimmedDescription,
           !["Font", "SwiftUI.Font", "UIFont", "NSFont"].contains(base) {
            // A value's member (`toast.symbolFont`) or a type's constant (`Theme.Fonts.arrow`), not
            // one of the font type's own (`Font.title`).
            fontCalls.append((member.declName.baseName.text, node))
        }
        return .visitChildren
    }

    /// The font inside SwiftUI's wrapper of a UIKit or AppKit font (`Font(Theme.arrowIcon)`).
    static func wrapped(_ expr: ExprSyntax) -> ExprSyntax {
        guard let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Font",
              call.arguments.count == 1, let only = call.arguments.first, only.label == nil else { return expr }
        return only.expression
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let els = Array(node.elements)
        if els.count == 3, els[1].is(AssignmentExprSyntax.self),
           els[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "font",
           let value = els[2].as(MemberAccessExprSyntax.self) {
            assigned.insert(value.declName.baseName.text)
        }
        return .visitChildren
    }
}

/// Fonts that reach only images through a name (a `symbolFont` parameter, a property, a local),
/// and icon fonts: what they size is a symbol, not text.
extension SwiftReader.Visitor {
    /// Whether the font expression `node` (the font with the calls made on it) is given to a
    /// name that only images use: an argument of a call of this file's function or type whose
    /// parameter (or property) only sizes images, a parameter's default, or the value of a
    /// property or local that only images use.
    func reachesOnlyImages(_ node: Syntax) -> Bool {
        if let argument = node.parent?.as(LabeledExprSyntax.self),
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), argument.expression.id == node.id {
            let targets = parameterTargets(of: call, argument: argument)
            return !targets.isEmpty && targets.allSatisfy { onlyImagesUse($0.name, in: $0.scope) }
        }
        guard let clause = node.parent?.as(InitializerClauseSyntax.self) else { return false }
        if let parameter = clause.parent?.as(FunctionParameterSyntax.self), isFontType(parameter.type.trimmedDescription),
           let function = enclosing(parameter, where: { $0.is(FunctionDeclSyntax.self) || $0.is(InitializerDeclSyntax.self) }) {
            let scope = function.is(InitializerDeclSyntax.self) ? enclosing(function, where: { $0.asProtocol(DeclGroupSyntax.self) != nil }) ?? function : function
            return onlyImagesUse((parameter.secondName ?? parameter.firstName).text, in: scope)
        }
        if let binding = clause.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           binding.typeAnnotation.map({ isFontType($0.type.trimmedDescription) }) ?? true,
           let scope = enclosing(binding, where: { FileIndex.isScope($0) || $0.is(MemberBlockSyntax.self) }) {
            // A property may be used anywhere in the file (`Theme.iconFont`): every use counts, and
            // one this file does not use is judged by the other files' uses.
            let property = scope.is(MemberBlockSyntax.self)
            return onlyImagesUse(name, in: property ? Syntax(tree) : scope, property: property)
        }
        return false
    }

    /// The fallback of `a ?? font` goes wherever the whole expression goes: that expression, else
    /// `node` itself.
    func throughFallback(_ node: Syntax) -> Syntax {
        guard let seq = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return node }
        let elements = Array(seq.elements)
        guard elements.count == 3, elements[2].id == node.id,
              elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" else { return node }
        return Syntax(seq)
    }

    /// `Font`, `UIFont`, `NSFont`, optional or not.
    func isFontType(_ type: String) -> Bool {
        ["Font", "SwiftUI.Font", "UIFont", "NSFont"].contains(type.trimmingSuffix("?").trimmingSuffix("!"))
    }

    /// The parameters (or memberwise properties) of this file's functions and types named as
    /// `call` is, that `argument` is passed to: the name inside, and where it is used.
    private func parameterTargets(of call: FunctionCallExprSyntax, argument: LabeledExprSyntax) -> [(name: String, scope: Syntax)] {
        let (_, name) = callee(call)
        guard !name.isEmpty, name != "font" else { return [] }
        let label = argument.label?.text
        let position = Array(call.arguments).filter { $0.label == nil }.firstIndex { $0.id == argument.id }
        var out: [(String, Syntax)] = []
        for f in index.functions[name] ?? [] {
            guard let p = parameter(in: f.signature.parameterClause.parameters, label: label, position: position),
                  isFontType(p.type.trimmedDescription) else { return [] }
            out.append(((p.secondName ?? p.firstName).text, Syntax(f)))
        }
        for type in index.types[name] ?? [] {
            let inits = type.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            if inits.isEmpty {
                // The memberwise initializer: the label is the stored property's name.
                guard let label, storedProperty(label, in: type) else { return [] }
                out.append((label, Syntax(type)))
            }
            for i in inits {
                guard let p = parameter(in: i.signature.parameterClause.parameters, label: label, position: position),
                      isFontType(p.type.trimmedDescription) else { continue }
                out.append(((p.secondName ?? p.firstName).text, Syntax(type)))
            }
        }
        return out
    }

    private func parameter(in list: FunctionParameterListSyntax, label: String?, position: Int?) -> FunctionParameterSyntax? {
        if let label { return list.first { $0.firstName.text == label } }
        guard let position else { return nil }
        let unlabeled: [FunctionParameterSyntax] = Array(list).filter { $0.firstName.tokenKind == .wildcard }
        return unlabeled.indices.contains(position) ? unlabeled[position] : nil
    }

    private func storedProperty(_ name: String, in type: some DeclGroupSyntax) -> Bool {
        type.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && $0.accessorBlock == nil
                    && $0.typeAnnotation.map { isFontType($0.type.trimmedDescription) } ?? true
            } ?? false
        }
    }

    /// Whether `name` is used in `scope`, and every use sizes an image: the font of a modifier
    /// chain that shows only images, or `UIImage.SymbolConfiguration(font:)`. Storing it
    /// (`self.symbolFont = symbolFont`) is neither. A `property` no use of in this file is judged by
    /// the other files' uses (``SwiftShared/imageFonts``).
    func onlyImagesUse(_ name: String, in scope: Syntax, property: Bool = false) -> Bool {
        let finder = NameUseFinder(name: name)
        finder.walk(scope)
        // A function's local or parameter, not a member of a type or a file's property.
        let local = !property && (FileIndex.isScope(scope) || scope.is(CodeBlockSyntax.self))
        var sizesImage = false
        for use in finder.uses {
            var node = Syntax(use)
            if let m = node.parent?.as(MemberAccessExprSyntax.self), m.declName.id == node.id {
                // `self.x`, `Self.x`, `Theme.x`: the name's own; `other.x` may be another's, and is
                // never a local's (`label.font ?? fallback` beside `let font = …`).
                let base = m.base.flatMap { Self.writtenName($0) }
                guard m.base == nil || base.map({ $0 == "self" || $0.first?.isUppercase == true }) == true else {
                    if local { continue } else { return false }
                }
                node = Syntax(m)
            }
            if isStore(node, name: name) { continue }
            while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
                  let call = member.parent?.as(FunctionCallExprSyntax.self) {
                node = Syntax(call)
            }
            guard let argument = node.parent?.as(LabeledExprSyntax.self),
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
            let callName = callee(call).name
            if argument.label?.text == "font", makesSymbolConfiguration(call) {
                sizesImage = true
            } else if callName == "font", argument.label == nil, startsAtImage(call) {
                sizesImage = true
            } else if let label = argument.label?.text, imageFonts.contains(label),
                      index.functions[callName] == nil, index.types[callName] == nil {
                // Given to a property of another file's type that the files linted together use
                // only on images (`Toast(symbolFont: symbolFont)`).
                sizesImage = true
            } else {
                return false
            }
        }
        // A property this file only stores, which the other files use only on images
        // (`self.symbolFont = symbolFont`, then `.font(toast.symbolFont)` on an `Image`).
        return sizesImage || ((property || !finder.uses.isEmpty) && imageFonts.contains(name))
    }

    /// The target of an assignment, or a value stored into the property of its own name
    /// (`self.symbolFont = symbolFont`; `label.font = font` is a use, not a store).
    private func isStore(_ node: Syntax, name: String) -> Bool {
        guard let seq = node.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return false }
        let els = Array(seq.elements)
        guard els.count == 3, els[1].is(AssignmentExprSyntax.self) else { return false }
        if els[0].id == node.id { return true }
        guard els[2].id == node.id, let target = els[0].as(MemberAccessExprSyntax.self) else { return false }
        return target.declName.baseName.text == name && target.base?.trimmedDescription == "self"
    }

    func enclosing(_ node: some SyntaxProtocol, where match: (Syntax) -> Bool) -> Syntax? {
        var p = node.parent
        while let n = p {
            if match(n) { return n }
            p = n.parent
        }
        return nil
    }

    // MARK: Icon fonts

    /// Whether a font call is an icon font's: its family is named as one (``namesIconFont(_:)``),
    /// or the text it is given is glyphs of the Private Use Area (`Text("\u{f00c}")`, an enum of
    /// such glyphs' `rawValue`, `label.text = "\u{f00c}"`, an attributed string of them).
    func isIconFont(_ call: FunctionCallExprSyntax, font: Syntax) -> Bool {
        let nameArg = call.arguments.first { $0.label?.text == "name" } ?? call.arguments.first { $0.label == nil }
        if let literal = nameArg?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
           Self.namesIconFont(literal) { return true }
        return showsOnlyGlyphs(font)
    }

    /// Icon font families, by the words of their names (``IconFonts/namesIconFont(_:)``).
    static func namesIconFont(_ name: String) -> Bool { IconFonts.namesIconFont(name) }

    /// Whether the text a font is applied to is glyphs only: the `Text` a `.font` chain starts
    /// at, the `string:` of an attributed string whose `.font` it is, or the `text` set on the
    /// label whose `font` it becomes in the same scope.
    private func showsOnlyGlyphs(_ font: Syntax) -> Bool {
        if let argument = font.parent?.as(LabeledExprSyntax.self), argument.label == nil,
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), callee(call).name == "font" {
            var root = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            while let c = root?.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
                  m.base?.is(FunctionCallExprSyntax.self) == true { root = m.base }
            // `Text("\u{E5CC}")`, or a view of an icon set's glyph (`AttributedText(Lucide.Icon.x.attributedString(size: 20))`).
            guard let view = root?.as(FunctionCallExprSyntax.self), let shown = view.arguments.first?.expression else { return false }
            return callee(view).name == "Text" ? isGlyphs(shown) : view.arguments.count == 1 && namesIconSet(shown)
        }
        // A font an icon set's API takes to draw its glyphs (`Lucide.attributes(for: font)`).
        if let argument = font.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           namesIconSet(call.calledExpression) {
            return true
        }
        if let element = font.parent?.as(DictionaryElementSyntax.self), element.value.id == font.id,
           let argument = element.parent?.parent?.parent?.as(LabeledExprSyntax.self), argument.label?.text == "attributes",
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           let string = call.arguments.first(where: { $0.label?.text == "string" })?.expression {
            return isGlyphs(string)
        }
        if let seq = font.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
            let els = Array(seq.elements)
            guard els.count == 3, els[1].is(AssignmentExprSyntax.self), els[2].id == font.id,
                  let target = els[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "font",
                  let scope = enclosingScope(seq).flatMap({ id in enclosing(seq, where: { $0.id == id }) }) else { return false }
            let receiver = target.base?.trimmedDescription ?? "self"
            let finder = TextAssignmentFinder(receiver: receiver)
            finder.walk(scope)
            return !finder.values.isEmpty && finder.values.allSatisfy(isGlyphs)
        }
        return false
    }

    /// Whether an expression starts at a name of an icon set (`Lucide.Icon.x.attributedString(size:
    /// 20)`, `Lucide.attributes`): its leftmost name, through members and calls.
    func namesIconSet(_ expr: ExprSyntax) -> Bool {
        var e = expr
        while true {
            if let m = e.as(MemberAccessExprSyntax.self), let base = m.base { e = base; continue }
            if let c = e.as(FunctionCallExprSyntax.self) { e = c.calledExpression; continue }
            break
        }
        guard let name = e.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return false }
        return Self.namesIconFont(name)
    }

    /// A string literal of Private Use Area glyphs, the `rawValue` of a case of an enum of them, or
    /// a value an icon set makes (`Lucide.Icon.x.attributedString(size: 20)`).
    func isGlyphs(_ expr: ExprSyntax) -> Bool {
        if namesIconSet(expr) { return true }
        if let s = expr.as(StringLiteralExprSyntax.self)?.representedLiteralValue { return IconFonts.isGlyphText(s) }
        guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
              let base = member.base else { return false }
        if let m = base.as(MemberAccessExprSyntax.self) {
            if let b = m.base { return index.glyphEnums.contains(Self.writtenName(b) ?? "") }
            return index.glyphCases.contains(m.declName.baseName.text)
        }
        if let ref = base.as(DeclReferenceExprSyntax.self) {
            let bindings = visibleBindings(ref.baseName.text, from: ref, member: false)
            return !bindings.isEmpty && bindings.allSatisfy { index.glyphEnums.contains($0.typeAnnotation?.type.trimmedDescription ?? "") }
        }
        return false
    }
}

/// The references to one name in a subtree (`x`, and the `x` of `self.x`).
private final class NameUseFinder: SyntaxVisitor {
    let name: String
    var uses: [DeclReferenceExprSyntax] = []
    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == name { uses.append(node) }
        return .visitChildren
    }
}

/// The values assigned to `receiver.text` in a subtree.
private final class TextAssignmentFinder: SyntaxVisitor {
    let receiver: String
    var values: [ExprSyntax] = []
    init(receiver: String) {
        self.receiver = receiver
        super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let els = Array(node.elements)
        if els.count == 3, els[1].is(AssignmentExprSyntax.self), let target = els[0].as(MemberAccessExprSyntax.self),
           target.declName.baseName.text == "text", (target.base?.trimmedDescription ?? "self") == receiver {
            values.append(els[2])
        }
        return .visitChildren
    }
}
