/// libhyphen's hyphenation (`hnj_hyphen_hyphenate3`, standard points) run directly on a mapped
/// compiled file, for dictionaries without replacement patterns (all of Debian's `hyphen-*`).
///
/// Handing libhyphen its own structures means making one for each of the automaton's states
/// (278,832 for German) before the first word; this walks only the states a word passes through,
/// each index checked as it is read, so opening a dictionary costs the mapping and its checksum.
/// It follows libhyphen's steps one for one (the compound level, the minimums at each end, the
/// `NOHYPHEN` list, UTF-8 positions), and `CompiledHyphenationTests` holds both to the same points.
extension MappedPatterns {
    /// The hyphenation vector of `word` (its bytes in the dictionary's encoding), one digit a
    /// character as libhyphen gives it (odd: a point after that character); nil when the file
    /// leads anywhere out of bounds.
    func hyphenVector(_ word: [UInt8], leftMin: Int, rightMin: Int, compoundLeftMin: Int, compoundRightMin: Int) -> [UInt8]? {
        guard let top = levels.first, !word.isEmpty else { return nil }
        let n = word.count
        let clhmin = max(compoundLeftMin, Int(top.compoundLeftMin)), crhmin = max(compoundRightMin, Int(top.compoundRightMin))
        var hyphens = [UInt8](repeating: 0x30, count: n + 5)
        guard hyphenate(level: 0, word, into: &hyphens, clhmin: clhmin, crhmin: crhmin, lend: true, rend: true) else { return nil }
        Self.keepLeft(word, &hyphens, max(leftMin, Int(top.leftMin)), utf8: top.utf8)
        Self.keepRight(word, &hyphens, max(rightMin, Int(top.rightMin)), utf8: top.utf8)
        guard let list = noHyphenList(top) else { return nil }
        for forbidden in list where !forbidden.isEmpty {
            var from = 0
            while let at = Self.firstIndex(of: forbidden, in: word, from: from) {
                hyphens[at + forbidden.count - 1] = 0
                if at >= 1 { hyphens[at - 1] = 0 }
                from = at + 1
            }
        }
        guard top.utf8 else { return Array(hyphens[0..<n]) }
        // libhyphen's positions are bytes; a UTF-8 word's are made characters.
        guard word[0] >> 6 != 2 else { return nil }
        var out: [UInt8] = []
        for i in 0..<n {
            if word[i] >> 6 != 2 { out.append(hyphens[i]) } else if let last = out.indices.last { out[last] = hyphens[i] }
        }
        return out
    }

    /// libhyphen's `hnj_hyphen_hyph_`: the level's patterns over the word; on a level with a next
    /// one, the word cut at the points found (compound boundaries) and each part hyphenated again.
    private func hyphenate(level index: Int, _ word: [UInt8], into hyphens: inout [UInt8], clhmin: Int, crhmin: Int,
                           lend: Bool, rend: Bool) -> Bool {
        let level = levels[index]
        let n = word.count
        var prepared: [UInt8] = [0x2E]
        for byte in word { prepared.append(byte >= 0x30 && byte <= 0x39 ? 0x2E : byte) }
        prepared.append(0x2E)
        guard matchPatterns(level, prepared, into: &hyphens) else { return false }
        guard index + 1 < levels.count else { return true }
        var begin = 0
        for i in 0..<n where hyphens[i] & 1 == 1 || (begin > 0 && i + 1 == n) {
            if i - begin > 0 {
                var part = [UInt8](repeating: 0x30, count: n + 3)
                let segment = Array(prepared[(begin + 1)...(i + 1)])
                guard hyphenate(level: index, segment, into: &part, clhmin: clhmin, crhmin: crhmin,
                                lend: begin > 0 ? false : lend, rend: hyphens[i] & 1 == 1 ? false : rend) else { return false }
                for k in 0..<(i - begin) { hyphens[begin + k] = part[k] }
                // libhyphen puts the word's own byte back after the part (a digit stays a digit).
                prepared[i + 2] = i + 1 < n ? word[i + 1] : 0
            }
            begin = i + 1
        }
        if begin == 0 {
            guard hyphenate(level: index + 1, word, into: &hyphens, clhmin: clhmin, crhmin: crhmin, lend: lend, rend: rend)
            else { return false }
            if !lend { Self.keepLeft(word, &hyphens, clhmin, utf8: level.utf8) }
            if !rend { Self.keepRight(word, &hyphens, crhmin, utf8: level.utf8) }
        }
        return true
    }

    /// The automaton run over `.word.`: each pattern that matches raises the digits it covers;
    /// then the digits are moved to "after character i" and the last one cleared, as libhyphen
    /// does.
    private func matchPatterns(_ level: Level, _ prepared: [UInt8], into hyphens: inout [UInt8]) -> Bool {
        let j = prepared.count, n = j - 2
        for i in 0..<j { hyphens[i] = 0x30 }
        var state: Int32 = 0
        for i in 0..<j {
            var matched = false
            while true {
                if state == -1 {
                    state = 0
                    break
                }
                guard state >= 0, Int(state) < level.stateCount else { return false }
                let record = level.state(Int(state))
                if let next = transition(level, record, prepared[i]) {
                    guard next >= 0, Int(next) < level.stateCount else { return false }
                    state = next
                    matched = true
                    break
                }
                state = record.fallback
            }
            guard matched else { continue }
            let match = level.state(Int(state)).match
            guard match >= 0 else { continue }
            guard let digits = string(level, at: match) else { return false }
            let offset = i + 1 - digits.count
            for k in max(0, -offset)..<digits.count where hyphens[offset + k] < digits[k] { hyphens[offset + k] = digits[k] }
        }
        for i in 0..<max(0, n - 1) { hyphens[i] = hyphens[i + 1] }
        if n >= 1 { hyphens[n - 1] = 0x30 }
        return true
    }

    /// The state a transition on `byte` leads to, or nil when there is none.
    private func transition(_ level: Level, _ state: CompiledPatterns.State, _ byte: UInt8) -> Int32? {
        let first = Int(state.firstTransition), count = Int(state.transitionCount)
        guard first >= 0, count >= 0, first + count <= level.transitionCount else { return nil }
        for k in first..<(first + count) where level.transitions.load(fromByteOffset: k * 8, as: UInt8.self) == byte {
            return Int32(littleEndian: level.transitions.loadUnaligned(fromByteOffset: k * 8 + 4, as: Int32.self))
        }
        return nil
    }

    /// The NUL-terminated string at `offset` of the level's strings; nil when it runs out of them.
    private func string(_ level: Level, at offset: Int32) -> [UInt8]? {
        guard offset >= 0, Int(offset) < level.stringCount else { return nil }
        var bytes: [UInt8] = []
        var at = Int(offset)
        while at < level.stringCount {
            let byte = level.strings.load(fromByteOffset: at, as: UInt8.self)
            if byte == 0 { return bytes }
            bytes.append(byte)
            at += 1
        }
        return nil
    }

    /// The level's `NOHYPHEN` strings (none: empty); nil when they run out of the strings.
    private func noHyphenList(_ level: Level) -> [[UInt8]]? {
        guard level.noHyphen >= 0 else { return [] }
        var list: [[UInt8]] = []
        var at = level.noHyphen
        for _ in 0...Int(max(0, level.noHyphenCount)) {
            guard let item = string(level, at: at) else { return nil }
            list.append(item)
            at += Int32(item.count + 1)
        }
        return list
    }

    /// The first place at or after `from` where `needle` occurs in `word`.
    private static func firstIndex(of needle: [UInt8], in word: [UInt8], from: Int) -> Int? {
        guard needle.count <= word.count, from <= word.count - needle.count else { return nil }
        for start in from...(word.count - needle.count) where word[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }

    /// libhyphen's `hnj_hyphen_lhmin`: no point in the first `minimum` characters (a digit does not
    /// count; the ligature characters U+FB03 and U+FB04 count twice).
    private static func keepLeft(_ word: [UInt8], _ hyphens: inout [UInt8], _ minimum: Int, utf8: Bool) {
        func byte(_ i: Int) -> UInt8 { i < word.count ? word[i] : 0 }
        func ligatureExtra(_ j: Int) -> Int {
            guard utf8, byte(j) == 0xEF, byte(j + 1) == 0xAC else { return 0 }
            return byte(j + 2) == 0x83 || byte(j + 2) == 0x84 ? 1 : 0
        }
        var i = 1 + ligatureExtra(0)
        var j = 0
        while byte(j) >= 0x30 && byte(j) <= 0x39 { i -= 1; j += 1 }
        j = 0
        while i < minimum && byte(j) != 0 {
            repeat {
                hyphens[j] = 0x30
                j += 1
                i += ligatureExtra(j)
            } while utf8 && byte(j) & 0xC0 == 0x80
            i += 1
        }
    }

    /// libhyphen's `hnj_hyphen_rhmin`: no point in the last `minimum` characters.
    private static func keepRight(_ word: [UInt8], _ hyphens: inout [UInt8], _ minimum: Int, utf8: Bool) {
        var i = 0
        var j = word.count - 1
        while j > 0 && word[j] >= 0x30 && word[j] <= 0x39 { i -= 1; j -= 1 }
        j = word.count - 1
        while i < minimum && j > 0 {
            hyphens[j] = 0x30
            if !utf8 || word[j] & 0xC0 == 0xC0 || word[j] & 0x80 != 0x80 { i += 1 }
            j -= 1
        }
    }
}
