// Source: https://github.com/migueldeicaza/SwiftTerm/blob/cb3c863a3fa62ec2bf04cadf432937589f66b43e/Sources/SwiftTerm/Apple/TerminalBidi.swift#L247-L333
// App: SwiftTerm (license: MIT)
// Uses: CTTypesetter, CTTypesetterCreateLine, CFRange(location:length:), CTLineGetGlyphRuns, CTRun, CTRunGetGlyphCount, CTRunGetStatus, CTRunStatus.rightToLeft, CTRunGetStringIndices, CTRunGetPositions, CFIndex
// Expect: no documented value
// wrapped: static method of SwiftTerm's `enum TerminalBidi`; wrapped in `enum TerminalBidi { ... }`
import Typography

enum TerminalBidi {
    /// Computes the visual order for one soft-wrapped row. The typesetter owns
    /// the full paragraph, so weak and neutral characters keep paragraph context.
    static func computeVisualOrder(range: Range<Int>, typesetter: CTTypesetter,
                                   baseDirection: BidiDirection)
        -> (order: [Int], rtl: [Bool])? {
        let count = range.count
        if count == 0 {
            return ([], [])
        }
        let ctLine = CTTypesetterCreateLine(typesetter,
                                            CFRange(location: range.lowerBound,
                                                    length: count))
        guard let runs = CTLineGetGlyphRuns(ctLine) as? [CTRun] else {
            return nil
        }

        var entries: [(x: CGFloat, index: Int)] = []
        entries.reserveCapacity(count)
        var resolvedRTL = [Bool?](repeating: nil, count: count)
        for run in runs {
            let glyphCount = CTRunGetGlyphCount(run)
            if glyphCount == 0 {
                continue
            }
            let isRTLRun = CTRunGetStatus(run).contains(.rightToLeft)
            var indices = [CFIndex](repeating: 0, count: glyphCount)
            CTRunGetStringIndices(run, CFRange(), &indices)
            var positions = [CGPoint](repeating: .zero, count: glyphCount)
            CTRunGetPositions(run, CFRange(), &positions)
            for offset in 0..<glyphCount {
                let localIndex = indices[offset] - range.lowerBound
                guard localIndex >= 0 && localIndex < count else {
                    continue
                }
                entries.append((positions[offset].x, localIndex))
                resolvedRTL[localIndex] = isRTLRun
            }
        }
        entries.sort {
            if $0.x == $1.x {
                return $0.index < $1.index
            }
            return $0.x < $1.x
        }

        var order: [Int] = []
        order.reserveCapacity(count)
        var seen = Set<Int>()
        for entry in entries where seen.insert(entry.index).inserted {
            order.append(entry.index)
        }

        func inferredRTL(at index: Int) -> Bool {
            var distance = 1
            while index - distance >= 0 || index + distance < count {
                if index - distance >= 0, let value = resolvedRTL[index - distance] {
                    return value
                }
                if index + distance < count, let value = resolvedRTL[index + distance] {
                    return value
                }
                distance += 1
            }
            return baseDirection == .rightToLeft
        }

        // Formatting controls can have no glyph. Insert each one next to the
        // nearest neighbor whose run direction CoreText resolved.
        if order.count < count {
            for index in 0..<count where !seen.contains(index) {
                let isRTL = inferredRTL(at: index)
                resolvedRTL[index] = isRTL
                if let position = order.firstIndex(of: index - 1) {
                    order.insert(index, at: isRTL ? position : position + 1)
                } else if let position = order.firstIndex(of: index + 1) {
                    order.insert(index, at: isRTL ? position + 1 : position)
                } else {
                    order.append(index)
                }
                seen.insert(index)
            }
        }
        guard order.count == count else {
            return nil
        }
        return (order, resolvedRTL.map { $0 ?? (baseDirection == .rightToLeft) })
    }
}

// stub: SwiftTerm's BidiDirection (Sources/SwiftTerm/Bidi.swift L19), the two cases used
public enum BidiDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft
}
