import Foundation
import SwiftSyntax

/// A control's font where the control shows no text: the function that sets the font empties
/// its title (`font = .systemFont(ofSize: 7); title = ""` in an `NSButton`,
/// `b.titleLabel?.font = …; b.setTitle("", for: .normal)`), and nothing in the file gives it a
/// title with characters (`title = "OK"`, `setTitle(name, for:)`, an attributed title). The font
/// sizes an empty bezel, not text, as a font on a string of blanks does.
extension SwiftReader.Visitor {
    func fontOfUntitledControl(_ font: Syntax) -> Bool {
        guard let list = font.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else { return false }
        let els = Array(list)
        guard els.count == 3, els[1].is(AssignmentExprSyntax.self), els[2].id == font.id else { return false }
        let receiver: String
        if let r = els[0].as(DeclReferenceExprSyntax.self), r.baseName.text == "font" {
            receiver = "self"
        } else if let m = els[0].as(MemberAccessExprSyntax.self), m.declName.baseName.text == "font" {
            var base = m.base?.trimmedDescription ?? "self"
            for suffix in [".titleLabel?", ".titleLabel!", ".titleLabel"] where base.hasSuffix(suffix) {
                base = String(base.dropLast(suffix.count))
                break
            }
            receiver = base
        } else {
            return false
        }
        var p = font.parent
        while let n = p, !n.is(FunctionDeclSyntax.self), !n.is(InitializerDeclSyntax.self), !n.is(ClosureExprSyntax.self) { p = n.parent }
        guard let scope = p?.trimmedDescription else { return false }
        let name = NSRegularExpression.escapedPattern(for: receiver)
        // `title = ""`, `self.title = ""`, `b.title = ""`, `setTitle("", for: …)`, `b.setTitle("", …)`.
        let owner = receiver == "self" ? #"(?:(?<![\w.])|\bself\.)"# : #"\b\#(name)\."#
        func holds(_ text: String, _ pattern: String) -> Bool {
            guard let re = try? NSRegularExpression(pattern: pattern) else { return false }
            return re.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        guard holds(scope, owner + #"(?:title\s*=\s*""|setTitle\(\s*""\s*,)"#) else { return false }
        // Any other title, or an attributed one, in the file (for `self`, in its type): the
        // control may show text.
        var type = p?.parent
        while let n = type, !n.is(ClassDeclSyntax.self), !n.is(StructDeclSyntax.self), !n.is(ExtensionDeclSyntax.self) { type = n.parent }
        let searched = receiver == "self" ? (type?.trimmedDescription ?? text) : text
        return !holds(searched, owner + #"(?:(?<!let )(?<!var )title\s*=\s*+(?!""\s*(?:$|[;\n}]|//))|setTitle\(\s*+(?!""\s*,)|attributedTitle\b|setAttributedTitle\b)"#)
    }
}
