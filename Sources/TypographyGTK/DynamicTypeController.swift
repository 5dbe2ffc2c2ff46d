import DesktopSettings
import FontCatalog
import Foundation
import TypeSystem

/// Dynamic Type for GTK: the desktop's text size as a content size category, and the labels that
/// follow it.
///
/// The controller reads ``DesktopTextSize`` at once and then follows its changes. A change arrives
/// on a background thread; it is handed to GTK's main loop (an idle source on the default main
/// context) and applied there, so labels are only ever touched on GTK's thread. Each application
/// re-styles every bound ``GTKTextLabel`` and then calls ``onChange``.
///
///     let label = GTKTextLabel("Hello")
///     try label.setTextStyle(.body)     // the shared controller: iOS's tables, the desktop's size
///
/// Use it from GTK's thread only, after `gtk_init`: the main thread, which runs GTK's default main
/// context (changes are handed to that context and run as main-actor code there).
@MainActor
public final class DynamicTypeController {
    /// The controller labels use unless given another: iOS's Dynamic Type tables, following the
    /// desktop's text size from its first use.
    public static let shared = DynamicTypeController()

    /// The platform whose published tables are used (iOS unless given).
    public let platform: Platform
    /// The desktop's text size as last read.
    public private(set) var desktopTextSize: DesktopTextSize
    /// Limits every label's category, like SwiftUI's `dynamicTypeSize(_:)` with a range on the
    /// whole window; a label's own range (``GTKTextLabel/setTextStyle(_:modifiers:features:sizeRange:controller:)``)
    /// applies within it. Setting it re-styles the labels.
    public var sizeRange: ClosedRange<DynamicTypeSize>? {
        didSet { if oldValue != sizeRange { apply() } }
    }
    /// The Bold Text setting. Setting it re-styles the labels.
    public var legibilityWeight: LegibilityWeight = .regular {
        didSet { if oldValue != legibilityWeight { apply() } }
    }
    /// Called on GTK's thread after each application of the styles: at once when the labels were
    /// first styled by ``start()``, then after every change of the desktop's text size.
    public var onChange: (@MainActor (DynamicTypeController) -> Void)?
    /// How long the last re-styling of every label took (resolving, Pango attributes, handing them
    /// to GTK), measured on GTK's thread with the monotonic clock; GTK lays the labels out after.
    public private(set) var lastRestyleDuration: Duration = .zero
    /// How many labels the last re-styling touched.
    public private(set) var lastRestyleCount = 0

    private let environment: [String: String]
    private let choices: FamilyChoices
    private var observation: DesktopTextSize.Observation?
    private var labels: [Weak] = []
    private var cache: [CacheKey: PangoTextStyle] = [:]

    private struct Weak {
        weak var label: GTKTextLabel?
    }

    private struct CacheKey: Hashable {
        let style: ResolvedStyle
        let features: [String]
    }

    /// A controller for `platform` that reads the desktop's text size from `environment`'s
    /// sources (``DesktopTextSize/current(environment:)``) and chooses families from `catalog`
    /// (by default the machine's), opened when the first label is styled; nil: Apple's family
    /// names, for fontconfig to substitute.
    public init(platform: Platform = .iOS,
                environment: [String: String] = ProcessInfo.processInfo.environment,
                catalog: @autoclosure @escaping @Sendable () -> Catalog? = DynamicTypeController.machineCatalog()) {
        self.platform = platform
        self.environment = environment
        choices = FamilyChoices(opening: catalog)
        desktopTextSize = DesktopTextSize.current(environment: environment)
    }

    /// The machine's font catalog, with the standard directories and cache.
    public nonisolated static func machineCatalog() -> Catalog {
        let env = ProcessInfo.processInfo.environment
        return Catalog.open(directories: FontDirectories.standard(environment: env),
                            cachePath: Catalog.defaultCachePath(environment: env))
    }

    /// The user's category on this platform, before any range: the desktop's, or Large; nil on a
    /// platform without Dynamic Type.
    public var category: DynamicTypeSize? { desktopTextSize.category(for: platform) }

    /// The environment a label resolves its style in, with the controller's and the label's ranges.
    public func typeEnvironment(sizeRange labelRange: ClosedRange<DynamicTypeSize>? = nil) -> TypeEnvironment {
        TypeEnvironment(platform: platform, dynamicTypeSize: category, legibilityWeight: legibilityWeight,
                        sizeRange: DynamicTypeController.combine(sizeRange, labelRange))
    }

    /// Starts following the desktop's text size (once; later calls do nothing), and calls
    /// ``onChange`` after the styles are applied for the current size, on GTK's main loop.
    public func start() {
        guard observation == nil else { return }
        observation = DesktopTextSize.observe(environment: environment) { [weak self] size in
            GLib.onMainLoop { self?.update(size) }
        }
        // The current reading, applied on the main loop like every later one.
        let size = DesktopTextSize.current(environment: environment)
        GLib.onMainLoop { [weak self] in self?.update(size, force: true) }
    }

    /// Stops following the desktop (the labels keep their styles).
    public func stop() {
        observation?.cancel()
        observation = nil
    }

    /// Uses `size` as the desktop's text size now and re-styles the labels (for an app with a
    /// text size control of its own, and for tests).
    public func setDesktopTextSize(_ size: DesktopTextSize) {
        update(size, force: true)
    }

    /// The Pango attributes of a style in this controller's environment (cached per resolved style).
    public func pangoStyle(_ style: TextStyle, modifiers: StyleModifiers = .none, features: [String] = [],
                           sizeRange: ClosedRange<DynamicTypeSize>? = nil) throws -> PangoTextStyle {
        let resolved = try style.resolved(in: typeEnvironment(sizeRange: sizeRange), modifiers: modifiers)
        let key = CacheKey(style: resolved, features: features)
        if let hit = cache[key] { return hit }
        let (family, variations) = choices.choice(for: resolved)
        let made = PangoTextStyle(resolved, family: family, variations: variations, features: features)
        cache[key] = made
        return made
    }

    func register(_ label: GTKTextLabel) {
        labels.removeAll { $0.label == nil || $0.label === label }
        labels.append(Weak(label: label))
        prepare(label)
    }

    /// Chooses the label's family at every category on a background thread, so that a change of
    /// the desktop's text size only builds Pango attributes on GTK's thread (the catalog's match
    /// for a new size is the slow part of a first re-styling).
    private func prepare(_ label: GTKTextLabel) {
        guard let style = label.textStyle else { return }
        let styles = DynamicTypeSize.allCases.compactMap { category -> ResolvedStyle? in
            var environment = typeEnvironment(sizeRange: label.sizeRange)
            environment.dynamicTypeSize = category
            return try? style.resolved(in: environment, modifiers: label.modifiers)
        }
        let choices = self.choices
        DispatchQueue.global(qos: .utility).async {
            for style in styles { _ = choices.choice(for: style) }
        }
    }

    func unregister(_ label: GTKTextLabel) {
        labels.removeAll { $0.label == nil || $0.label === label }
    }

    private func update(_ size: DesktopTextSize, force: Bool = false) {
        guard force || size != desktopTextSize else { return }
        desktopTextSize = size
        apply()
    }

    /// Re-styles every label, measures it, and tells ``onChange``.
    private func apply() {
        let start = GLib.monotonicMicroseconds()
        labels.removeAll { $0.label == nil }
        var count = 0
        for entry in labels {
            guard let label = entry.label else { continue }
            label.restyle()
            count += 1
        }
        lastRestyleDuration = .microseconds(GLib.monotonicMicroseconds() - start)
        lastRestyleCount = count
        onChange?(self)
    }

    static func combine(_ a: ClosedRange<DynamicTypeSize>?, _ b: ClosedRange<DynamicTypeSize>?) -> ClosedRange<DynamicTypeSize>? {
        guard let a else { return b }
        guard let b else { return a }
        // The label's range inside the window's: clamp its ends into the outer range.
        let low = min(max(b.lowerBound, a.lowerBound), a.upperBound)
        let high = min(max(b.upperBound, a.lowerBound), a.upperBound)
        return low...high
    }
}

/// The catalog's family and instance for each resolved style, chosen once; safe to share between
/// threads (the lock guards the table; a Catalog is immutable).
final class FamilyChoices: @unchecked Sendable {
    private let lock = NSLock()
    private var table: [ResolvedStyle: (String, [FontVariation])] = [:]
    private let opener: @Sendable () -> Catalog?
    private var opened: Catalog??

    init(opening: @escaping @Sendable () -> Catalog?) { opener = opening }

    /// The catalog, opened on first use.
    private func catalog() -> Catalog? {
        lock.lock()
        defer { lock.unlock() }
        if let opened { return opened }
        let catalog = opener()
        opened = .some(catalog)
        return catalog
    }

    func choice(for style: ResolvedStyle) -> (String, [FontVariation]) {
        lock.lock()
        if let hit = table[style] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let made = PangoTextStyle.choice(for: style, catalog: catalog())
        lock.lock()
        defer { lock.unlock() }
        table[style] = made
        return made
    }
}
