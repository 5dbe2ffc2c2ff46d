/// The view-based approach of the WWDC19 talk: keep a document's stored font sizes and change the
/// scale it is rendered at, so that it looks right in the display's scaling.
///
/// This is what `UITextView.usesStandardTextScaling` does: "This effectively changes the display
/// size of the text without changing the actual font point size. For example, text using a
/// 13-point font in iOS looks like text using a 13-point font in macOS" (UIKit documentation). A
/// 13 pt font on the Mac looks like 17 pt on iOS, so an iOS text view with the property on renders
/// its standard-scaled content at 17/13.
public struct ViewScale: Sendable, Hashable, Codable {
    /// The scaling the document's sizes are stored in.
    public let documentScaling: TextScalingType
    /// The scaling of the display's point coordinates: iOS for a UIKit view, standard for AppKit,
    /// Linux and other platforms.
    public let displayScaling: TextScalingType

    /// The scale that shows a document stored in the `document` scaling on a `display` in its scaling.
    public init(document: TextScalingType, display: TextScalingType) {
        self.documentScaling = document
        self.displayScaling = display
    }

    /// The render scale: displayed size = stored size × factor (13/17, 17/13 or 1).
    public var factor: Double { documentScaling.factor(to: displayScaling) }

    /// The size, in the display's points, at which a stored size is drawn.
    public func displayedPointSize(stored pointSize: Double) -> Double {
        documentScaling.convert(pointSize: pointSize, to: displayScaling)
    }

    /// A `UITextView` with `usesStandardTextScaling` on: standard-scaled content in an iOS view.
    public static let usesStandardTextScaling = ViewScale(document: .standard, display: .iOS)

    /// Showing a document in the standard scaling (macOS, Linux, the web) whatever it is stored in.
    public static func standardDisplay(of document: TextScalingType) -> ViewScale {
        ViewScale(document: document, display: .standard)
    }
}

/// Mac Catalyst's interface scaling.
///
/// An iPad app built with Mac Catalyst and "Scale Interface to Match iPad" (the
/// `UIUserInterfaceIdiom.pad` idiom, Xcode's default) keeps iPad metrics, and macOS draws its whole
/// interface at 77 % (the scene view's default scale factor, 0.77), so 17 pt body text appears at
/// 13.09 Mac points: close to, but not exactly, the 13/17 (0.7647) of the text scalings. With
/// "Optimize Interface for Mac" (`.mac` idiom) nothing is scaled and the Mac's sizes apply.
/// This scale applies to the whole interface, not to document font sizes: converting a document
/// between scalings always uses 13/17 and 17/13.
public enum MacCatalyst {
    /// The factor from iPad points to Mac points with "Scale Interface to Match iPad".
    public static let interfaceScale = 0.77

    /// The size in Mac points at which an iPad-idiom Catalyst app draws `iPadPoints`.
    public static func macPoints(fromIPadPoints iPadPoints: Double) -> Double {
        iPadPoints * interfaceScale
    }
}
