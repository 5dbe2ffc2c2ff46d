import Foundation
import SwiftParser
import SwiftSyntax
import TypeSystem

extension SourceFixer {
    /// Whether `text` is valid in `language` as far as the lint can tell: Swift parses with no
    /// error (swift-syntax). The other languages' fixes change a unit or a value inside one
    /// token, or remove a whole argument, and count as valid.
    public static func isValid(_ text: String, language: SourceLanguage) -> Bool {
        language == .swift ? !Parser.parse(source: text).hasError : true
    }
}

/// The Swift fixes (``SourceFixer``), found with swift-syntax. (SourceFix.swift, which the readers'
/// fuzz target links without swift-syntax, reaches swift-syntax only through this file.)
enum SwiftFixes {
    /// iOS's text styles at Large, from the published Dynamic Type table (HIG), in its row order.
    static let iOSLarge: [PublishedStyle] = PublishedTables.iOSDynamicType.first { $0.category == .large }?.styles ?? []
    /// watchOS's at Large, the default of the 40, 41 and 42 mm cases (HIG's watchOS table).
    /// (Without Footnote 2, which SwiftUI's `Font` does not name.)
    static let watchOSLarge: [PublishedStyle] = (PublishedTables.watchOSDynamicType.first { $0.category == .large }?.styles ?? [])
        .filter { $0.style != .footnote2 }

    /// The text style whose Large size on `platform` is `size`: the one of weight `weight` when
    /// there is one, else the Regular one, else the first. None on a platform without a
    /// published Dynamic Type table of its own (a size there has no style to become).
    static func style(ofLargeSize size: Double, weight: FontWeight?, platform: Platform = .iOS) -> PublishedStyle? {
        let table: [PublishedStyle]
        switch platform {
        case .iOS, .iPadOS: table = iOSLarge
        case .watchOS: table = watchOSLarge
        default: return nil
        }
        let same = table.filter { $0.pointSize == size }
        return same.first { $0.weight == (weight ?? .regular) } ?? same.first { $0.weight == .regular } ?? same.first
    }

    static func candidates(_ text: String, map: LineMap, platform: Platform = .iOS) -> [SourceFixer.Candidate] {
        let tree = Parser.parse(source: text)
        let finder = Finder(converter: SourceLocationConverter(fileName: "", tree: tree), map: map, platform: platform)
        finder.walk(tree)
        return finder.found
    }

    final class Finder: SyntaxVisitor {
        let converter: SourceLocationConverter
        let map: LineMap
        let platform: Platform
        var found: [SourceFixer.Candidate] = []

        init(converter: SourceLocationConverter, map: LineMap, platform: Platform) {
            self.converter = converter
            self.map = map
            self.platform = platform
            super.init(viewMode: .sourceAccurate)
        }

        func edit(_ node: some SyntaxProtocol, _ replacement: String) -> TextEdit {
            map.edit(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                     replacement: replacement)
        }

        func add(_ node: some SyntaxProtocol, _ description: String, _ edits: [TextEdit]) {
            let a = node.startLocation(converter: converter), b = node.endLocation(converter: converter)
            found.append(SourceFixer.Candidate(lines: a.line...max(a.line, b.line), anchor: (a.line, a.column),
                                               fix: SourceFix(description: description, edits: edits)))
        }

        static func callee(_ node: FunctionCallExprSyntax) -> (base: String?, name: String)? {
            if let m = node.calledExpression.as(MemberAccessExprSyntax.self) {
                return (m.base?.trimmedDescription, m.declName.baseName.text)
            }
            if let d = node.calledExpression.as(DeclReferenceExprSyntax.self) { return (nil, d.baseName.text) }
            return nil
        }

        static func literal(_ e: ExprSyntax?) -> Double? {
            guard let e else { return nil }
            if let i = e.as(IntegerLiteralExprSyntax.self) { return Double(i.literal.text.replacingOccurrences(of: "_", with: "")) }
            if let f = e.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text.replacingOccurrences(of: "_", with: "")) }
            return nil
        }

        /// Whether `node` is inside `scaledFont(for:…)` or `scaledValue(for:)` already.
        static func isScaled(_ node: some SyntaxProtocol) -> Bool {
            var p = node.parent
            while let n = p {
                if let call = n.as(FunctionCallExprSyntax.self), let c = callee(call), ["scaledFont", "scaledValue"].contains(c.name) { return true }
                if n.is(CodeBlockItemSyntax.self) || n.is(MemberBlockItemSyntax.self) { return false }
                p = n.parent
            }
            return false
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let (base, name) = Self.callee(node), !Self.isScaled(node) else { return .visitChildren }
            let labels = node.arguments.map { $0.label?.text }
            switch name {
            case "system" where (base == nil || base == "Font" || base == "SwiftUI.Font") && labels.first == "size":
                swiftUI(node, base: base)
            case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
                if (base == nil || base == "UIFont") && labels.first == "ofSize" { uiKit(node, expression: ExprSyntax(node)) }
            case "UIFont" where labels == ["name", "size"]:
                // UIFont(name:size:) is optional: only a force-unwrapped one is a font to wrap.
                if let unwrap = node.parent?.as(ForceUnwrapExprSyntax.self) { uiKit(node, expression: ExprSyntax(unwrap)) }
            default: break
            }
            return .visitChildren
        }

        /// `.system(size: N, weight: W, design: D)` with N a Large size → the text style.
        func swiftUI(_ node: FunctionCallExprSyntax, base: String?) {
            var size: Double?
            var weight: String?
            var design: String?
            for arg in node.arguments {
                switch arg.label?.text {
                case "size": size = Self.literal(arg.expression)
                case "weight": weight = arg.expression.trimmedDescription
                case "design": design = arg.expression.trimmedDescription
                default: return
                }
            }
            guard let size else { return }
            let w: FontWeight? = weight.flatMap { text in
                let name = text.split(separator: ".").last.map(String.init) ?? text
                return FontWeight(rawValue: name)
            }
            guard let style = SwiftFixes.style(ofLargeSize: size, weight: w, platform: platform) else { return }
            let prefix = base.map { $0 + "." } ?? "."
            var text = design.map { "\(prefix)system(.\(style.style.rawValue), design: \($0))" } ?? "\(prefix)\(style.style.rawValue)"
            if let weight, w != style.weight { text += ".weight(\(weight))" }
            add(node, "\(node.trimmedDescription) → \(text) (\(CodeLint.fmt(size)) pt at Large)", [edit(node, text)])
        }

        /// A UIKit font → `UIFontMetrics(forTextStyle: .style).scaledFont(for: font)`, and the
        /// label's `adjustsFontForContentSizeCategory` set where it is assigned in this scope.
        func uiKit(_ node: FunctionCallExprSyntax, expression: ExprSyntax) {
            guard let sizeArg = node.arguments.first(where: { $0.label?.text == "ofSize" || $0.label?.text == "size" }),
                  let size = Self.literal(sizeArg.expression),
                  let nearest = Legibility.nearestTextStyle(to: size, on: platform) else { return }
            let wrapped = "UIFontMetrics(forTextStyle: .\(nearest.style.rawValue)).scaledFont(for: \(expression.trimmedDescription))"
            var edits = [edit(expression, wrapped)]
            var description = "wrap in UIFontMetrics(forTextStyle: .\(nearest.style.rawValue)).scaledFont(for:)"
            if let extra = adjustsEdit(for: expression) {
                edits.append(extra.edit)
                description += "; set \(extra.receiver).adjustsFontForContentSizeCategory = true"
            }
            add(node, description, edits)
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
            let start = map.position(offset: item.positionAfterSkippingLeadingTrivia.utf8Offset)
            let line = map.lines[start.line - 1]
            let indent = String(line.prefix { $0 == " " || $0 == "\t" })
            let end = item.endPositionBeforeTrailingTrivia.utf8Offset
            // After the statement and anything on the rest of its line but a comment.
            let endPos = map.position(offset: end)
            let endLine = map.lines[endPos.line - 1]
            let lineEnd = map.starts[endPos.line - 1] + endLine.utf8.count
            let tail = String(decoding: Array(map.text.utf8)[end..<lineEnd], as: UTF8.self)
            let at = tail.trimmingCharacters(in: .whitespaces).isEmpty || tail.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? lineEnd : end
            let insert = at == lineEnd ? "\n\(indent)\(property) = true" : "; \(property) = true"
            return (receiver, map.edit(at..<at, replacement: insert))
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            // `x.adjustsFontForContentSizeCategory = false` → `true`.
            let e = Array(node.elements)
            if e.count == 3, e[1].is(AssignmentExprSyntax.self),
               let lhs = e[0].as(MemberAccessExprSyntax.self), lhs.declName.baseName.text == "adjustsFontForContentSizeCategory",
               let b = e[2].as(BooleanLiteralExprSyntax.self), b.literal.tokenKind == .keyword(.false) {
                add(node, "adjustsFontForContentSizeCategory = true", [edit(b, "true")])
            }
            return .visitChildren
        }
    }
}
