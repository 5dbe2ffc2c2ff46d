// Source: https://github.com/home-assistant/iOS/blob/d722d7811aec72397d05837477c5f146943b6248/Sources/HAIconic/Sources/IconDrawable.swift#L176-L231
// App: Home Assistant Companion for iOS (license: Apache-2.0)
// Uses: UIFont.familyNames, CTFontManagerCreateFontDescriptorsFromURL, CTFontDescriptor, CTFontCreateWithFontDescriptorAndOptions, CTFontOptions.preventAutoActivation, CTFontCopyPostScriptName, CTFontManagerRegisterFontsForURL, CTFontManagerScope.process, CTFontManagerScope.none, kCTFontManagerErrorDomain, CTFontManagerError.alreadyRegistered, CTFontManagerUnregisterFontsForURL, CFErrorGetDomain, CFErrorGetCode
// Expect: no documented value
// wrapped: static members of `extension IconDrawable`; wrapped in `extension IconDrawable { ... }`
import Typography

// stub: IconDrawable requirement used here (IconDrawable.swift L21)
protocol IconDrawable {
    static var familyName: String { get }
}
// stub: replaces IconDrawable.swift L233-L238, which reads Bundle.module
extension IconDrawable {
    fileprivate static func resourceUrl() -> URL? {
        return URL(fileURLWithPath: "/tmp/\(familyName).ttf")
    }
}

extension IconDrawable {
    public static func register() {

        // No need to register the font more than once
        if UIFont.familyNames.map({ $0.replacingOccurrences(of: " ", with: "") }).contains(familyName) {
            return
        }

        guard let url = resourceUrl() else {
            let message = "Unable to register font '\(familyName)' beacuse URL was nil!"
            assertionFailure(message)
            return
        }
        var error: Unmanaged<CFError>? = nil
        let descriptors = CTFontManagerCreateFontDescriptorsFromURL(url as CFURL) as NSArray?

        guard let descriptor = (descriptors as? [CTFontDescriptor])?.first else {
            let message = "Could not retrieve font descriptors of font at path '\(url)',"
            assertionFailure(message)
            return
        }

        let font = CTFontCreateWithFontDescriptorAndOptions(descriptor, 0.0, nil, [.preventAutoActivation])
        let fontName = CTFontCopyPostScriptName(font) as String

        // Registers font dynamically
        if CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) == false || error != nil {
            if let error = error?.takeUnretainedValue(), CFErrorGetDomain(error) == kCTFontManagerErrorDomain, CFErrorGetCode(error) == CTFontManagerError.alreadyRegistered.rawValue {
                // this is fine
            } else {
                let message = "Failed registering font with the postscript name '\(fontName)' at path '\(url)' with error: \(String(describing: error))."
                assertionFailure(message)
            }
        }

    }

    public static func unregister() {

        // No need to unregister if the font isn't registered
        if UIFont.familyNames.contains(familyName) == false {
            return
        }

        guard let url = resourceUrl() else {
            let message = "Unable to unregister font '\(familyName)' beacuse URL was nil!"
            assertionFailure(message)
            return
        }
        var error: Unmanaged<CFError>? = nil

        if CTFontManagerUnregisterFontsForURL(url as CFURL, .none, &error) == false || error != nil {
            let message = "Failed unregistering font with name '\(familyName)' at path '\(url)' with error: \(String(describing: error))."
            assertionFailure(message)
        }

    }
}
