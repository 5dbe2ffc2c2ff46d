import Foundation
import Testing
@testable import FontFile

/// The language data exists twice in Exemplars.generated.swift: as the reviewable hexadecimal text
/// (`exemplarData`) and as the constant tables the checks use (`exemplarCodes`, `exemplarStarts`,
/// `exemplarBounds`). These tests hold the two equal, and hold the fast check on the tables equal
/// to the plain rule (every exemplar range inside one covered range).
@Suite("Language support")
struct LanguageSupportTests {
    /// The text form parsed once: the rule below asks it hundreds of times.
    static let exemplarText: [(code: String, ranges: [ClosedRange<UInt32>])] =
        LanguageSupport.exemplarData.map { ($0.code, LanguageSupport.parse($0.ranges)) }

    /// The rule, written plainly over the text form.
    static func reference(_ coverage: [ClosedRange<UInt32>]) -> [String] {
        guard !coverage.isEmpty else { return [] }
        return exemplarText.filter { entry in
            entry.ranges.allSatisfy { Coverage.containsAll(coverage, $0) }
        }.map(\.code)
    }

    @Test func tablesEqualTheDocumentedText() throws {
        let data = LanguageSupport.exemplarData
        #expect(data.count == 60)
        #expect(LanguageSupport.exemplarCodes == data.map(\.code))
        #expect(LanguageSupport.languageCodes == data.map(\.code))
        #expect(LanguageSupport.exemplarStarts.count == data.count + 1)
        #expect(LanguageSupport.exemplarStarts.first == 0)
        #expect(Int(LanguageSupport.exemplarStarts.last ?? 0) * 2 == LanguageSupport.exemplarBounds.count)
        for (i, entry) in data.enumerated() {
            let text = LanguageSupport.parse(entry.ranges)
            let table = LanguageSupport.ranges(ofLanguage: i)
            #expect(table == text, "\(entry.code)")
            #expect(LanguageSupport.exemplarRanges(entry.code) == text, "\(entry.code)")
            // The count column is the number of code points.
            #expect(table.reduce(0) { $0 + Int($1.upperBound - $1.lowerBound) + 1 } == entry.count, "\(entry.code)")
            // Sorted, merged, non-adjacent, as the check needs.
            for (a, b) in zip(table, table.dropFirst()) { #expect(a.upperBound + 1 < b.lowerBound, "\(entry.code)") }
        }
        #expect(LanguageSupport.exemplarRanges("xx") == nil)
    }

    /// `supports(_:covering:)`, asked of every language, says yes exactly for those of `expected`.
    static func expectEachCodeAgrees(_ coverage: [ClosedRange<UInt32>], _ expected: [String],
                                     sourceLocation: SourceLocation = #_sourceLocation) {
        let yes = LanguageSupport.languageCodes.filter { LanguageSupport.supports($0, covering: coverage) == true }
        #expect(yes == expected, sourceLocation: sourceLocation)
    }

    @Test func eachLanguagesOwnExemplarsSupportIt() {
        for entry in LanguageSupport.exemplarData {
            let ranges = LanguageSupport.parse(entry.ranges)
            let found = LanguageSupport.languages(covering: ranges)
            #expect(found.contains(entry.code), "\(entry.code)")
            #expect(found == Self.reference(ranges), "\(entry.code)")
        }
    }

    @Test func aMissingCodePointLosesTheLanguage() {
        // Each language's exemplars with one code point taken out (first, middle and last).
        for entry in LanguageSupport.exemplarData {
            let ranges = LanguageSupport.parse(entry.ranges)
            var points: [UInt32] = []
            for r in ranges { points.append(r.lowerBound); points.append(r.upperBound) }
            for cut in [points[0], points[points.count / 2], points[points.count - 1]] {
                let holed = Coverage.normalize(ranges.flatMap { r -> [ClosedRange<UInt32>] in
                    guard r.contains(cut) else { return [r] }
                    var parts: [ClosedRange<UInt32>] = []
                    if r.lowerBound < cut { parts.append(r.lowerBound...(cut - 1)) }
                    if cut < r.upperBound { parts.append((cut + 1)...r.upperBound) }
                    return parts
                }, sorted: true)
                let found = LanguageSupport.languages(covering: holed)
                #expect(!found.contains(entry.code), "\(entry.code) without U+\(String(cut, radix: 16))")
                #expect(found == Self.reference(holed), "\(entry.code) without U+\(String(cut, radix: 16))")
                Self.expectEachCodeAgrees(holed, found)
            }
        }
    }

    @Test func fastCheckEqualsTheRuleOnRandomCoverage() {
        var rng = SplitMix64(seed: 0x5EED)
        let all = LanguageSupport.exemplarData.flatMap { LanguageSupport.parse($0.ranges) }
        for _ in 0..<300 {
            // Unions of exemplar ranges, some widened, some dropped, plus random blocks.
            var rs: [ClosedRange<UInt32>] = []
            for r in all where rng.next() % 8 != 0 {
                let widen = UInt32(rng.next() % 3)
                rs.append(r.lowerBound - min(widen, r.lowerBound)...(r.upperBound + widen))
            }
            for _ in 0..<(rng.next() % 20) {
                let lo = UInt32(rng.next() % 0x11000)
                rs.append(lo...(lo + UInt32(rng.next() % 300)))
            }
            let coverage = Coverage.normalize(rs, sorted: false)
            let expected = Self.reference(coverage)
            #expect(LanguageSupport.languages(covering: coverage) == expected)
            Self.expectEachCodeAgrees(coverage, expected)
        }
        Self.expectEachCodeAgrees([], [])
        Self.expectEachCodeAgrees([0...0x10FFFF], LanguageSupport.languageCodes)
        #expect(LanguageSupport.supports("xx-nonsense", covering: [0...0x10FFFF]) == nil)
        #expect(LanguageSupport.languages(covering: []) == [])
        #expect(LanguageSupport.languages(covering: [0...0x10FFFF]) == LanguageSupport.languageCodes)
    }

    @Test func installedFontsGetTheSameLanguagesAsTheRule() throws {
        let dir = "/usr/share/fonts/truetype/noto"
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted().prefix(80)
        for f in files {
            guard let faces = try? FontScanner.faces(atPath: dir + "/" + f) else { continue }
            for face in faces {
                #expect(face.languages == Self.reference(face.codePoints), "\(f)")
                Self.expectEachCodeAgrees(face.codePoints, face.languages)
            }
        }
    }
}
