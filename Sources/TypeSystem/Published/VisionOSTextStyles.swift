// Source: Apple Human Interface Guidelines, "Typography" › Platform considerations › visionOS, and
//   › Specifications. https://developer.apple.com/design/human-interface-guidelines/typography
//   Version with the "December 16, 2025" change-log entry; accessed 2026-11-21 through stored copies.
//
// What Apple publishes for visionOS text styles, in full:
//   - "SF Pro is the system font in visionOS. If you use NY, you need to specify the type styles you want."
//   - "visionOS uses bolder versions of the Dynamic Type body and title styles and it introduces Extra Large
//     Title 1 and Extra Large Title 2 for wide, editorial-style layouts."
//   - Ensuring legibility: default text size 17 pt, minimum 12 pt on visionOS.
//   - Tracking: the "iOS, iPadOS, visionOS tracking values" tables (SF Pro, SF Pro Rounded, New York) apply.
//   - API reference: UIFont.TextStyle.extraLargeTitle / .extraLargeTitle2 and SwiftUI Font.extraLargeTitle /
//     .extraLargeTitle2 exist, documented only as "The font style for extra large titles" and "… for extra
//     extra large titles"; no sizes, weights or leading.
//
// What Apple does NOT publish: the HIG's Specifications section has no visionOS table (only iOS/iPadOS,
// macOS, tvOS and watchOS tables), so no weight, size, leading or emphasized weight of any visionOS text
// style, nor how much bolder "bolder" is, is published as text. (Third-party articles show pictures of a
// visionOS type hierarchy; a picture is not a published table and is not encoded.) Hence the table is
// empty: nothing may be derived from the iOS table either.

extension PublishedTables {
    /// visionOS text styles as published in the HIG: none. See the file header for what the HIG says
    /// about visionOS text styles in prose, and why no row is encoded.
    public static let visionOSTextStyles: [PublishedStyle] = []
}
