import Foundation
import Testing
@testable import TextLayout

@Suite("Fitting one line: tightening, truncation, edges")
struct FitTests {
    static let text = "The quick brown fox jumps"

    @Test("Text that fits is returned as it is, in one pass")
    func fitsAsIs() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 17)
        let w = Typesetter.measure(Self.text, attrs).width
        let r = try Typesetter.fit(Self.text, width: w, attrs)
        #expect(r.fits && !r.tightened && !r.truncated)
        #expect(r.text == Self.text)
        #expect(r.passes == 1)
    }

    @Test("Without a tight track, text at most 5 % too wide is tightened to fit exactly; ligatures cost a second pass",
          arguments: [0.999, 0.98, 0.96, 100 / 105.0])
    func tightensWithinFivePercent(ratio: Double) throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 17)
        let text = "office fiddle"  // Noto Sans: ffi and fi ligatures at zero tracking
        let w0 = Typesetter.measure(text, attrs).width
        let r = try Typesetter.fit(text, width: w0 * ratio, attrs)
        #expect(r.fits && r.tightened && !r.truncated)
        #expect(r.text == text)
        #expect(r.width <= w0 * ratio)
        #expect(r.width > w0 * ratio - 1e-6)
        #expect(r.tracking.perMille < 0)
        #expect(r.passes == 2)
        #expect(r.tighteningLimit == "tighteningFactor")
        #expect(r.line.ligaturesDisabled)
    }

    @Test("More than 5 % too wide (no tight track): truncated, not tightened")
    func beyondFivePercentTruncates() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 17)
        let w0 = Typesetter.measure(Self.text, attrs).width
        let r = try Typesetter.fit(Self.text, width: w0 * 0.94, attrs)
        #expect(!r.fits && !r.tightened && r.truncated)
        #expect(r.text.hasSuffix("\u{2026}"))
        #expect(r.width <= w0 * 0.94)
    }

    @Test("With a trak tight track, tightening goes down to it and no further; one pass when tracking is already on")
    func tightTrackBounds() throws {
        // TrakTest at 9 pt: normal +20 ‰, tight −10 ‰.
        let face = try Fonts.face(Fonts.trakTest)
        let font = try FontInstance(face: face, pointSize: 9)
        let attrs = TextAttributes(font: font, tracking: TrackingPolicy.decide(face: face.info, pointSize: 9))
        #expect(attrs.tracking.perMille == 20 && attrs.tracking.tightPerMille == -10)
        let text = "abcdefghij"
        let line = Typesetter.measure(text, attrs)
        let atTight = line.untrackedWidth + Double(line.trackedGaps) * 9 * -10 / 1000
        let between = (line.width + atTight) / 2
        let r = try Typesetter.fit(text, width: between, attrs)
        #expect(r.fits && r.tightened)
        #expect(r.passes == 1)
        #expect(r.tighteningLimit == "tightTrack")
        #expect(r.tracking.perMille > -10 && r.tracking.perMille < 20)
        #expect(r.tracking.source == .trak)
        let tooNarrow = try Typesetter.fit(text, width: atTight - 0.5, attrs)
        #expect(tooNarrow.truncated && !tooNarrow.tightened)
        #expect(tooNarrow.tracking.perMille == 20)
    }

    @Test("Tightening can be turned off")
    func noTightening() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 17)
        let w0 = Typesetter.measure(Self.text, attrs).width
        let r = try Typesetter.fit(Self.text, width: w0 * 0.99, attrs, options: FitOptions(allowsTightening: false))
        #expect(r.truncated && !r.tightened)
    }

    @Test("Truncation at head, middle and tail keeps whole graphemes and never exceeds the width",
          arguments: Truncation.allCases.filter { $0 != .none })
    func truncationModes(mode: Truncation) throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 17)
        let full = Typesetter.measure(Self.text, attrs).width
        for fraction in stride(from: 0.15, through: 0.9, by: 0.05) {
            let width = full * fraction
            let r = try Typesetter.fit(Self.text, width: width, attrs, options: FitOptions(allowsTightening: false, truncation: mode))
            #expect(r.truncated)
            #expect(r.width <= width + 1e-9, "\(mode) \(fraction): \(r.text)")
            let parts = r.text.components(separatedBy: "\u{2026}")
            #expect(parts.count == 2)
            switch mode {
            case .tail: #expect(Self.text.hasPrefix(parts[0]) && parts[1].isEmpty)
            case .head: #expect(Self.text.hasSuffix(parts[1]) && parts[0].isEmpty)
            case .middle: #expect(Self.text.hasPrefix(parts[0]) && Self.text.hasSuffix(parts[1]))
            case .none: break
            }
        }
        let tail = try Typesetter.fit(Self.text, width: full * 0.5, attrs, options: FitOptions(allowsTightening: false, truncation: mode))
        switch mode {
        case .tail: #expect(tail.text == "The quick b\u{2026}")
        case .head: #expect(tail.text == "\u{2026}n fox jumps")
        case .middle: #expect(tail.text == "The q\u{2026}jumps")
        case .none: break
        }
    }

    @Test("Emoji ZWJ sequences and combining marks are never split")
    func graphemesStayWhole() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 17, fallbacks: ["/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"])
        let family = "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        let text = "a\(family)\(family)e\u{301}e\u{301}e\u{301}"
        let full = Typesetter.measure(text, attrs).width
        for fraction in stride(from: 0.05, through: 0.95, by: 0.05) {
            let r = try Typesetter.fit(text, width: full * fraction, attrs, options: FitOptions(allowsTightening: false))
            let kept = r.text.replacingOccurrences(of: "\u{2026}", with: "")
            #expect(text.hasPrefix(kept), "\(r.text)")
            // Whole Characters only: the kept prefix has as many Characters as it has in the text.
            #expect(Array(text).starts(with: Array(kept)))
            #expect(kept.unicodeScalars.last?.value != 0x200D)
            #expect(r.width <= full * fraction + 1e-9)
        }
    }

    @Test("Edges: empty text fits anywhere; one grapheme too wide becomes the ellipsis; width 0 empties, reported")
    func edges() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 17)
        let empty = try Typesetter.fit("", width: 0, attrs)
        #expect(empty.fits && empty.text.isEmpty && empty.width == 0)
        let ellipsis = Typesetter.measure("\u{2026}", attrs).width
        let w = Typesetter.measure("W", attrs).width
        let one = try Typesetter.fit("W", width: (ellipsis + w) / 2, attrs)
        #expect(one.truncated && one.text == "\u{2026}")
        let zero = try Typesetter.fit("Hello", width: 0, attrs)
        #expect(zero.truncated && !zero.fits && zero.text.isEmpty)
        #expect(zero.note != nil)
        let tiny = try Typesetter.fit("Hello", width: ellipsis * 0.9, attrs)
        #expect(tiny.text.isEmpty && tiny.note != nil)
    }

    @Test("Negative, NaN and infinite widths are errors", arguments: [-1.0, .nan, .infinity, -.infinity])
    func badWidths(width: Double) throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 17)
        do {
            _ = try Typesetter.fit("Hello", width: width, attrs)
            Issue.record("no error")
        } catch {
            #expect(error.kind == .invalidArgument)
            #expect(error.description.hasPrefix("width"))
        }
    }

    @Test("Right-to-left text truncates at its logical end")
    func rtlTruncation() throws {
        // Noto Naskh Arabic has no U+2026: the ellipsis comes from the fallback.
        let attrs = try Fonts.attrs(Fonts.notoNaskh, size: 17, fallbacks: [Fonts.notoSans])
        let text = "مرحبا بالعالم الجميل"
        let full = Typesetter.measure(text, attrs).width
        let r = try Typesetter.fit(text, width: full * 0.6, attrs, options: FitOptions(allowsTightening: false))
        #expect(r.truncated)
        #expect(r.text.hasSuffix("\u{2026}"))
        #expect(text.hasPrefix(r.text.replacingOccurrences(of: "\u{2026}", with: "")))
        #expect(r.width <= full * 0.6)
        #expect(r.line.isRightToLeft)
    }
}

@Suite("The ellipsis sits at the start of the paragraph's direction")
struct EllipsisSideTests {
    /// A left-to-right paragraph (its first strong letter is Latin) cut at its head keeps only
    /// Hebrew. UAX #9 places a neutral at the start of a left-to-right paragraph on the left, so
    /// the ellipsis is the leftmost glyph, and the line stays left to right, as the whole text is.
    @Test("A left-to-right label cut at its head to Hebrew has its ellipsis on the left")
    func headCutToTheOtherDirection() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 17, fallbacks: [Fonts.notoHebrew])
        let text = "Inbox שלום עולם ומה שלומך היום"
        let full = Typesetter.measure(text, attrs).width
        let r = try Typesetter.fit(text, width: full * 0.5, attrs,
                                   options: FitOptions(allowsTightening: false, truncation: .head))
        #expect(r.truncated && r.text.hasPrefix("\u{2026}"))
        #expect(!r.text.contains("Inbox"))
        #expect(!r.line.isRightToLeft)
        let glyphs = r.line.runs.flatMap { run in run.glyphs.map { ($0.cluster, $0.x) } }
        let ellipsisX = try #require(glyphs.first { $0.0 == 0 }).1
        #expect(glyphs.allSatisfy { $0.0 == 0 || $0.1 > ellipsisX })
    }
}

@Suite("Truncation backs off by bisection when a candidate is far too wide")
struct TruncationBackOffTests {
    /// The rest of a paragraph that the paragraph fuzzer cut at two lines (fuzz input
    /// timeout-e7e94038…): tabs, U+202E, NULs, U+FFFD, Arabic. Its candidates, shaped in the kept
    /// text's own direction, were far wider than its graphemes' advances promised, so truncation
    /// backed off one grapheme a time (230 shapings; with its NUL runs 20 times as long, seconds).
    /// Shaped in the paragraph's direction they now fit at once; the search's own cost is tested
    /// below on candidates that fit only far from the estimate. `nulScale` lengthens the NUL runs.
    static func rest(nulScale: Int) -> String {
        let runs: [(UInt32, Int)] = [
            (9, 1), (0, 1), (45, 1), (0, 4), (65533, 1), (0, 1), (27, 1), (65533, 1), (8238, 1), (65533, 5), (0, 7),
            (9, 1), (62, 1), (9, 1), (58, 1), (0, 3), (9, 5), (65533, 2), (0, 53), (123, 1), (9, 1), (50, 1), (9, 1),
            (32, 1), (9, 1), (0, 50), (123, 1), (9, 3), (32, 1), (9, 1), (0, 110), (9, 9), (65533, 1), (126, 1), (9, 6),
            (65533, 1), (1, 1), (0, 6), (1, 1), (0, 2), (1, 1), (65533, 1), (1608, 1), (1645, 1), (65533, 3), (89, 1),
            (2, 1), (0, 2), (14, 1), (0, 4), (9, 9), (97, 1), (112, 1), (111, 1), (114, 1), (97, 1), (112, 1), (111, 1)]
        var s = String.UnicodeScalarView()
        for (c, n) in runs {
            for _ in 0..<(c == 0 ? n * nulScale : n) { s.append(Unicode.Scalar(c)!) }
        }
        return String(s)
    }

    @Test("A candidate far too wide costs a few shapings, not one per grapheme", arguments: [1, 20])
    func bisects(nulScale: Int) throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 15, fallbacks: [Fonts.notoNaskh])
        let text = Self.rest(nulScale: nulScale)
        let r = try Typesetter.fit(text, width: 270, attrs)
        #expect(r.truncated)
        #expect(r.width <= 270)
        // Four single steps, then a binary search over at most every grapheme.
        let graphemes = text.count
        let bound = 4 + Int(log2(Double(graphemes)).rounded(.up)) + 1
        #expect(r.truncationPasses <= bound, "\(r.truncationPasses) shapings for \(graphemes) graphemes")
    }

    /// The search itself, on candidates that fit from a known count on: it finds the fewest
    /// back-offs and asks about each count at most once, four single steps then log₂ of the rest.
    @Test("The back-off search finds the fewest back-offs in four single steps and a binary search",
          arguments: [0, 2, 3, 4, 5, 700, 999, 1000])
    func backOffSearch(firstFitting: Int) {
        var asked: [Int] = []
        let found = Typesetter.Ellipsizer.fewestBackOffs(steps: 1000) { asked.append($0); return $0 >= firstFitting }
        #expect(found == firstFitting)
        #expect(Set(asked).count == asked.count)
        #expect(asked.count <= (firstFitting < 4 ? firstFitting + 1 : 4 + 10), "\(asked.count) candidates shaped")
        var none: [Int] = []
        #expect(Typesetter.Ellipsizer.fewestBackOffs(steps: 1000) { none.append($0); return false } == nil)
        #expect(none.count <= 4 + 10)
    }

    @Test("A candidate that fits after one back-off is found by the single steps, as before")
    func singleSteps() throws {
        let attrs = try Fonts.attrs(Fonts.notoSans, size: 17)
        let r = try Typesetter.fit("The quick brown fox jumps over the lazy dog", width: 120, attrs)
        #expect(r.truncated && r.width <= 120)
        #expect(r.truncationPasses <= 4)
        #expect(r.text.hasSuffix("…"))
    }
}
