import SwiftSyntax

extension SwiftReader {
    /// The lines of a file's SwiftUI previews: `#Preview { … }` and types that conform to
    /// `PreviewProvider`. What a preview shows is for the developer's canvas, not the product, so
    /// its findings are notes (``FileRole/preview``).
    static func previewLines(_ tree: SourceFileSyntax, converter: SourceLocationConverter) -> [ClosedRange<Int>] {
        let finder = PreviewFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.nodes.map { node in
            let start = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
            let end = converter.location(for: node.endPositionBeforeTrailingTrivia).line
            return start...max(start, end)
        }
    }
}

/// Finds `#Preview` macros and `PreviewProvider` types.
private final class PreviewFinder: SyntaxVisitor {
    var nodes: [Syntax] = []

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { nodes.append(Syntax(node)); return .skipChildren }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { nodes.append(Syntax(node)); return .skipChildren }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, node.inheritanceClause)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, node.inheritanceClause)
    }

    private func record(_ node: some SyntaxProtocol, _ clause: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
        let provides = clause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("PreviewProvider") } ?? false
        if provides { nodes.append(Syntax(node)); return .skipChildren }
        return .visitChildren
    }
}
