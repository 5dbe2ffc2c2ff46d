/// Apple's published typography specification tables, encoded as Swift data exactly as Apple
/// publishes them: nothing is interpolated, extrapolated, rounded or corrected.
///
/// The tables come from the Human Interface Guidelines page "Typography"
/// (https://developer.apple.com/design/human-interface-guidelines/typography), section
/// "Specifications", in its version carrying the change-log entry "December 16, 2025 — Added emphasized
/// weights to the Dynamic Type style specifications for each platform" (accessed 2026-11-21 through
/// stored copies of the page). One file per table; each file's header names the section and tab, the
/// copies it was cross-checked against, and every value that looks anomalous (`// Anomaly:`), which is
/// kept as published.
///
/// - Text styles: `iOSDynamicType` (IOSDynamicType.swift), `watchOSDynamicType` and
///   `watchOSDefaultCategory` (WatchOSDynamicType.swift), `macOSTextStyles` (MacOSTextStyles.swift),
///   `tvOSTextStyles` (TvOSTextStyles.swift), `visionOSTextStyles` (VisionOSTextStyles.swift: empty,
///   Apple publishes no visionOS table).
/// - Tracking: `sfProTracking`, `sfProRoundedTracking`, `newYorkTracking`, `macOSTracking`,
///   `tvOSTracking`, `sfCompactTracking`, `sfCompactRoundedTracking` (Tracking*.swift), all listed
///   in `trackingTables`.
///
/// `Tests/TypeSystemTests/PublishedTablesTests.swift` holds the same tables as quoted text in the HIG's
/// layout and checks every encoded cell against it.
public enum PublishedTables {}

extension PublishedTables {
    /// The seven tracking tables of the HIG, in the order the page publishes them.
    public static let trackingTables: [TrackingTable] = [
        sfProTracking,
        sfProRoundedTracking,
        newYorkTracking,
        macOSTracking,
        tvOSTracking,
        sfCompactTracking,
        sfCompactRoundedTracking,
    ]
}

#if !canImport(Combine)
/// The former name of ``PublishedTables``, kept one release longer where it meets no other
/// `Published` (on Apple platforms Combine's `@Published` has the name, so it is not declared there).
@available(*, deprecated, renamed: "PublishedTables")
public typealias Published = PublishedTables
#endif
