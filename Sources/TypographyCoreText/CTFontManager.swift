#if !canImport(CoreText)
import FontCatalog
import FontFile
import FontManagement
import Foundation
import TextLayout
import TypographyText
import TypographyUIKit

/// Core Text's `CTFontManagerScope`: where a registration takes effect.
public enum CTFontManagerScope: UInt32, Sendable {
    /// Not registered.
    case none = 0
    /// This process only (FontManagement's process scope: nothing is copied, it ends with the process).
    case process = 1
    /// Every app of the user, until unregistered (FontManagement's user scope: the file is copied
    /// into this app's provider folder under the user's font directory).
    case persistent = 2
    /// macOS's login session, deprecated by Apple: refused with `.unsupportedScope`.
    case session = 3
    /// iOS's name for ``persistent``.
    public static let user = CTFontManagerScope.persistent
}

/// Core Text's `CTFontManagerError` codes (CTFontManagerErrors.h), in ``kCTFontManagerErrorDomain``.
public enum CTFontManagerError: CFIndex, Sendable {
    /// The file does not exist.
    case fileNotFound = 101
    /// The file cannot be read.
    case insufficientPermissions = 102
    /// Not a font file this reads.
    case unrecognizedFormat = 103
    /// The file's data is not a valid font.
    case invalidFontData = 104
    /// Already registered in the scope.
    case alreadyRegistered = 105
    /// A limit (fonts or bytes per provider, file size) would be exceeded.
    case exceededResourceLimit = 106
    /// The font asset was not found.
    case assetNotFound = 107
    /// Not registered in the scope.
    case notRegistered = 201
    /// In use.
    case inUse = 202
    /// Required by the system: a system font cannot be unregistered.
    case systemRequired = 203
    /// An unexpected failure of the font registry.
    case registrationFailed = 301
    /// The provider lacks an entitlement.
    case missingEntitlement = 302
    /// A descriptor does not say which file it is.
    case insufficientInfo = 303
    /// The user refused.
    case cancelledByUser = 304
    /// A face's PostScript name is taken.
    case duplicatedName = 305
    /// The file is not in an allowed location.
    case invalidFilePath = 306
    /// The scope is not supported.
    case unsupportedScope = 307
}

/// The error domain of font registration errors.
nonisolated(unsafe) public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"
/// The key of a registration error's user info that holds the URLs that failed (a `CFArray`).
nonisolated(unsafe) public let kCTFontManagerErrorFontURLsKey: CFString = "CTFontManagerErrorFontURLs"
/// Posted on `NotificationCenter.default` after fonts are registered or unregistered: by this
/// process, and by any process of the user once this process has used a `CTFontManager…` call
/// (the user scope's registry is watched from then on).
nonisolated(unsafe) public let kCTFontManagerRegisteredFontsChangedNotification: CFString = "CTFontManagerFontChangedNotification"

/// The font manager behind Core Text's calls: FontManagement's, for this process as a provider
/// named after its executable (`CTFontManagerProviderName`; `TYPOGRAPHY_PROVIDER` overrides it),
/// with the standard paths. Registrations in either scope refresh the fonts the text API draws
/// with (`TextFonts.shared`), so `UIFont(name:size:)` and `CTFontCreateWithName` find them.
final class CoreTextFontManager: @unchecked Sendable {
    // @unchecked: `manager` and `observation` are set once under `lock`.
    static let shared = CoreTextFontManager()
    private let lock = NSLock()
    private var opened: Result<FontManager, FontManagementError>?
    private var observation: FontObservation?
    private let refreshLock = NSLock()

    /// This process's provider id: `TYPOGRAPHY_PROVIDER`, else the executable's name in lower case
    /// with characters a provider id does not allow replaced by `-`.
    let provider: ProviderID? = {
        let env = ProcessInfo.processInfo.environment
        if let raw = env["TYPOGRAPHY_PROVIDER"], let id = try? ProviderID(raw) { return id }
        let name = ProcessInfo.processInfo.processName.lowercased()
        let cleaned = String(name.unicodeScalars.map { s -> Character in
            ("a"..."z").contains(s) || ("0"..."9").contains(s) || s == "." || s == "_" || s == "-" ? Character(s) : "-"
        }).replacingOccurrences(of: "..", with: "-")
        let start = cleaned.drop { !($0.isLetter || $0.isNumber) }
        return try? ProviderID(String(start.prefix(ProviderID.maxLength)).isEmpty ? "app" : String(start.prefix(ProviderID.maxLength)))
    }()

    /// The manager, opened on first use; the change observation starts with it.
    func manager() -> Result<FontManager, FontManagementError> {
        lock.lock()
        defer { lock.unlock() }
        if let opened { return opened }
        let made: Result<FontManager, FontManagementError>
        do {
            made = .success(try FontManager())
        } catch {
            made = .failure(error)
        }
        opened = made
        if case .success(let m) = made {
            // A process-scope change is this process's own call, which refreshed and posted
            // before returning; a second, late refresh from this queue could only repeat it.
            observation = m.observe { change in
                if change.scope != .process { CoreTextFontManager.shared.fontsChanged() }
            }
        }
        return made
    }

    /// Refreshes the fonts the text API uses and posts the change notification. The fonts are
    /// read and published under one lock, so a refresh that read the registry earlier (on the
    /// observation's queue) cannot publish after one that read it later: the last call's view wins.
    func fontsChanged() {
        if case .success(let m)? = lock.withLock({ opened }), let provider {
            refreshLock.withLock {
                TextFonts.shared = CatalogFonts(catalog: m.catalog(for: FontConsumer(provider: provider)))
            }
        }
        NotificationCenter.default.post(name: NSNotification.Name(String(kCTFontManagerRegisteredFontsChangedNotification)), object: nil)
    }
}

/// The Core Text error for a FontManagement error.
func coreTextError(_ error: FontManagementError, urls: [URL]) -> CFError {
    let code: CTFontManagerError
    switch error.kind {
    case .fileNotFound, .notFound: code = .fileNotFound
    case .unreadable: code = .insufficientPermissions
    case .unsupportedFormat: code = .unrecognizedFormat
    case .malformed: code = .invalidFontData
    case .tooLarge, .limitExceeded: code = .exceededResourceLimit
    case .duplicateName: code = .duplicatedName
    case .consentDenied: code = .cancelledByUser
    case .notOwner, .systemFont: code = .systemRequired
    case .unsafePath: code = .invalidFilePath
    case .invalidProvider, .registry, .io: code = .registrationFailed
    }
    return coreTextError(code, error.message, urls: urls)
}

func coreTextError(_ code: CTFontManagerError, _ message: String, urls: [URL]) -> CFError {
    NSError(domain: String(kCTFontManagerErrorDomain), code: code.rawValue,
            userInfo: [NSLocalizedDescriptionKey: message, String(kCTFontManagerErrorFontURLsKey): urls])
}

/// The URLs in a `CFArray` of URLs (`NSURL` or `URL`).
func urls(in array: CFArray) -> [URL] {
    array.compactMap { ($0 as? URL) ?? ($0 as? NSURL).map { $0 as URL } }
}

/// The scope FontManagement registers in, or nil for one it does not have.
func registrationScope(_ scope: CTFontManagerScope) -> RegistrationScope? {
    switch scope {
    case .process: return .process
    case .persistent: return .user
    case .none, .session: return nil
    }
}

// MARK: Registration

/// Registers the fonts of the files at `fontURLs` in `scope` (Core Text's
/// `CTFontManagerRegisterFontURLs`, iOS 13, macOS 10.15). `registrationHandler` is called once
/// with the errors (a `CFArray` of `CFError`, each naming its URLs under
/// ``kCTFontManagerErrorFontURLsKey``) and `done` true, and its answer is ignored, as the batch
/// is complete. A registration in the user scope (`.persistent`) needs no prompt here: the call
/// is the consent, as on macOS; iOS's system prompt has no counterpart. `enabled` false records
/// the fonts without making them available.
public func CTFontManagerRegisterFontURLs(_ fontURLs: CFArray, _ scope: CTFontManagerScope, _ enabled: Bool,
                                          _ registrationHandler: ((CFArray, Bool) -> Bool)?) {
    let given = urls(in: fontURLs)
    let errors = registerFonts(given, scope: scope, enabled: enabled)
    _ = registrationHandler?(errors as NSArray, true)
}

/// Unregisters the fonts of the files at `fontURLs` from `scope`; `registrationHandler` as for
/// ``CTFontManagerRegisterFontURLs(_:_:_:_:)``.
public func CTFontManagerUnregisterFontURLs(_ fontURLs: CFArray, _ scope: CTFontManagerScope,
                                            _ registrationHandler: ((CFArray, Bool) -> Bool)?) {
    let errors = unregisterFonts(urls(in: fontURLs), scope: scope)
    _ = registrationHandler?(errors as NSArray, true)
}

/// Registers the fonts of one file (Core Text's `CTFontManagerRegisterFontsForURL`): true when
/// registered; otherwise false, with the error in `error` when given.
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let errors = registerFonts([fontURL as URL], scope: scope, enabled: true)
    if let first = errors.first { error?.pointee = Unmanaged.passRetained(first) }
    return errors.isEmpty
}

/// Unregisters the fonts of one file (Core Text's `CTFontManagerUnregisterFontsForURL`).
public func CTFontManagerUnregisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                               _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let errors = unregisterFonts([fontURL as URL], scope: scope)
    if let first = errors.first { error?.pointee = Unmanaged.passRetained(first) }
    return errors.isEmpty
}

func registerFonts(_ files: [URL], scope: CTFontManagerScope, enabled: Bool) -> [CFError] {
    guard let target = registrationScope(scope) else {
        return [coreTextError(.unsupportedScope, "scope \(scope) is not supported: process or persistent", urls: files)]
    }
    let core = CoreTextFontManager.shared
    guard let provider = core.provider else {
        return [coreTextError(.registrationFailed, "this process has no valid provider id (set TYPOGRAPHY_PROVIDER)", urls: files)]
    }
    let manager: FontManager
    switch core.manager() {
    case .success(let m): manager = m
    case .failure(let e): return [coreTextError(e, urls: files)]
    }
    var errors: [CFError] = []
    let batch = manager.register(files.map(\.path), provider: provider, scope: target, enabled: enabled,
                                 consent: { _ in true })
    for (url, result) in zip(files, batch.results) {
        if result.status == .alreadyInstalled {
            errors.append(coreTextError(.alreadyRegistered, "\(url.path): already registered", urls: [url]))
        } else if let e = result.error {
            errors.append(coreTextError(e, urls: [url]))
        }
    }
    if batch.results.contains(where: { $0.status == .installed }) { core.fontsChanged() }
    return errors
}

func unregisterFonts(_ files: [URL], scope: CTFontManagerScope) -> [CFError] {
    unregisterFonts(files.map(\.path), urls: files, scope: scope)
}

/// Unregisters fonts by path or PostScript name (`items`), reporting errors against `files`.
func unregisterFonts(_ items: [String], urls files: [URL], scope: CTFontManagerScope) -> [CFError] {
    guard registrationScope(scope) != nil else {
        return [coreTextError(.unsupportedScope, "scope \(scope) is not supported: process or persistent", urls: files)]
    }
    let core = CoreTextFontManager.shared
    guard let provider = core.provider else {
        return [coreTextError(.notRegistered, "this process has no valid provider id", urls: files)]
    }
    let manager: FontManager
    switch core.manager() {
    case .success(let m): manager = m
    case .failure(let e): return [coreTextError(e, urls: files)]
    }
    var errors: [CFError] = []
    let results = manager.unregister(items, provider: provider)
    for (url, result) in zip(files, results) where result.error != nil {
        let e = result.error.map { coreTextError($0, urls: [url]) } ?? coreTextError(.notRegistered, url.path, urls: [url])
        errors.append(e.code == CTFontManagerError.fileNotFound.rawValue
                      ? coreTextError(.notRegistered, "\(url.path): not registered", urls: [url]) : e)
    }
    if results.contains(where: { $0.error == nil }) { core.fontsChanged() }
    return errors
}

/// The descriptors of the fonts this process registered (Core Text's
/// `CTFontManagerCopyRegisteredFontDescriptors`): in `scope`, those `enabled` or not.
public func CTFontManagerCopyRegisteredFontDescriptors(_ scope: CTFontManagerScope, _ enabled: Bool) -> CFArray {
    guard let target = registrationScope(scope), let provider = CoreTextFontManager.shared.provider,
          case .success(let manager) = CoreTextFontManager.shared.manager(),
          let fonts = try? manager.registeredFonts(provider: provider) else { return NSArray() }
    var out: [CTFontDescriptor] = []
    for font in fonts where font.scope == target && font.enabled == enabled {
        for name in font.postscriptNames {
            out.append(CTFontDescriptor(UIFontDescriptor(name: name, size: 0), postScriptName: name,
                                        url: URL(fileURLWithPath: font.path)))
        }
    }
    return out as NSArray
}

/// The descriptors of the faces in a font file, without registering it (Core Text's
/// `CTFontManagerCreateFontDescriptorsFromURL`); nil when it is not a font file.
public func CTFontManagerCreateFontDescriptorsFromURL(_ fileURL: CFURL) -> CFArray? {
    let url = fileURL as URL
    let faces = FontScanner.scan(atPath: url.path).faces
    guard !faces.isEmpty else { return nil }
    let out: [CTFontDescriptor] = faces.compactMap { face -> CTFontDescriptor? in
        guard let name = face.postscriptName else { return nil }
        return CTFontDescriptor(UIFontDescriptor(name: name, size: 0), postScriptName: name, url: url)
    }
    return out as NSArray
}

/// Asks for fonts by their descriptors (Core Text's `CTFontManagerRequestFonts`, iOS 13): each
/// name is resolved for this process as FontManagement's requests resolve it, and
/// `completionHandler` is called once with the descriptors that could not be resolved (nothing
/// installed under that name, nor a registered font this process may use). A substitute is not a
/// resolution: the name asked for must be there.
public func CTFontManagerRequestFonts(_ fontDescriptors: CFArray, _ completionHandler: @escaping (CFArray) -> Void) {
    let descriptors = fontDescriptors.compactMap { $0 as? CTFontDescriptor }
    let core = CoreTextFontManager.shared
    guard let provider = core.provider, case .success(let manager) = core.manager() else {
        completionHandler(descriptors as NSArray)
        return
    }
    let names = descriptors.map { $0.postScriptName ?? $0.uiFontDescriptor.family }
    let results = manager.request(names, for: FontConsumer(provider: provider))
    let unresolved = zip(descriptors, results).filter { $0.1.status != .available }.map(\.0)
    completionHandler(unresolved as NSArray)
}
#endif
