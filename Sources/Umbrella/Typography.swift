// The umbrella module: `import Typography` gives every library module of the package.
// Depend on a single module instead (TypeSystem alone is pure Swift with no dependency) when an
// app needs only part of it.
// Foundation too, as UIKit re-exports it: `CGFloat`, `CGRect` and `NSAttributedString` are in scope.
@_exported import Foundation
@_exported import FontCatalog
@_exported import FontFile
@_exported import FontManagement
@_exported import TextLayout
@_exported import TextScaling
@_exported import TypeSystem
@_exported import TypographyUIKit
@_exported import TypographyAppKit
@_exported import TypographyText
@_exported import TypographyCoreText
@_exported import DesignTokens
@_exported import DesktopSettings
