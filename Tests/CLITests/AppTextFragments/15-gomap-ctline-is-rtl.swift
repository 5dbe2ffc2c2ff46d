// Source: https://github.com/bryceco/GoMap/blob/9d471e275a59e03f51adab36d2a0f32c18e0e6bd/src/Shared/CurvedTextLayer.swift#L149-L162
// App: Go Map!! (license: ISC)
// Uses: CTTypesetter, CTTypesetterCreateLine, CFRangeMake, CTLineGetGlyphRuns, CTRun, CTRunGetStatus, CTRunStatus.rightToLeft
// Expect: no documented value
// wrapped: private method of GoMap's CurvedTextLayer; wrapped in `final class CurvedTextLayer { ... }`
import Typography

final class CurvedTextLayer {
	private func IsRTL(_ typesetter: CTTypesetter) -> Bool {
		let fullLine = CTTypesetterCreateLine(typesetter, CFRangeMake(CFIndex(0), CFIndex(0)))

		let runs = CTLineGetGlyphRuns(fullLine) as? [CTRun]
		if (runs?.count ?? 0) > 0 {
			if let run = runs?[0] {
				let status: CTRunStatus = CTRunGetStatus(run)
				if (status.rawValue & CTRunStatus.rightToLeft.rawValue) != 0 {
					return true
				}
			}
		}
		return false
	}
}
