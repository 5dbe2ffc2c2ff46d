import SwiftSyntax
import TypeSystem

/// The modifier chain a SwiftUI `.font(…)` is in: the weight, line limit and leading beside the font.
extension SwiftReader.Visitor {
    /// The modifiers of the chain that `call` (a `.font(…)`) is in, by name.
    func chain(of call: FunctionCallExprSyntax) -> [String: FunctionCallExprSyntax] {
        var mods: [String: FunctionCallExprSyntax] = [:]
        // Up: the calls applied to this one.
        var top = Syntax(call)
        while let member = top.parent?.as(MemberAccessExprSyntax.self), member.base?.id == top.id,
              let next = member.parent?.as(FunctionCallExprSyntax.self) {
            mods[member.declName.baseName.text] = mods[member.declName.baseName.text] ?? next
            top = Syntax(next)
        }
        // Down: the calls this one applies to.
        var current: ExprSyntax? = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let c = current?.as(FunctionCallExprSyntax.self), let member = c.calledExpression.as(MemberAccessExprSyntax.self) {
            mods[member.declName.baseName.text] = mods[member.declName.baseName.text] ?? c
            current = member.base
        }
        return mods
    }

    func chainHasFont(_ node: FunctionCallExprSyntax) -> Bool { chain(of: node)["font"] != nil }

    /// A `.font(…)` modifier: the style's size and weight, and the chain's weight, line limit
    /// and leading (rules 3 and 5; the font's own constructor reports the others).
    func modifierChain(_ node: FunctionCallExprSyntax) {
        guard let arg = node.arguments.first?.expression, !startsAtImage(node) else { return }
        let font = describeFont(arg)
        guard let size = font.size else { return }
        let mods = chain(of: node)
        var w = font.weight
        var weightNode: Syntax = Syntax(memberName(node))
        if let fw = mods["fontWeight"], let v = weight(fw.arguments.first?.expression) {
            w = v
            weightNode = Syntax(memberName(fw))
        }
        if mods["bold"] != nil { w = .bold }
        var lines: Int?
        if let ll = mods["lineLimit"], let e = ll.arguments.first?.expression {
            if e.is(NilLiteralExprSyntax.self) { lines = 0 } else if let n = number(e) { lines = CodeLint.lineCount(n) } else if let seq = e.as(SequenceExprSyntax.self), let last = seq.elements.last, let n = number(last) { lines = CodeLint.lineCount(n) }
        }
        var tight = font.tight
        if let ls = mods["lineSpacing"], let e = ls.arguments.first?.expression, let n = number(e), n < 0 { tight = true }
        let leadingNode = font.tight ? Syntax(memberName(node)) : (mods["lineSpacing"].map { Syntax(memberName($0)) } ?? Syntax(memberName(node)))
        if w != font.weight || !font.fromConstructor {
            let (l, c) = location(weightNode)
            usages.append(ReaderUsage(line: l, column: c, usage: CodeTextUsage(platform: platform, pointSize: size,
                sizeText: font.text, styleFix: .swiftUI, weight: w), only: [.lightWeightAtSmallSize]))
        }
        if let lines {
            let (l, c) = location(leadingNode)
            usages.append(ReaderUsage(line: l, column: c, usage: CodeTextUsage(platform: platform, pointSize: size,
                sizeText: font.text, styleFix: .swiftUI, lines: lines, tightLeadingTrait: tight), only: [.tightLeadingMultiline]))
        }
    }

    struct FontDescription {
        var size: Double?
        var weight: FontWeight?
        var tight = false
        var text: String?
        var fromConstructor = false
    }

    /// `.caption`, `.caption.weight(.light)`, `.system(.footnote, weight: .thin)`,
    /// `.body.leading(.tight)`, `.system(size: 12)`.
    func describeFont(_ expr: ExprSyntax) -> FontDescription {
        var d = FontDescription()
        var e: ExprSyntax? = expr
        while let current = e {
            if let call = current.as(FunctionCallExprSyntax.self) {
                let (base, name) = callee(call)
                switch name {
                case "weight": d.weight = d.weight ?? weight(call.arguments.first?.expression)
                case "leading": if call.arguments.first?.expression.trimmedDescription.hasSuffix("tight") == true { d.tight = true }
                case "bold": d.weight = d.weight ?? .bold
                case "system", "custom":
                    if let s = call.arguments.first(where: { ["size", "fixedSize"].contains($0.label?.text) }), let n = number(s.expression) {
                        d.size = n
                        d.text = "\(CodeLint.fmt(n)) pt"
                        d.fromConstructor = true
                        d.weight = d.weight ?? weight(call.arguments.first(where: { $0.label?.text == "weight" })?.expression)
                        return d
                    }
                    if let s = call.arguments.first(where: { $0.label == nil }) ?? call.arguments.first(where: { $0.label?.text == "relativeTo" }),
                       let style = textStyle(s.expression) {
                        setStyle(style, &d)
                        d.weight = d.weight ?? weight(call.arguments.first(where: { $0.label?.text == "weight" })?.expression)
                    }
                    return d
                default: _ = base
                }
                e = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
                continue
            }
            if let member = current.as(MemberAccessExprSyntax.self) {
                if let style = try? TextStyle(name: member.declName.baseName.text), member.base == nil || ["Font", "SwiftUI.Font"].contains(member.base?.trimmedDescription ?? "") {
                    setStyle(style, &d)
                    return d
                }
                e = member.base
                continue
            }
            return d
        }
        return d
    }

    func setStyle(_ style: TextStyle, _ d: inout FontDescription) {
        let env = TypeEnvironment(platform: platform, dynamicTypeSize: platform.supportsDynamicType ? .large : nil)
        if let r = try? style.resolved(in: env) {
            d.size = r.pointSize
            d.weight = d.weight ?? (r.weight == .regular ? nil : r.weight)
            d.text = ".\(style.rawValue) (\(CodeLint.fmt(r.pointSize)) pt)"
        }
    }

    func textStyle(_ expr: ExprSyntax) -> TextStyle? {
        guard let m = expr.as(MemberAccessExprSyntax.self) else { return nil }
        return try? TextStyle(name: m.declName.baseName.text)
    }
}
