/// The Unicode Bidirectional Algorithm's reordering of runs (UAX #9 rule L2), for the shaper's runs
/// of one piece and for the pieces of a line alike.
enum VisualOrder {
    /// The visual order of runs at bidi levels `levels`: from the highest level down to the lowest
    /// odd level, every maximal sequence of runs at that level or higher reversed.
    static func of(levels: [Int]) -> [Int] {
        var order = Array(levels.indices)
        guard let maxLevel = levels.max(), maxLevel > 0 else { return order }
        let lowestOdd = levels.filter { $0 & 1 == 1 }.min() ?? (maxLevel + 1)
        var level = maxLevel
        while level >= lowestOdd && level > 0 {
            var i = 0
            while i < order.count {
                if levels[order[i]] >= level {
                    var j = i
                    while j < order.count && levels[order[j]] >= level { j += 1 }
                    order[i..<j].reverse()
                    i = j
                } else {
                    i += 1
                }
            }
            level -= 1
        }
        return order
    }
}
