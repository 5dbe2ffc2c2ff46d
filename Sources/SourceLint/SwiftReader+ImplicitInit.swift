import SwiftSyntax

/// The type an implicit member's `.init(…)` makes, from where it stands.
extension SwiftReader.Visitor {
    /// The font type `.init(name:size:)` makes: the declared type of the property, variable or
    /// function whose value it is (`static var title: UIFont { .init(name: "X", size: 17)! }`), or of
    /// the `font` it is assigned to (UIKit's `UIFont`, AppKit's `NSFont` on the Mac). Nil when the
    /// context does not say, or says another type.
    func implicitFontType(_ node: FunctionCallExprSyntax) -> String? {
        var current = Syntax(node)
        for _ in 0..<10 {
            guard let parent = current.parent else { return nil }
            if let binding = parent.as(PatternBindingSyntax.self) {
                return Self.fontType(binding.typeAnnotation?.type)
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return Self.fontType(function.signature.returnClause?.type)
            }
            if let list = parent.as(ExprListSyntax.self), list.count == 3, list.last?.id == current.id,
               list.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
               list.first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "font" {
                return platform == .macOS ? "NSFont" : "UIFont"
            }
            // Only through what passes a value on unchanged: `!`, `?`, parentheses, a return, a
            // body of one statement.
            let passes = parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
                || parent.is(ReturnStmtSyntax.self) || parent.is(CodeBlockItemSyntax.self) || parent.is(InitializerClauseSyntax.self)
                || parent.is(AccessorBlockSyntax.self) || parent.is(CodeBlockSyntax.self) || parent.is(ExprListSyntax.self)
                || (parent.as(CodeBlockItemListSyntax.self)?.count == 1)
                || (parent.as(LabeledExprSyntax.self).map { $0.label == nil && $0.parent?.parent?.is(TupleExprSyntax.self) == true } ?? false)
                || (parent.as(LabeledExprListSyntax.self)?.count == 1 && parent.parent?.is(TupleExprSyntax.self) == true)
                || parent.is(TupleExprSyntax.self) || parent.is(SequenceExprSyntax.self)
            guard passes else { return nil }
            current = parent
        }
        return nil
    }

    /// `UIFont`, `UIFont?`, `UIFont!`, `NSFont`: the font type a written type names.
    private static func fontType(_ type: TypeSyntax?) -> String? {
        guard var text = type?.trimmedDescription else { return nil }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return ["UIFont", "NSFont"].contains(text) ? text : nil
    }
}
