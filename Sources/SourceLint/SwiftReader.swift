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
        guard mayReport(text) else { return ReaderOutput() }
        let tree = Parser.parse(source: text)
        let platform = forced ?? Evidence.platform(path: path) ?? importPlatform(tree) ?? fallback
        let index = FileIndex(viewMode: .sourceAccurate)
        index.walk(tree)
        let visitor = Visitor(tree: tree, path: path, platform: platform, forced: forced, index: index)
        visitor.walk(tree)
        visitor.finishUIKitLeading()
        var out = ReaderOutput()
        out.usages = visitor.usages
        // Comments: suppressions (a file without the marker has none: its trivia is not walked).
        let tokens = mentionsSuppression(text) ? Array(tree.tokens(viewMode: .sourceAccurate)) : []
        let converter = tokens.isEmpty ? nil : visitor.converter
        for token in tokens {
            guard let converter else { break }
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

    /// The words without one of which no code this reader reports can be written: every font
    /// (`font`, `Font`, `.system(`, `.custom(`), every Dynamic Type setting (`dynamicTypeSize`,
    /// `sizeCategory`, `…ContentSizeCategory`) and UIKit's tight leading (`traitTightLeading`).
    static let triggers = ["font", "Font", ".system(", ".custom(", "dynamicTypeSize", "izeCategory", "traitTightLeading"]

    /// Whether the file holds one of the ``triggers``. A file without them is not parsed: in a
    /// UIKit and SwiftUI app most files set no font (794 of Mastodon for iOS's 905, 75,700 of its
    /// 93,400 lines), and parsing is most of the lint's time: the whole process went from
    /// 0.50–0.52 s to 0.19–0.21 s of CPU (user time, release build) on that app.
    static func mayReport(_ text: String) -> Bool {
        triggers.contains { text.utf8.hasBytes($0) }
    }

    /// Whether the text holds `typography-lint:ignore` anywhere (a byte search).
    static func mentionsSuppression(_ text: String) -> Bool { text.utf8.hasBytes(Suppression.marker) }

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
        let tree: SourceFileSyntax
        let path: String
        /// Lines and columns, computed on the first location asked for (most files have no text
        /// to report, and building the line table of each was 2 % of the lint's time).
        lazy var converter = SourceLocationConverter(fileName: path, tree: tree)
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

        /// The file's bindings, functions and calls, for following a size (``trace(_:)``).
        let index: FileIndex

        init(tree: SourceFileSyntax, path: String, platform: Platform, forced: Platform?, index: FileIndex) {
            self.tree = tree
            self.path = path
            self.platform = platform
            self.forced = forced
            self.index = index
            self.scaledMetrics = index.scaledMetrics
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
                    if let maxArg = node.arguments.first(where: { $0.label?.text == "maximumPointSize" }),
                       let maximum = trace(maxArg.expression).size, let base = fontSize(arg.expression), base > 0 {
                        var usage = CodeTextUsage(platform: platform, styleFix: .uiKit, scaleCap: maximum / base,
                                                  capText: "maximumPointSize: \(maxArg.expression.trimmedDescription)")
                        usage.capBasePointSize = base
                        usage.scaleCapStyle = metricsStyle(node)
                        add(maxArg, usage, only: [.dynamicTypeCapped])
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
            guard let sizeArg = node.arguments.first(where: { $0.label?.text == label }), !sizesOnlySymbol(node) else { return }
            let traced = trace(sizeArg.expression)
            let size = traced.size
            let scaled = traced.scales
            var w = weight(node.arguments.first(where: { $0.label?.text == "weight" })?.expression)
            w = w ?? chainedWeight(on: node)
            let sizeText = sizeArg.trimmedDescription.trimmingSuffix(",")
            let whole = node.trimmedDescription
            let callText = whole.utf8.count <= 60 && !whole.utf8.contains(10) ? whole : "\(node.calledExpression.trimmedDescription)(…\(sizeText)…)"
            let scaling: CodeTextUsage.Scaling = optOut ? .optedOut : (relative || scaled) ? .scales
                : traced.untraced ? .untraced(what: callText) : .fixed(what: callText)
            let (_, name) = callee(node)
            let fix = name == "custom" ? "Font.custom(_:size:relativeTo:)" : nil
            add(node, CodeTextUsage(platform: platform, pointSize: size, sizeText: size.map { "\(CodeLint.fmt($0)) pt" },
                                    scaling: scaling, scalableFix: fix, styleFix: .swiftUI, weight: w))
        }

        /// `UIFont.systemFont(ofSize:)` and `UIFont(name:size:)`: fine when the font reaches
        /// `scaledFont(for:)`.
        func uiFont(_ node: FunctionCallExprSyntax, base: String?) {
            guard !sizesOnlySymbol(node) else { return }
            let isAppKit = base == "NSFont"
            let sizeArg = node.arguments.first(where: { $0.label?.text == "ofSize" || $0.label?.text == "size" })
            let traced = sizeArg.map { trace($0.expression) } ?? Traced()
            let size = traced.size
            let w = weight(node.arguments.first(where: { $0.label?.text == "weight" })?.expression)
            let usagePlatform: Platform = isAppKit ? (forced ?? .macOS) : platform
            let whole = node.trimmedDescription
            let what = whole.utf8.count <= 60 && !whole.utf8.contains(10) ? whole : "\(node.calledExpression.trimmedDescription)(…)"
            var scaling: CodeTextUsage.Scaling = traced.untraced ? .untraced(what: what) : .fixed(what: what)
            if insideScaledFont(node) || traced.scales { scaling = .scales }
            let usage = CodeTextUsage(platform: usagePlatform, pointSize: size, sizeText: size.map { "\(CodeLint.fmt($0)) pt" },
                                      scaling: scaling, scalableFix: "UIFontMetrics(forTextStyle:).scaledFont(for:)",
                                      styleFix: .uiKit, weight: w)
            let (line, column) = location(node)
            let r = ReaderUsage(line: line, column: column, usage: usage)
            if scaling != .scales, let name = boundName(node) {
                // Judged at the end of the file: the name may reach scaledFont(for:) later.
                pendingBound.append((name, r))
                var rest = usage
                rest.scaling = .scales
                usages.append(ReaderUsage(line: line, column: column, usage: rest))
            } else {
                usages.append(r)
            }
        }

        /// Whether the font sizes only a symbol image, not text: the font of a modifier chain that
        /// starts at an `Image` (`Image(systemName: "play").font(.system(size: 54))`; a font sizes
        /// only symbols, the system's or the app's own), or the `font:` of
        /// `UIImage.SymbolConfiguration(font:)`. An image is not text: no text rule applies to it.
        func sizesOnlySymbol(_ font: FunctionCallExprSyntax) -> Bool {
            // Up from the font through the calls made on it (`.weight(.bold)`, `.bold()`), to the
            // argument it is.
            var node = Syntax(font)
            while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
                  let call = member.parent?.as(FunctionCallExprSyntax.self) {
                node = Syntax(call)
            }
            guard let argument = node.parent?.as(LabeledExprSyntax.self),
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
            let (base, name) = callee(call)
            if name == "SymbolConfiguration", argument.label?.text == "font", base == nil || base == "UIImage" { return true }
            return name == "font" && argument.label == nil && startsAtImage(call)
        }

        /// Whether the modifier chain a `.font(…)` call is in starts at an `Image`.
        func startsAtImage(_ call: FunctionCallExprSyntax) -> Bool {
            var root = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            while let c = root?.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
                  m.base?.is(FunctionCallExprSyntax.self) == true {
                root = m.base
            }
            guard let image = root?.as(FunctionCallExprSyntax.self) else { return false }
            let (imageBase, imageName) = callee(image)
            return imageName == "Image" && (imageBase == nil || imageBase == "SwiftUI")
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

        // MARK: Following a size within the file

        /// Where a size expression leads: literals, scaled values, or something the file does not show.
        struct Traced {
            var sizes: [Double] = []
            var scaled = false
            var unknown = false
            /// A path was cut short (a cycle, the depth or the budget): the result depends on where
            /// the trace started, so it is not remembered.
            var truncated = false
            /// Every path ends in a scaled value.
            var scales: Bool { scaled && sizes.isEmpty && !unknown }
            /// Nothing fixed was found but something could not be followed.
            var untraced: Bool { sizes.isEmpty && unknown && !scales }
            /// The smallest fixed size a path gives (what the minimum is checked against).
            var size: Double? { sizes.min() }
            mutating func merge(_ o: Traced) {
                sizes += o.sizes
                scaled = scaled || o.scaled
                unknown = unknown || o.unknown
                truncated = truncated || o.truncated
            }
            static let scaledValue = Traced(scaled: true)
            static let unknownValue = Traced(unknown: true)
            static let cutShort = Traced(unknown: true, truncated: true)
        }

        /// What each expression traced to, by node: a size helper called from twenty places is
        /// followed once, and each call sees the same answer (not "already seen").
        var traced: [SyntaxIdentifier: Traced] = [:]

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
                if name == "scaledValue" { return .scaledValue }
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
            let name: String
            if let ref = expr.as(DeclReferenceExprSyntax.self) {
                name = ref.baseName.text
                if scaledMetrics.contains(name) { return .scaledValue }
                // A parameter of the enclosing function: what every call in the file passes.
                if let (function, parameter, position) = enclosingParameter(named: name, from: expr) {
                    return traceArguments(function, parameter, position, depth: depth, budget: &budget, seen: &seen)
                }
            } else if let member = expr.as(MemberAccessExprSyntax.self), member.base != nil {
                name = member.declName.baseName.text
                if scaledMetrics.contains(name) && ["self", "Self"].contains(member.base?.trimmedDescription ?? "") { return .scaledValue }
            } else {
                return .unknownValue
            }
            // A binding of that name: the innermost function around the use that binds it, else the
            // file's properties and globals (every binding of the name there).
            let bindings = visibleBindings(name, from: expr, member: expr.is(MemberAccessExprSyntax.self))
            guard !bindings.isEmpty else { return .unknownValue }
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
            for e in elements where !e.is(BinaryOperatorExprSyntax.self) && number(e) == nil {
                r.merge(trace(e, depth: depth + 1, budget: &budget, seen: &seen))
            }
            if r.scaled { return .scaledValue }
            var unknown = Traced.unknownValue
            unknown.truncated = r.truncated
            return unknown
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
        private func traceArguments(_ function: Syntax, _ parameter: FunctionParameterSyntax, _ position: Int,
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
            var r = Traced()
            var matched = 0
            for call in calls {
                let args = Array(call.arguments)
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

        // MARK: Values

        /// The name a call is made by and the type or value it is made on, as written (`UIFont`,
        /// `SwiftUI.Font`): `(nil, "system")` for `.system(…)`. The text of a base that is not a
        /// name (`Text(…).font`, a closure) is never built: its base is "…", and a called closure
        /// has no name. (Building it was a tenth of the lint's time on a UIKit app, where every
        /// `let label: UILabel = { … }()` would print the whole closure.)
        func callee(_ node: FunctionCallExprSyntax) -> (base: String?, name: String) {
            if let m = node.calledExpression.as(MemberAccessExprSyntax.self) {
                return (m.base.map { Self.writtenName($0) ?? "…" }, m.declName.baseName.text)
            }
            if let r = node.calledExpression.as(DeclReferenceExprSyntax.self) { return (nil, r.baseName.text) }
            return (nil, "")
        }

        /// `Font`, `SwiftUI.Font`, `UIImage.SymbolConfiguration`: a name or a dotted name; nil
        /// for any other expression.
        static func writtenName(_ expr: ExprSyntax) -> String? {
            if let r = expr.as(DeclReferenceExprSyntax.self) { return r.baseName.text }
            if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base, let b = writtenName(base) {
                return b + "." + m.declName.baseName.text
            }
            return nil
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
            if let call = expr.as(FunctionCallExprSyntax.self), ["CGFloat", "Double", "Float"].contains(call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""),
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

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isScaled = node.attributes.contains { attr in
            attr.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("ScaledMetric") == true
        }
        for binding in node.bindings {
            guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            if isScaled {
                scaledMetrics.insert(id.identifier.text)
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

    /// The values a function or a computed property returns: its `return`s (not those of closures
    /// or functions inside it), or its single expression.
    func returns(of decl: some SyntaxProtocol) -> [ExprSyntax] {
        let body: CodeBlockItemListSyntax?
        if let f = decl.as(FunctionDeclSyntax.self) { body = f.body?.statements }
        else if let a = decl.as(AccessorBlockSyntax.self) {
            switch a.accessors {
            case .getter(let items): body = items
            case .accessors(let list): body = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
            }
        } else { body = nil }
        guard let body else { return [] }
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

/// The platform a path shows (a folder named for a watch, TV, Mac or Vision target).
enum Evidence {
    static func platform(path: String) -> Platform? {
        // ASCII folding and a byte search: Foundation's `contains` (through CFString) was 5 % of
        // the lint's time on a 900-file app, for two calls a file.
        let lower = path.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        for part in lower.split(separator: 47).dropLast().reversed() {
            func has(_ word: String) -> Bool {
                let w = word.utf8
                let n = w.count
                var k = part.startIndex
                while k + n <= part.endIndex {
                    if part[k..<(k + n)].elementsEqual(w) { return true }
                    k += 1
                }
                return false
            }
            if has("watchos") || has("watchkit") || has("watch app") || has("watch extension") { return .watchOS }
            if has("tvos") { return .tvOS }
            if has("visionos") || has("xros") { return .visionOS }
            if has("macos") || part.elementsEqual("appkit".utf8) { return .macOS }
        }
        return nil
    }
}

extension String {
    func trimmingSuffix(_ s: String) -> String { hasSuffix(s) ? String(dropLast(s.count)) : self }
}
