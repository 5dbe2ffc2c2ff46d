// Source: https://github.com/bryceco/GoMap/blob/9d471e275a59e03f51adab36d2a0f32c18e0e6bd/src/Shared/EditorLayer/CurvedGlyphLayer.swift#L121-L153
// App: Go Map!! (license: ISC)
// Uses: CTRun, CTRunGetGlyphCount, CTRunGetGlyphs, CTRunGetAdvances, CTRunGetStringIndices, CTRunGetAttributes, CFRangeMake, CGGlyph, CFIndex, CTFont
// Expect: no documented value
// wrapped: static methods of GoMap's StringGlyphs class; wrapped in `final class StringGlyphs { ... }`
import Typography

final class StringGlyphs {
	public static func glyphsForRun(_ run: CTRun) -> [CGGlyph] {
		let count = CTRunGetGlyphCount(run)
		let glyphs = [CGGlyph](unsafeUninitializedCapacity: count) { buffer, initializedCount in
			CTRunGetGlyphs(run, CFRangeMake(0, count), buffer.baseAddress!)
			initializedCount = count
		}
		return glyphs
	}

	public static func advancesForRun(_ run: CTRun) -> [CGSize] {
		let count = CTRunGetGlyphCount(run)
		let advances = [CGSize](unsafeUninitializedCapacity: count) { buffer, initializedCount in
			CTRunGetAdvances(run, CFRangeMake(0, count), buffer.baseAddress!)
			initializedCount = count
		}
		return advances
	}

	public static func stringIndicesForRun(_ run: CTRun) -> [CFIndex] {
		let count = CTRunGetGlyphCount(run)
		let advances = [CFIndex](unsafeUninitializedCapacity: count) { buffer, initializedCount in
			CTRunGetStringIndices(run, CFRangeMake(0, count), buffer.baseAddress!)
			initializedCount = count
		}
		return advances
	}

	public static func fontForRun(_ run: CTRun) -> CTFont {
		let attr = CTRunGetAttributes(run) as Dictionary
		let value = attr["NSFont" as NSString]
		let font = value as! CTFont
		return font
	}
}
