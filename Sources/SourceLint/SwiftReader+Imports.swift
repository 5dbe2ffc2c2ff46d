import SwiftSyntax
import TypeSystem

/// The platform a Swift file's imports show.
extension SwiftReader {
    /// The platform a file's imports show: UIKit → iOS, AppKit/Cocoa → macOS, WatchKit → watchOS,
    /// TVUIKit → tvOS. SwiftUI alone shows nothing. Imports under `#if DEBUG` (any condition that
    /// names no platform: `os(…)`, `canImport(…)`, `targetEnvironment(…)`) count.
    static func importPlatform(_ tree: SourceFileSyntax) -> Platform? {
        var found: Platform?
        for decl in imports(tree.statements) {
            guard let first = decl.path.first?.name.text else { continue }
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

    /// The imports of a list of statements, and of its `#if` clauses whose condition names no
    /// platform.
    private static func imports(_ items: CodeBlockItemListSyntax) -> [ImportDeclSyntax] {
        var out: [ImportDeclSyntax] = []
        for item in items {
            if let decl = item.item.as(ImportDeclSyntax.self) { out.append(decl); continue }
            guard let config = item.item.as(IfConfigDeclSyntax.self) else { continue }
            for clause in config.clauses {
                let condition = clause.condition?.trimmedDescription ?? ""
                guard !["os(", "canImport(", "targetEnvironment("].contains(where: condition.contains),
                      case .statements(let inner)? = clause.elements else { continue }
                out += imports(inner)
            }
        }
        return out
    }
}
