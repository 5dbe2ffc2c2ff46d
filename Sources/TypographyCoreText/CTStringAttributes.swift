#if !canImport(CoreText)
import Foundation

// Core Text's attributed-string keys, with Core Text's raw values: those it shares with UIKit
// (`NSFont`, `NSKern`, `NSLigature`, `NSParagraphStyle`, `NSLanguage`) are the same attributes the
// text API reads, and `CTTracking` is tracking as `NSAttributedString.Key.tracking` is (WWDC20
// "The details of UI typography": tracking, unlike kerning, takes ligatures apart).

/// The font (a `CTFont`, or any of Apple's font types): `NSFont`.
nonisolated(unsafe) public let kCTFontAttributeName: CFString = "NSFont"
/// Points added after each character (kerning): `NSKern`.
nonisolated(unsafe) public let kCTKernAttributeName: CFString = "NSKern"
/// Tracking in points: `CTTracking`.
nonisolated(unsafe) public let kCTTrackingAttributeName: CFString = "CTTracking"
/// Ligatures: 0 none but the required, 1 standard, 2 all: `NSLigature`.
nonisolated(unsafe) public let kCTLigatureAttributeName: CFString = "NSLigature"
/// The paragraph style: `NSParagraphStyle`.
nonisolated(unsafe) public let kCTParagraphStyleAttributeName: CFString = "NSParagraphStyle"
/// The language of the text (a BCP 47 string): `NSLanguage`.
nonisolated(unsafe) public let kCTLanguageAttributeName: CFString = "NSLanguage"
#endif
