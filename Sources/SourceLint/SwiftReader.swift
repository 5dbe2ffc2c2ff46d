import SwiftParser
import SwiftSyntax
import TypeSystem

/// Reads Swift (SwiftUI, UIKit, AppKit) with swift-syntax: the fonts a view sets, the modifiers
/// beside them, and the settings that pin or cap Dynamic Type.
///
/// What it reports:
/// - `Font.system(size:…)` (unless the size is a `@ScaledMetric` property; `Font.custom(_:size:)`
///   scales relative to body since iOS 14, with or without `relativeTo:`); `Font.custom(_:fixedSize:)` is an opt-out;
/// - `UIFont.systemFont(ofSize:)` (and its bold, italic, monospaced forms) and
///   `UIFont(name:size:)` unless they pass through `UIFontMetrics.scaledFont(for:)`, directly or
///   through the name they are bound to; `adjustsFontForContentSizeCategory = false`;
/// - `.dynamicTypeSize(…)`, `.environment(\.dynamicTypeSize|\.sizeCategory, …)`,
///   `maximumContentSizeCategory` and `preferredContentSizeCategory` that end before AX1;
/// - light weights and tight leading from the modifier chain the font is in
///   (`.fontWeight(.light)`, `.font(.caption.weight(.thin))`, `.leading(.tight)` with
///   `.lineLimit(3)`), and UIKit's `traitTightLeading` beside `numberOfLines` in one function.
enum SwiftReader {
    static func read(_ text: String, path: String, forced: Platform?, fallback: Platform) -> ReaderOutput {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let platform = forced ?? Evidence.platform(path: path) ?? importPlatform(tree) ?? fallback
        let visitor = Visitor(converter: converter, platform: platform, forced: forced)
        visitor.walk(tree)
        visitor.finishUIKitLeading()
        var out = ReaderOutput()
        out.usages = visitor.usages
        // Comments: suppressions.
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var position = token.position
            for piece in token.leadingTrivia {
                record(piece, at: position, converter: converter, into: &out.suppressions)
                position += piece.sourceLength
            }
            position = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                record(piece, at: position, converter: converter, into: &out.suppressions)
                position += piece.sourceLength
            }
        }
        return out
    }

    private static func record(_ piece: TriviaPiece, at position: AbsolutePosition, converter: SourceLocationConverter,
                               into map: inout [Int: Set<CodeRule>]) {
        let text: String
        switch piece {
        case .lineComment(let t), .blockComment(let t), .docLineComment(let t), .docBlockComment(let t): text = t
        default: return
        }
        guard text.contains(Suppression.marker) else { return }
        let start = converter.location(for: position).line
        let end = converter.location(for: position + piece.sourceLength).line
        Suppression.record(text[...], startLine: start, endLine: end, into: &map)
    }

    /// The platform a file's imports show: UIKit → iOS, AppKit/Cocoa → macOS, WatchKit → watchOS,
    /// TVUIKit → tvOS. SwiftUI alone shows nothing.
    private static func importPlatform(_ tree: SourceFileSyntax) -> Platform? {
        var found: Platform?
        for item in tree.statements {
            guard let decl = item.item.as(ImportDeclSyntax.self), let first = decl.path.first?.name.text else { continue }
            switch first {
            case "WatchKit", "ClockKit": return .watchOS
            case "TVUIKit", "TVServices": return .tvOS
            case "AppKit", "Cocoa": found = found ?? .macOS
            case "UIKit": found = .iOS
            default: break
            }
        }
        return found
    }

    final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        let platform: Platform
        let forced: Platform?
        var usages: [ReaderUsage] = []
        /// Names of `@ScaledMetric` properties: a size that scales.
        var scaledMetrics = Set<String>()
        /// Names that reach `UIFontMetrics…scaledFont(for:)`.
        var scaledNames = Set<String>()
        /// UIKit fonts bound to a name: reported at the end unless the name is scaled.
        var pendingBound: [(name: String, usage: ReaderUsage)] = []
        /// `traitTightLeading`, where it goes (the label whose font it becomes, or the name it is
        /// bound to), and `numberOfLines = N` by label, all by enclosing function.
        var tightTraits: [(scope: SyntaxIdentifier, line: Int, column: Int, receiver: String?, name: String?)] = []
        var lineCounts: [SyntaxIdentifier: [String: Int]] = [:]
        /// `label.font = …` assignments: the label and the names the value uses.
        var fontAssignments: [(scope: SyntaxIdentifier, receiver: String, names: Set<String>)] = []

        init(converter: SourceLocationConverter, platform: Platform, forced: Platform?) {
            self.converter = converter
            self.platform = platform
            self.forced = forced
            super.init(viewMode: .sourceAccurate)
        }

        func location(_ node: some SyntaxProtocol) -> (Int, Int) {
            let l = node.startLocation(converter: converter)
            return (l.line, l.column)
        }

        func add(_ node: some SyntaxProtocol, _ usage: CodeTextUsage, only: Set<CodeRule>? = nil) {
            let (line, column) = location(node)
            usages.append(ReaderUsage(line: line, column: column, usage: usage, only: only))
        }

        // MARK: Declarations

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let isScaled = node.attributes.contains { attr in
                attr.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("ScaledMetric") == true
            }
            if isScaled {
                for binding in node.bindings {
                    if let id = binding.pattern.as(IdentifierPatternSyntax.self) { scaledMetrics.insert(id.identifier.text) }
                }
            }
            return .visitChildren
        }

        // MARK: Calls

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let (base, name) = callee(node)
            let labels = node.arguments.map { $0.label?.text }
            switch name {
            case "system" where labels.contains("size") && (base == nil || base == "Font" || base == "SwiftUI.Font"):
                swiftUIFixed(node, what: "size")
            case "custom" where (base == nil || base == "Font" || base == "SwiftUI.Font"):
                if labels.contains("fixedSize") {
                    swiftUIFixed(node, what: "fixedSize", optOut: true)
                } else if labels.contains("size") {
                    // Since iOS 14, Font.custom(_:size:) without relativeTo: scales relative to body
                    // (WWDC20 talk 10175, "The details of UI typography": "If you skip that, it
                    // will scale relative to body"), so it is text that scales, with or without it.
                    swiftUIFixed(node, what: "size", relative: true)
                }
            case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
                if labels.first == "ofSize" { uiFont(node, base: base) }
            case "UIFont" where labels == ["name", "size"], "NSFont" where labels == ["name", "size"]:
                uiFont(node, base: name)
            case "init" where (base == "UIFont" || base == "NSFont") && labels == ["name", "size"]:
                uiFont(node, base: base)
            case "scaledFont":
                if let arg = node.arguments.first(where: { $0.label?.text == "for" }) {
                    for token in arg.expression.tokens(viewMode: .sourceAccurate) {
                        if case .identifier(let id) = token.tokenKind { scaledNames.insert(id) }
                    }
                }
            case "dynamicTypeSize" where node.arguments.count == 1:
                if let arg = node.arguments.first?.expression, let (cap, text) = capOf(arg) {
                    add(memberName(node), CodeTextUsage(platform: platform, styleFix: .swiftUI, sizeCap: cap, capText: ".dynamicTypeSize(\(text))"))
                }
            case "environment" where node.arguments.count == 2:
                let key = node.arguments.first?.expression.trimmedDescription ?? ""
                if key.hasSuffix(".dynamicTypeSize") || key.hasSuffix(".sizeCategory"),
                   let value = node.arguments.last?.expression, let c = category(value) {
                    add(memberName(node), CodeTextUsage(platform: platform, styleFix: .swiftUI, sizeCap: c,
                        capText: ".environment(\(key), \(value.trimmedDescription))"))
                }
            case "font" where node.arguments.count == 1 && node.arguments.first?.label == nil:
                modifierChain(node)
            default: break
            }
            return .visitChildren
        }

        // MARK: Assignments (`x.adjustsFontForContentSizeCategory = false`)

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count >= 3 else { return .visitChildren }
            for i in 0..<(elements.count - 2) where elements[i + 1].is(AssignmentExprSyntax.self) {
                let target = elements[i]
                let value = elements[i + 2]
                let member = target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text
                switch member {
                case "adjustsFontForContentSizeCategory":
                    if value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) {
                        add(target, CodeTextUsage(platform: platform, scaling: .pinned(what: "adjustsFontForContentSizeCategory = false"), styleFix: .uiKit))
                    }
                case "maximumContentSizeCategory", "preferredContentSizeCategory":
                    if let c = category(value) {
                        add(target, CodeTextUsage(platform: platform, styleFix: .uiKit, sizeCap: c,
                            capText: "\(member ?? "") = \(value.trimmedDescription)"))
                    }
                case "numberOfLines":
                    if let n = number(value), let scope = enclosingScope(target) {
                        let receiver = target.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? "self"
                        lineCounts[scope, default: [:]][receiver] = n == 0 ? 1000 : CodeLint.lineCount(n)
                    }
                case "font":
                    if let scope = enclosingScope(target) {
                        let receiver = target.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? "self"
                        var names = Set<String>()
                        for token in value.tokens(viewMode: .sourceAccurate) {
                            if case .identifier(let id) = token.tokenKind { names.insert(id) }
                        }
                        fontAssignments.append((scope, receiver, names))
                    }
                default: break
                }
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if node.baseName.text == "traitTightLeading", let scope = enclosingScope(node) {
                let (l, c) = location(node)
                // Where the trait goes: `label.font = …`, or a name bound to it.
                var receiver: String?
                var name: String?
                var p = node.parent
                while let n = p, receiver == nil && name == nil {
                    if let seq = n.as(SequenceExprSyntax.self) {
                        let els = Array(seq.elements)
                        if els.count == 3, els[1].is(AssignmentExprSyntax.self),
                           let m = els[0].as(MemberAccessExprSyntax.self), m.declName.baseName.text == "font" {
                            receiver = m.base?.trimmedDescription ?? "self"
                        }
                    }
                    if let b = n.as(PatternBindingSyntax.self) { name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
                    if let b = n.as(OptionalBindingConditionSyntax.self) { name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
                    if n.is(CodeBlockItemSyntax.self) { break }
                    p = n.parent
                }
                tightTraits.append((scope, l, c, receiver, name))
            }
            return .visitChildren
        }

        /// UIKit's tight leading trait in a function that sets three or more lines (or 0, no limit).
        func finishUIKitLeading() {
            for t in tightTraits {
                let counts = lineCounts[t.scope] ?? [:]
                var receiver = t.receiver
                if receiver == nil, let name = t.name {
                    receiver = fontAssignments.first { $0.scope == t.scope && $0.names.contains(name) }?.receiver
                }
                // A label the code names: its own line count; otherwise the function's largest.
                let lines = receiver.map { counts[$0] } ?? counts.values.max()
                guard let n = lines, n >= 3 else { continue }
                usages.append(ReaderUsage(line: t.line, column: t.column,
                    usage: CodeTextUsage(platform: platform, styleFix: .uiKit, lines: n >= 1000 ? 0 : n, tightLeadingTrait: true),
                    only: [.tightLeadingMultiline]))
            }
            for (name, usage) in pendingBound where !scaledNames.contains(name) {
                usages.append(usage)
            }
        }

        func enclosingScope(_ node: some SyntaxProtocol) -> SyntaxIdentifier? {
            var p = node.parent
            while let n = p {
                if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) || n.is(ClosureExprSyntax.self)
                    || n.is(AccessorBlockSyntax.self) { return n.id }
                p = n.parent
            }
            return nil
        }

        // MARK: Fonts

        /// `.system(size:)`, `Font.custom(_:size:)`, `Font.custom(_:fixedSize:)`.
        func swiftUIFixed(_ node: FunctionCallExprSyntax, what label: String, relative: Bool = false, optOut: Bool = false) {
            guard let sizeArg = node.arguments.first(where: { $0.label?.text == label }) else { return }
            let size = number(sizeArg.expression)
            let scaled = sizeArg.expression.as(DeclReferenceExprSyntax.self).map { scaledMetrics.contains($0.baseName.text) } ?? false
            var w = weight(node.arguments.first(where: { $0.label?.text == "weight" })?.expression)
            w = w ?? chainedWeight(on: node)
            let sizeText = sizeArg.trimmedDescription.trimmingSuffix(",")
            let whole = node.trimmedDescription
            let callText = whole.count <= 60 && !whole.contains("\n") ? whole : "\(node.calledExpression.trimmedDescription)(…\(sizeText)…)"
            let scaling: CodeTextUsage.Scaling = optOut ? .optedOut : (relative || scaled) ? .scales : .fixed(what: callText)
            let (_, name) = callee(node)
            let fix = name == "custom" ? "Font.custom(_:size:relativeTo:)" : nil
            add(node, CodeTextUsage(platform: platform, pointSize: size, sizeText: size.map { "\(CodeLint.fmt($0)) pt" },
                                    scaling: scaling, scalableFix: fix, styleFix: .swiftUI, weight: w))
        }

        /// `UIFont.systemFont(ofSize:)` and `UIFont(name:size:)`: fine when the font reaches
        /// `scaledFont(for:)`.
        func uiFont(_ node: FunctionCallExprSyntax, base: String?) {
            let isAppKit = base == "NSFont"
            let sizeArg = node.arguments.first(where: { $0.label?.text == "ofSize" || $0.label?.text == "size" })
            let size = sizeArg.flatMap { number($0.expression) }
            let w = weight(node.arguments.first(where: { $0.label?.text == "weight" })?.expression)
            let usagePlatform: Platform = isAppKit ? (forced ?? .macOS) : platform
            var scaling: CodeTextUsage.Scaling = .fixed(what: node.trimmedDescription.count <= 60 && !node.trimmedDescription.contains("\n") ? node.trimmedDescription : "\(node.calledExpression.trimmedDescription)(…)")
            if insideScaledFont(node) || (sizeArg.map { isScaledValue($0.expression) } ?? false) { scaling = .scales }
            let usage = CodeTextUsage(platform: usagePlatform, pointSize: size, sizeText: size.map { "\(CodeLint.fmt($0)) pt" },
                                      scaling: scaling, scalableFix: "UIFontMetrics(forTextStyle:).scaledFont(for:)",
                                      styleFix: .uiKit, weight: w)
            let (line, column) = location(node)
            let r = ReaderUsage(line: line, column: column, usage: usage)
            if case .fixed = scaling, let name = boundName(node) {
                // Judged at the end of the file: the name may reach scaledFont(for:) later.
                pendingBound.append((name, r))
                var rest = usage
                rest.scaling = .scales
                usages.append(ReaderUsage(line: line, column: column, usage: rest))
            } else {
                usages.append(r)
            }
        }

        func insideScaledFont(_ node: some SyntaxProtocol) -> Bool {
            var p = node.parent
            while let n = p {
                if let call = n.as(FunctionCallExprSyntax.self), callee(call).name == "scaledFont" { return true }
                if n.is(CodeBlockItemSyntax.self) || n.is(MemberBlockItemSyntax.self) { return false }
                p = n.parent
            }
            return false
        }

        /// `UIFontMetrics.default.scaledValue(for: 14)` as a size.
        func isScaledValue(_ expr: ExprSyntax) -> Bool {
            if let call = expr.as(FunctionCallExprSyntax.self), callee(call).name == "scaledValue" { return true }
            if let ref = expr.as(DeclReferenceExprSyntax.self), scaledMetrics.contains(ref.baseName.text) { return true }
            return false
        }

        /// The name a font is bound to: `let base = UIFont…`, `guard let custom = UIFont(…)`,
        /// `static let title = UIFont…`.
        func boundName(_ node: some SyntaxProtocol) -> String? {
            var p = node.parent
            while let n = p {
                if let binding = n.as(PatternBindingSyntax.self) {
                    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                }
                if let cond = n.as(OptionalBindingConditionSyntax.self) {
                    return cond.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                }
                if n.is(CodeBlockItemSyntax.self) || n.is(FunctionCallExprSyntax.self) && n.id != node.id
                    || n.is(LabeledExprSyntax.self) { return nil }
                p = n.parent
            }
            return nil
        }

        /// `.system(size: 14).weight(.light)` / `.bold()` right after a font constructor.
        func chainedWeight(on node: FunctionCallExprSyntax) -> FontWeight? {
            guard let member = node.parent?.as(MemberAccessExprSyntax.self),
                  let call = member.parent?.as(FunctionCallExprSyntax.self) else { return nil }
            switch member.declName.baseName.text {
            case "weight": return weight(call.arguments.first?.expression)
            case "bold": return .bold
            default: return nil
            }
        }

        // MARK: Modifier chains

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
            guard let arg = node.arguments.first?.expression else { return }
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

        // MARK: Values

        func callee(_ node: FunctionCallExprSyntax) -> (base: String?, name: String) {
            if let m = node.calledExpression.as(MemberAccessExprSyntax.self) {
                return (m.base?.trimmedDescription, m.declName.baseName.text)
            }
            if let r = node.calledExpression.as(DeclReferenceExprSyntax.self) { return (nil, r.baseName.text) }
            return (nil, node.calledExpression.trimmedDescription)
        }

        func memberName(_ node: FunctionCallExprSyntax) -> Syntax {
            if let m = node.calledExpression.as(MemberAccessExprSyntax.self) { return Syntax(m.declName) }
            return Syntax(node.calledExpression)
        }

        /// A number literal (`14`, `14.5`, `CGFloat(14)`), else nil.
        func number(_ expr: ExprSyntax?) -> Double? {
            guard let expr else { return nil }
            if let i = expr.as(IntegerLiteralExprSyntax.self) { return Double(i.literal.text.filter { $0 != "_" }) }
            if let f = expr.as(FloatLiteralExprSyntax.self) { return Double(f.literal.text.filter { $0 != "_" }) }
            if let p = expr.as(PrefixOperatorExprSyntax.self), p.operator.text == "-", let v = number(p.expression) { return -v }
            if let call = expr.as(FunctionCallExprSyntax.self), ["CGFloat", "Double", "Float"].contains(call.calledExpression.trimmedDescription),
               call.arguments.count == 1 { return number(call.arguments.first?.expression) }
            return nil
        }

        func weight(_ expr: ExprSyntax?) -> FontWeight? {
            guard let expr else { return nil }
            let name: String
            if let m = expr.as(MemberAccessExprSyntax.self) { name = m.declName.baseName.text } else { return nil }
            return try? FontWeight(name: name)
        }

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
    }
}

/// The platform a path shows (a folder named for a watch, TV, Mac or Vision target).
enum Evidence {
    static func platform(path: String) -> Platform? {
        for part in path.lowercased().split(separator: "/").dropLast().reversed() {
            if part.contains("watchos") || part.contains("watchkit") || part.contains("watch app") || part.contains("watch extension") { return .watchOS }
            if part.contains("tvos") { return .tvOS }
            if part.contains("visionos") || part.contains("xros") { return .visionOS }
            if part.contains("macos") || part == "appkit" { return .macOS }
        }
        return nil
    }
}

extension String {
    func trimmingSuffix(_ s: String) -> String { hasSuffix(s) ? String(dropLast(s.count)) : self }
}
