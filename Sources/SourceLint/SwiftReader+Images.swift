import SwiftSyntax

/// Fonts that size images, not text: the modifier chains and view builders that show only
/// images (SF Symbols, an app's symbols, icon-only labels).
extension SwiftReader.Visitor {
        /// Whether the modifier chain a `.font(…)` call is in shows only images: it starts at an
        /// `Image`, at a `Label` styled icon-only, or at a view whose content is images only
        /// (`Button { … } label: { Image(systemName: "xmark") }`, an `HStack` of images).
        func startsAtImage(_ call: FunctionCallExprSyntax) -> Bool {
            var root = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            var iconOnly = false
            while let c = root?.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
                  m.base?.is(FunctionCallExprSyntax.self) == true {
                if m.declName.baseName.text == "labelStyle", Self.namesIconOnly(c) { iconOnly = true }
                root = m.base
            }
            // A label style applies to the whole chain, before the font or after it.
            var outer = call
            while !iconOnly, let m = outer.parent?.as(MemberAccessExprSyntax.self), m.base?.id == outer.id,
                  let c = m.parent?.as(FunctionCallExprSyntax.self) {
                if m.declName.baseName.text == "labelStyle", Self.namesIconOnly(c) { iconOnly = true }
                outer = c
            }
            if let root, isImageProperty(root) || isImageMember(root) || isLabelStyleIcon(root) || isSelfOfImage(root) { return true }
            // Modifiers on an image property (`configuration.icon.symbolVariant(.fill).font(…)`).
            if let first = root?.as(FunctionCallExprSyntax.self), let m = first.calledExpression.as(MemberAccessExprSyntax.self),
               let base = m.base, !base.is(FunctionCallExprSyntax.self),
               isImageProperty(base) || isImageMember(base) || isLabelStyleIcon(base) || isSelfOfImage(base) { return true }
            guard let view = root?.as(FunctionCallExprSyntax.self) else { return false }
            return showsOnlyImages(view, iconOnly: iconOnly, depth: 0)
        }

        /// `self` in an extension of `Image` (`extension Image { func barButton() -> some View {
        /// self.resizable().font(.system(size: 14)) } }`): the chain starts at an image.
        func isSelfOfImage(_ expr: ExprSyntax) -> Bool {
            guard expr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return false }
            var p = expr.parent
            while let n = p {
                if let ext = n.as(ExtensionDeclSyntax.self) { return ["Image", "SwiftUI.Image"].contains(ext.extendedType.trimmedDescription) }
                if n.is(StructDeclSyntax.self) || n.is(ClassDeclSyntax.self) || n.is(EnumDeclSyntax.self) { return false }
                p = n.parent
            }
            return false
        }

        /// `icon` or `self.icon` where every binding of the name in view is declared `: Image` (or `Image?`), or
        /// is a computed view whose body shows only images
        /// (`var sendIcon: some View { Image(uiImage: send).resizable() }`).
        func isImageProperty(_ expr: ExprSyntax, depth: Int = 0) -> Bool {
            guard depth < 8 else { return false }
            let name: String
            if let ref = expr.as(DeclReferenceExprSyntax.self) {
                name = ref.baseName.text
            } else if let member = expr.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
                name = member.declName.baseName.text
            } else {
                return false
            }
            let bindings = visibleBindings(name, from: expr, member: expr.is(MemberAccessExprSyntax.self))
            return !bindings.isEmpty && bindings.allSatisfy { binding in
                // `Image?` too: `nil` shows nothing.
                let type = (binding.typeAnnotation?.type.trimmedDescription ?? "").trimmingSuffix("?").trimmingSuffix("!")
                if ["Image", "SwiftUI.Image"].contains(type) { return true }
                guard let accessors = binding.accessorBlock?.accessors else { return false }
                switch accessors {
                case .getter(let body):
                    return !body.isEmpty && statementsShowOnlyImages(body, iconOnly: false, depth: depth + 1)
                case .accessors(let list):
                    guard list.count == 1, let get = list.first, get.accessorSpecifier.tokenKind == .keyword(.get),
                          let body = get.body?.statements else { return false }
                    return !body.isEmpty && statementsShowOnlyImages(body, iconOnly: false, depth: depth + 1)
                }
            }
        }

        /// A member of another value that the Swift files linted together declare only as an
        /// `Image` (``SwiftShared/imageMembers``): `state.keepAliveImage`, `state.statusIcon()`,
        /// `status().image` (a label of a returned tuple).
        func isImageMember(_ expr: ExprSyntax) -> Bool {
            if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, base.trimmedDescription != "self" {
                return imageMembers.contains(member.declName.baseName.text)
            }
            if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
                if let m = call.calledExpression.as(MemberAccessExprSyntax.self) { return imageMembers.contains(m.declName.baseName.text) }
                if let r = call.calledExpression.as(DeclReferenceExprSyntax.self) { return imageMembers.contains(r.baseName.text) }
            }
            return false
        }

        /// `configuration.icon` in a `LabelStyle`'s `makeBody(configuration:)`: the label's icon.
        func isLabelStyleIcon(_ expr: ExprSyntax) -> Bool {
            guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "icon",
                  let base = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
            var p = expr.parent
            while let n = p {
                if let f = n.as(FunctionDeclSyntax.self) {
                    guard f.name.text == "makeBody", let parameter = f.signature.parameterClause.parameters.first,
                          (parameter.secondName ?? parameter.firstName).text == base.baseName.text else { return false }
                    // The type the method is a member of: declaration, member, list, block, type.
                    let type = f.parent?.parent?.parent?.parent
                    let inherited = type?.as(StructDeclSyntax.self)?.inheritanceClause ?? type?.as(ExtensionDeclSyntax.self)?.inheritanceClause
                    return inherited?.inheritedTypes.contains { $0.type.trimmedDescription == "LabelStyle" } ?? false
                }
                p = n.parent
            }
            return false
        }

        /// `.labelStyle(.iconOnly)` or `.labelStyle(IconOnlyLabelStyle())`.
        static func namesIconOnly(_ call: FunctionCallExprSyntax) -> Bool {
            guard let arg = call.arguments.first?.expression else { return false }
            let text = arg.trimmedDescription
            return text == ".iconOnly" || text.hasPrefix("IconOnlyLabelStyle(") || text == "LabelStyle.iconOnly"
        }

        /// Whether a view (the root of a modifier chain) shows images and nothing else.
        func showsOnlyImages(_ view: FunctionCallExprSyntax, iconOnly: Bool, depth: Int) -> Bool {
            let (base, name) = callee(view)
            guard base == nil || base == "SwiftUI", depth < 8 else { return false }
            if name == "Image" { return true }
            if name == "Label" { return iconOnly }
            // A title given as an argument (`Button("Save") { … }`) is text; `ForEach`'s is its data.
            if name != "ForEach", view.arguments.contains(where: { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }) { return false }
            var contents: [ClosureExprSyntax] = []
            let labeled = view.additionalTrailingClosures.filter { ["label", "content"].contains($0.label.text) }
            contents += labeled.map(\.closure)
            contents += view.arguments.filter { ["label", "content"].contains($0.label?.text ?? "") }.compactMap { $0.expression.as(ClosureExprSyntax.self) }
            if labeled.isEmpty, let trailing = view.trailingClosure { contents.append(trailing) }
            guard !contents.isEmpty else { return false }
            return contents.allSatisfy { !$0.statements.isEmpty && statementsShowOnlyImages($0.statements, iconOnly: iconOnly, depth: depth) }
        }

        /// Whether each statement of a view builder is an image, a spacer, or an `if` or `switch`
        /// whose branches are so.
        func statementsShowOnlyImages(_ statements: CodeBlockItemListSyntax, iconOnly: Bool, depth: Int) -> Bool {
            statements.allSatisfy { item in
                    let node = item.item.as(ExpressionStmtSyntax.self).map { Syntax($0.expression) } ?? Syntax(item.item)
                    if let branch = node.as(IfExprSyntax.self) {
                        let elseOK: Bool
                        switch branch.elseBody {
                        case .codeBlock(let b)?: elseOK = statementsShowOnlyImages(b.statements, iconOnly: iconOnly, depth: depth + 1)
                        case .ifExpr(let e)?: elseOK = statementsShowOnlyImages([CodeBlockItemSyntax(item: .expr(ExprSyntax(e)))], iconOnly: iconOnly, depth: depth + 1)
                        case nil: elseOK = true
                        }
                        return elseOK && statementsShowOnlyImages(branch.body.statements, iconOnly: iconOnly, depth: depth + 1)
                    }
                    if let choice = node.as(SwitchExprSyntax.self) {
                        return choice.cases.allSatisfy { element in
                            guard let c = element.as(SwitchCaseSyntax.self) else { return false }  // `#if` among the cases
                            return statementsShowOnlyImages(c.statements, iconOnly: iconOnly, depth: depth + 1)
                        }
                    }
                    guard let expr = node.as(ExprSyntax.self) else { return false }
                    // `nil` (of an `Image?`) shows nothing.
                    if expr.is(NilLiteralExprSyntax.self) { return true }
                    var root = expr
                    var styled = iconOnly
                    while let c = root.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
                          let b = m.base, b.is(FunctionCallExprSyntax.self) {
                        if m.declName.baseName.text == "labelStyle", Self.namesIconOnly(c) { styled = true }
                        root = b
                    }
                    // A property of the view that shows only images (`label: { sendIcon }`).
                    if isImageProperty(root, depth: depth + 1) || isImageMember(root) { return true }
                    guard let inner = root.as(FunctionCallExprSyntax.self) else { return false }
                    if ["Spacer", "Divider"].contains(callee(inner).name) { return true }
                    return showsOnlyImages(inner, iconOnly: styled, depth: depth + 1)
            }
        }
}
