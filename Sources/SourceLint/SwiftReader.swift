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
    static func read(_ text: String, path: String, forced: Platform?, built: Platform? = nil, fallback: Platform,
                     helpers: [String: [SwiftFontHelper]] = [:], imageMembers: Set<String> = [],
                     imageFonts: Set<String> = [], deviceChecks: [String: SwiftShared.DeviceCheck] = [:],
                     sizeConstants: [String: [Double]] = [:], typeSizes: [String: DynamicTypeSize] = [:]) -> ReaderOutput {
        guard mayReport(text) else { return ReaderOutput() }
        let tree = Parser.parse(source: text)
        let platform = forced ?? built ?? Evidence.platform(path: path) ?? importPlatform(tree) ?? fallback
        let index = FileIndex(viewMode: .sourceAccurate)
        index.walk(tree)
        let visitor = Visitor(tree: tree, text: text, path: path, platform: platform, forced: forced, index: index)
        visitor.helpers = helpers
        visitor.imageMembers = imageMembers
        visitor.imageFonts = imageFonts
        visitor.sizeConstants = sizeConstants
        visitor.typeSizes = typeSizes
        visitor.walk(tree)
        visitor.finishUIKitLeading()
        var out = ReaderOutput()
        out.usages = visitor.usages
        // Code in an `#if os(watchOS)` branch is built for that platform alone (innermost wins);
        // the fixes made during the walk named that platform's styles already.
        if !out.usages.isEmpty, !visitor.branches.isEmpty {
            let branches = visitor.branches
            for k in out.usages.indices {
                let holding = branches.filter { $0.lines.contains(out.usages[k].line) }
                if let inner = holding.min(by: { $0.lines.count < $1.lines.count }) { out.usages[k].usage.platform = inner.platform }
            }
        }
        // Code that runs only on one kind of device (`idiom == .tv ? … : …`) is judged for it.
        if !out.usages.isEmpty, text.utf8.hasBytes("userInterfaceIdiom") || text.utf8.hasBytes("isiOSAppOnMac")
            || text.utf8.hasBytes("isMacCatalystApp") || !deviceChecks.isEmpty {
            let idioms = SwiftReader.idiomBranches(tree, converter: visitor.converter, checks: deviceChecks)
            for k in out.usages.indices {
                let at = (out.usages[k].line, out.usages[k].column)
                let holding = idioms.filter { ($0.from.line, $0.from.column) <= at && at <= ($0.to.line, $0.to.column) }
                if let inner = holding.max(by: { ($0.from.line, $0.from.column) < ($1.from.line, $1.from.column) }) {
                    out.usages[k].usage.platform = inner.platform
                }
            }
        }
        // Code never built for the platform it would be judged for (the `#else` of `#if os(iOS)`
        // in a file judged as iOS) is built for another, which the file does not say: it is not
        // judged by that platform's rules, nor by a guess at the other's.
        if !out.usages.isEmpty, !visitor.excludedBranches.isEmpty {
            let excluded = visitor.excludedBranches, only = visitor.branches
            out.usages.removeAll { usage in
                let line = usage.line
                guard let not = excluded.filter({ $0.lines.contains(line) }).min(by: { $0.lines.count < $1.lines.count }),
                      not.platforms.contains(usage.usage.platform) else { return false }
                // A branch inside it that names one platform says which (`#else` then `#if os(watchOS)`).
                return !only.contains { $0.lines.contains(line) && $0.lines.count < not.lines.count }
            }
        }
        if !out.usages.isEmpty && text.utf8.hasBytes("Preview") { out.previewLines = previewLines(tree, converter: visitor.converter) }
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
    /// 93,400 lines), and parsing is most of the lint's time: skipping those files takes the
    /// whole process from 0.50–0.52 s to 0.19–0.21 s of CPU (user time, release build) on that app.
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

    final class Visitor: SyntaxVisitor {
        let tree: SourceFileSyntax
        let path: String
        let text: String
        /// The text's lines, for the edits of fixes (made only where there is a finding to fix).
        lazy var lines = LineMap(text)
        /// The `#if os(…)` branches that name one platform (none when `--platform` or a glob
        /// names the platform): their code is judged, and fixed, for that platform.
        lazy var branches: [(lines: ClosedRange<Int>, platform: Platform)] = allBranches.only
        /// The branches never built for some platforms (`#if os(iOS) … #else`, `#if !os(iOS)`).
        lazy var excludedBranches: [(lines: ClosedRange<Int>, platforms: Set<Platform>)] = allBranches.not
        lazy var allBranches: (only: [(lines: ClosedRange<Int>, platform: Platform)], not: [(lines: ClosedRange<Int>, platforms: Set<Platform>)])
            = forced == nil && text.utf8.hasBytes("os(") && text.utf8.hasBytes("#if")
            ? SwiftReader.platformBranches(tree, converter: converter) : ([], [])
        /// Lines and columns, computed on the first location asked for (most files have no text
        /// to report, and building the line table of each costs 2 % of the lint's time).
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
        /// Every `x.font = value` of the file (``FontStoreFinder``), found when first asked for.
        lazy var fontStores: [(receiver: String, value: ExprSyntax, owner: String?)] = {
            let finder = FontStoreFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            return finder.found
        }()

        /// The file's bindings, functions and calls, for following a size (``trace(_:)``).
        let index: FileIndex
        /// The font helpers of the Swift files linted with this one, by name.
        var helpers: [String: [SwiftFontHelper]] = [:]
        /// Functions and computed properties that make a font, by name: whether every use of the
        /// name is in a function that draws into an image (``drawnIntoImage(_:)``).
        var drawnNames: [String: Bool] = [:]
        /// Whether the file opens an image context anywhere (nil: not looked yet).
        var opensImageContext: Bool?
        /// The names the Swift files linted with this one declare only as images (``SwiftShared``).
        var imageMembers = Set<String>()
        /// ``SwiftShared/sizeConstants``: type properties of other files declared as numbers.
        var sizeConstants: [String: [Double]] = [:]
        /// ``SwiftShared/typeSizes``: functions of other files that return Dynamic Type sizes.
        var typeSizes: [String: DynamicTypeSize] = [:]
        /// The font properties the Swift files linted with this one use only on images
        /// (``SwiftShared/imageFonts``).
        var imageFonts = Set<String>()

        /// What each expression traced to, by node: a size helper called from twenty places is
        /// followed once, and each call sees the same answer (not "already seen").
        var traced: [SyntaxIdentifier: Traced] = [:]

        init(tree: SourceFileSyntax, text: String, path: String, platform: Platform, forced: Platform?, index: FileIndex) {
            self.tree = tree
            self.text = text
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

        func add(_ node: some SyntaxProtocol, _ usage: CodeTextUsage, only: Set<CodeRule>? = nil, fix: SourceFix? = nil) {
            let (line, column) = location(node)
            usages.append(ReaderUsage(line: line, column: column, usage: usage, only: only, fix: fix))
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
            case "init" where base == nil && labels == ["name", "size"]:
                // `.init(name:size:)` where the context is a font type: that type's initializer.
                if let type = implicitFontType(node) { uiFont(node, base: type) }
            case "UIFont" where labels == ["descriptor", "size"], "NSFont" where labels == ["descriptor", "size"],
                 "init" where (base == "UIFont" || base == "NSFont") && labels == ["descriptor", "size"]:
                // Any size but 0 replaces the descriptor's, so the font no longer follows the
                // text style the descriptor may come from (UIKit's documentation of
                // `init(descriptor:size:)`: 0 takes the descriptor's size); an unknown size may be
                // 0, and is not judged.
                if let size = node.arguments.last.flatMap({ trace($0.expression).size }), size != 0 {
                    uiFont(node, base: name == "init" ? base : name)
                }
            case "withSize" where labels == [nil] && receiverIsFont(node):
                // `font.withSize(14)`: a font of 14 points that no longer follows a text style,
                // whatever `font` was (UIFont and NSFont); reported, not fixed (the fix of a
                // constructor would drop what `font` carries).
                // A resized font whose result is not used (a statement of its own) shows nothing.
                if !(node.parent?.is(CodeBlockItemSyntax.self) ?? false) { uiFont(node, base: nil, resized: true) }
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
                if let arg = node.arguments.first?.expression, let (cap, text) = capOf(arg) ?? largestTypeSize(arg).map({ ($0, arg.trimmedDescription) }) {
                    add(memberName(node), CodeTextUsage(platform: platform, styleFix: .swiftUI, sizeCap: cap, capText: ".dynamicTypeSize(\(text))"))
                }
            case "environment" where node.arguments.count == 2:
                let key = node.arguments.first?.expression.trimmedDescription ?? ""
                // A literal size, or a value whose every choice is one (the app's own setting).
                if key.hasSuffix(".dynamicTypeSize") || key.hasSuffix(".sizeCategory"),
                   let value = node.arguments.last?.expression, let c = category(value) ?? largestTypeSize(value) {
                    add(memberName(node), CodeTextUsage(platform: platform, styleFix: .swiftUI, sizeCap: c,
                        capText: ".environment(\(key), \(value.trimmedDescription))"))
                }
            case "font" where node.arguments.count == 1 && node.arguments.first?.label == nil:
                modifierChain(node)
            default:
                if let found = helpers[name], index.functions[name] == nil { helperCall(node, found) }
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
                        add(target, CodeTextUsage(platform: platform, scaling: .pinned(what: "adjustsFontForContentSizeCategory = false"), styleFix: .uiKit),
                            fix: adjustsFalseFix(value))
                    }
                case "maximumContentSizeCategory", "preferredContentSizeCategory":
                    if let c = category(value) {
                        add(target, CodeTextUsage(platform: platform, styleFix: .uiKit, sizeCap: c,
                            capText: "\(member ?? "") = \(value.trimmedDescription)"))
                    }
                case "fontSize":
                    textLayerFontSize(target, value)
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
            var scaling: CodeTextUsage.Scaling = traced.untraced ? .untraced(what: callText) : .fixed(what: callText)
            if let setting = traced.setting { scaling = .appSetting(what: callText, mechanism: setting) }
            if relative || scaled { scaling = .scales }
            if optOut { scaling = .optedOut }
            let (_, name) = callee(node)
            let fix = name == "custom" ? "Font.custom(_:size:relativeTo:)" : nil
            let usage = CodeTextUsage(platform: platform, pointSize: size, sizeText: size.map { "\(CodeLint.fmt($0)) pt" },
                                      scaling: scaling, scalableFix: fix, styleFix: .swiftUI, weight: w)
            add(node, usage, fix: scaling == .fixed(what: callText) ? swiftUIFix(node) : nil)
            addCap(traced, at: sizeArg, styleFix: .swiftUI)
        }

        /// A size that scales but stops at one category's size (``Traced/cappedAt``): judged by
        /// dynamicTypeCapped, where the size is given.
        func addCap(_ traced: Traced, at node: some SyntaxProtocol, styleFix: CodeTextUsage.StyleFixSyntax) {
            guard let c = traced.cappedAt else { return }
            add(node, CodeTextUsage(platform: platform, styleFix: styleFix, sizeCap: c,
                                    capText: "\(node.trimmedDescription.trimmingSuffix(",")), the smaller of its scaled size and its size at \(c.rawValue),"),
                only: [.dynamicTypeCapped])
        }

        /// `UIFont.systemFont(ofSize:)` and `UIFont(name:size:)`: fine when the font reaches
        /// `scaledFont(for:)`.
        func uiFont(_ node: FunctionCallExprSyntax, base: String?, resized: Bool = false) {
            guard !sizesOnlySymbol(node), !showsNoText(node) else { return }
            if let cap = capOfTextStyle(node) { usages.append(cap); return }
            let isAppKit = base == "NSFont"
            let sizeArg = resized ? node.arguments.first
                : node.arguments.first(where: { $0.label?.text == "ofSize" || $0.label?.text == "size" })
            let traced = sizeArg.map { trace($0.expression) } ?? Traced()
            let size = traced.size
            let w = weight(node.arguments.first(where: { $0.label?.text == "weight" })?.expression)
            let usagePlatform: Platform = isAppKit ? (forced ?? .macOS) : platform
            let whole = node.trimmedDescription
            let what = whole.utf8.count <= 60 && !whole.utf8.contains(10) ? whole : "\(node.calledExpression.trimmedDescription)(…)"
            var scaling: CodeTextUsage.Scaling = traced.untraced ? .untraced(what: what) : .fixed(what: what)
            if let setting = traced.setting { scaling = .appSetting(what: what, mechanism: setting) }
            if insideScaledFont(node) || traced.scales { scaling = .scales }
            let usage = CodeTextUsage(platform: usagePlatform, pointSize: size, sizeText: size.map { "\(CodeLint.fmt($0)) pt" },
                                      scaling: scaling, scalableFix: "UIFontMetrics(forTextStyle:).scaledFont(for:)",
                                      styleFix: .uiKit, weight: w)
            if let sizeArg { addCap(traced, at: sizeArg, styleFix: .uiKit) }
            let (line, column) = location(node)
            let r = ReaderUsage(line: line, column: column, usage: usage, fix: scaling == .fixed(what: what) && !resized ? uiKitFix(node) : nil)
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
        /// only symbols, the system's or the app's own), the `font:` of
        /// `UIImage.SymbolConfiguration(font:)`, a font given to a name only images use (a
        /// `symbolFont` parameter), or an icon font. An image is not text: no text rule applies to it.
        func sizesOnlySymbol(_ font: FunctionCallExprSyntax) -> Bool {
            // Up from the font through the calls made on it (`.weight(.bold)`, `.bold()`), to the
            // argument it is.
            var node = Syntax(font)
            while let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
                  let call = member.parent?.as(FunctionCallExprSyntax.self) {
                node = Syntax(call)
            }
            while let unwrap = node.parent?.as(ForceUnwrapExprSyntax.self) { node = Syntax(unwrap) }
            node = throughFallback(node)
            if sizesOnlyWhitespace(node) || isIconFont(font, font: node) || reachesOnlyImages(node) || drawnIntoImage(node)
                || fontOfUntitledControl(node) { return true }
            guard let argument = node.parent?.as(LabeledExprSyntax.self),
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
            let name = callee(call).name
            if argument.label?.text == "font", makesSymbolConfiguration(call) { return true }
            return name == "font" && argument.label == nil && startsAtImage(call)
        }

        /// Whether the font is the `.font` attribute of a string of blanks only
        /// (`NSAttributedString(string: "\n\n", attributes: [.font: …])`): it sizes a gap, not text.
        func sizesOnlyWhitespace(_ font: Syntax) -> Bool {
            guard let element = font.parent?.as(DictionaryElementSyntax.self), element.value.id == font.id,
                  element.key.trimmedDescription.hasSuffix(".font"),
                  let argument = element.parent?.parent?.parent?.as(LabeledExprSyntax.self), argument.label?.text == "attributes",
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let string = call.arguments.first(where: { $0.label?.text == "string" })?.expression.as(StringLiteralExprSyntax.self),
                  let value = string.representedLiteralValue else { return false }
            return value.allSatisfy { $0.isWhitespace }
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

        // MARK: Values

        /// The name a call is made by and the type or value it is made on, as written (`UIFont`,
        /// `SwiftUI.Font`): `(nil, "system")` for `.system(…)`. The text of a base that is not a
        /// name (`Text(…).font`, a closure) is never built: its base is "…", and a called closure
        /// has no name. (Building it costs a tenth of the lint's time on a UIKit app, where every
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
    }
}

extension String {
    func trimmingSuffix(_ s: String) -> String { hasSuffix(s) ? String(dropLast(s.count)) : self }
}
