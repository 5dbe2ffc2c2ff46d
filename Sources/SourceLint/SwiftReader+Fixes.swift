import Foundation
import SwiftSyntax
import TypeSystem

/// The fixes of the Swift reader's `textDoesNotScale` findings, made from the node the finding
/// is reported at (docs/lint/fixes.md).
extension SwiftReader.Visitor {
    /// The platform whose text styles a fix at `node` names: the innermost `#if os(…)` branch
    /// holding it, else the file's (the same rule the findings' platform follows).
    func fixPlatform(_ node: some SyntaxProtocol) -> Platform {
        guard !branches.isEmpty else { return platform }
        let line = node.startLocation(converter: converter).line
        return branches.filter { $0.lines.contains(line) }.min { $0.lines.count < $1.lines.count }?.platform ?? platform
    }

    func edit(_ node: some SyntaxProtocol, _ replacement: String) -> TextEdit {
        lines.edit(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                   replacement: replacement)
    }

    /// A literal size as written (`17`, `17.5`); a traced or computed size gets no fix.
    static func literal(_ e: ExprSyntax?) -> Double? {
        guard let e else { return nil }
        if let i = e.as(IntegerLiteralExprSyntax.self) { return Double(i.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let f = e.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text.replacingOccurrences(of: "_", with: "")) }
        return nil
    }

    /// Whether `node` is inside `scaledFont(for:…)` or `scaledValue(for:)` already.
    func isScaled(_ node: some SyntaxProtocol) -> Bool {
        var p = node.parent
        while let n = p {
            if let call = n.as(FunctionCallExprSyntax.self), ["scaledFont", "scaledValue"].contains(callee(call).name) { return true }
            if n.is(CodeBlockItemSyntax.self) || n.is(MemberBlockItemSyntax.self) { return false }
            p = n.parent
        }
        return false
    }

    /// `.system(size: N, weight: W, design: D)` with N a Large size → the text style (with the
    /// weight where the style's differs, and the design through `.system(_:design:)`).
    func swiftUIFix(_ node: FunctionCallExprSyntax) -> SourceFix? {
        let (base, name) = callee(node)
        guard name == "system", base == nil || base == "Font" || base == "SwiftUI.Font",
              node.arguments.first?.label?.text == "size", !isScaled(node) else { return nil }
        var size: Double?
        var weight: String?
        var design: String?
        for arg in node.arguments {
            switch arg.label?.text {
            case "size": size = Self.literal(arg.expression)
            case "weight": weight = arg.expression.trimmedDescription
            case "design": design = arg.expression.trimmedDescription
            default: return nil
            }
        }
        guard let size else { return nil }
        let w: FontWeight? = weight.flatMap { text in
            FontWeight(rawValue: text.split(separator: ".").last.map(String.init) ?? text)
        }
        guard let style = SwiftFixStyles.style(ofLargeSize: size, weight: w, platform: fixPlatform(node)) else { return nil }
        let prefix = base.map { $0 + "." } ?? "."
        var text = design.map { "\(prefix)system(.\(style.style.rawValue), design: \($0))" } ?? "\(prefix)\(style.style.rawValue)"
        if let weight, w != style.weight { text += ".weight(\(weight))" }
        return SourceFix(description: "\(node.trimmedDescription) → \(text) (\(CodeLint.fmt(size)) pt at Large)", edits: [edit(node, text)])
    }

    /// A UIKit font with a literal size → `UIFontMetrics(forTextStyle: .style).scaledFont(for: font)`
    /// with the nearest style, and the label's `adjustsFontForContentSizeCategory` set where the
    /// font is assigned in this scope. `UIFont(name:size:)` is optional: only a force-unwrapped
    /// one is a font to wrap.
    func uiKitFix(_ node: FunctionCallExprSyntax) -> SourceFix? {
        let (base, name) = callee(node)
        let labels = node.arguments.map { $0.label?.text }
        let expression: ExprSyntax
        switch name {
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
            guard base == nil || base == "UIFont", labels.first == "ofSize" else { return nil }
            expression = ExprSyntax(node)
        case "UIFont" where labels == ["name", "size"]:
            guard let unwrap = node.parent?.as(ForceUnwrapExprSyntax.self) else { return nil }
            expression = ExprSyntax(unwrap)
        default: return nil
        }
        guard !isScaled(node), let sizeArg = node.arguments.first(where: { $0.label?.text == "ofSize" || $0.label?.text == "size" }),
              let size = Self.literal(sizeArg.expression),
              let nearest = Legibility.nearestTextStyle(to: size, on: fixPlatform(node)) else { return nil }
        let style = nearest.style.rawValue
        var edits = [edit(expression, "UIFontMetrics(forTextStyle: .\(style)).scaledFont(for: \(expression.trimmedDescription))")]
        var description = "wrap in UIFontMetrics(forTextStyle: .\(style)).scaledFont(for:)"
        if let extra = adjustsEdit(for: expression) {
            edits.append(extra.edit)
            description += "; set \(extra.receiver).adjustsFontForContentSizeCategory = true"
        }
        return SourceFix(description: description, edits: edits)
    }

    /// `x.adjustsFontForContentSizeCategory = false` → `true`: the literal is the edit.
    func adjustsFalseFix(_ value: ExprSyntax) -> SourceFix? {
        guard let b = value.as(BooleanLiteralExprSyntax.self), b.literal.tokenKind == .keyword(.false) else { return nil }
        return SourceFix(description: "adjustsFontForContentSizeCategory = true", edits: [edit(b, "true")])
    }

    /// `receiver.font = <expression>` as a statement: a new line after it setting
    /// `receiver.adjustsFontForContentSizeCategory = true`, unless the scope sets it already.
    func adjustsEdit(for expression: ExprSyntax) -> (receiver: String, edit: TextEdit)? {
        // The assignment: a sequence `lhs = expression` (or an infix operator once folded).
        guard let seq = expression.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(seq.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == expression.id,
              let lhs = elements[0].as(MemberAccessExprSyntax.self), lhs.declName.baseName.text == "font",
              let receiver = lhs.base?.trimmedDescription, !receiver.isEmpty else { return nil }
        guard let item = seq.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        let property = receiver + ".adjustsFontForContentSizeCategory"
        let squeezed = property.replacingOccurrences(of: " ", with: "")
        if list.contains(where: { $0.trimmedDescription.replacingOccurrences(of: " ", with: "").contains(squeezed) }) { return nil }
        // The statement's indentation, from its line.
        let start = lines.position(offset: item.positionAfterSkippingLeadingTrivia.utf8Offset)
        let indent = String(lines.lines[start.line - 1].prefix { $0 == " " || $0 == "\t" })
        let end = item.endPositionBeforeTrailingTrivia.utf8Offset
        // After the statement and anything on the rest of its line but a comment.
        let endPos = lines.position(offset: end)
        let lineEnd = lines.starts[endPos.line - 1] + lines.lines[endPos.line - 1].utf8.count
        let utf8 = lines.text.utf8
        let tail = String(decoding: utf8[utf8.index(utf8.startIndex, offsetBy: end)..<utf8.index(utf8.startIndex, offsetBy: lineEnd)],
                          as: UTF8.self).trimmingCharacters(in: .whitespaces)
        let at = tail.isEmpty || tail.hasPrefix("//") ? lineEnd : end
        let insert = at == lineEnd ? "\n\(indent)\(property) = true" : "; \(property) = true"
        return (receiver, lines.edit(at..<at, replacement: insert))
    }
}
