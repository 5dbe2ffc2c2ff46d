// 05 — Seed 004 (WWDC19 session 227, "Font Management and Text Scaling"), the font provider's
// steps as the talk walks through them: "We tell the notification service center to observe
// KCTFontManager registration … we gather the font files … and we call our new API
// CTFontManagerRegisterFontURLs … I call the new API CTFontManagerCopyRegisterFontDescriptors to
// know what fonts have been made available by my app". The seed shows no code: this is written as
// Apple's reference spells those calls (CTFontManager.h), in the process scope.
// Expected, from the seed: the change is notified, the registered font is listed and can be made
// by name; unregistered, it is gone and listed no more. One call is one change: one notification
// (Apple: "This notification is posted when fonts are added to the font registry").
import Typography

final class FontChanges: @unchecked Sendable {
    var count = 0
}

func snippet_05() -> [String: Double] {
    let changes = FontChanges()
    let observer = NotificationCenter.default.addObserver(
        forName: kCTFontManagerRegisteredFontsChangedNotification as NSNotification.Name,
        object: nil, queue: nil) { _ in changes.count += 1 }
    defer { NotificationCenter.default.removeObserver(observer) }

    let fontURLs = [URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/fonts/MonoTest-Regular.ttf").standardized]
    var failed = 0
    CTFontManagerRegisterFontURLs(fontURLs as CFArray, .process, true) { errors, done in
        failed += (errors as? [CFError])?.count ?? 0
        return true
    }
    let registered = CTFontManagerCopyRegisteredFontDescriptors(.process, true) as? [CTFontDescriptor] ?? []
    let names = registered.compactMap { CTFontDescriptorCopyAttribute($0, kCTFontNameAttribute) as? String }
    let font = CTFontCreateWithName("MonoTest-Regular" as CFString, 17, nil)
    let drawnWith = CTFontCopyPostScriptName(font) as String
    let byUIKit = UIFont(name: "MonoTest-Regular", size: 17) != nil
    // Any late delivery has a moment to arrive: one registration call, one notification, and
    // the fonts the text API uses are not replaced by an older view once the call has returned.
    Thread.sleep(forTimeInterval: 0.3)
    let notifiedOnRegister = changes.count

    var error: Unmanaged<CFError>?
    let removed = CTFontManagerUnregisterFontsForURL(fontURLs[0] as CFURL, .process, &error)
    let after = CTFontManagerCopyRegisteredFontDescriptors(.process, true) as? [CTFontDescriptor] ?? []
    let goneAtOnce = UIFont(name: "MonoTest-Regular", size: 17) == nil
    Thread.sleep(forTimeInterval: 0.3)
    let stillGone = UIFont(name: "MonoTest-Regular", size: 17) == nil

    return ["failed": Double(failed),
            "listed": names.contains("MonoTest-Regular") ? 1 : 0,
            "drawnWithIt": drawnWith == "MonoTest-Regular" ? 1 : 0,
            "uiFontByName": byUIKit ? 1 : 0,
            "notified": notifiedOnRegister >= 1 ? 1 : 0,
            "notifications": Double(notifiedOnRegister),
            "unregistered": removed ? 1 : 0,
            "listedAfter": Double(after.count),
            "uiFontByNameAfter": goneAtOnce ? 0 : 1,
            "uiFontByNameAMomentAfter": stillGone ? 0 : 1]
}
