/// The font variations table: axes and named instances.
/// Spec: https://learn.microsoft.com/typography/opentype/spec/fvar
public struct FvarTable: Sendable, Hashable, Codable {
    /// A variation axis record.
    public struct Axis: Sendable, Hashable, Codable {
        /// The axis tag (`wght`, `wdth`, `opsz`, `slnt`, `ital`, or a private tag).
        public var tag: OpenTypeTag
        /// The minimum coordinate of the axis, in user units.
        public var minValue: Double
        /// The default coordinate of the axis, in user units.
        public var defaultValue: Double
        /// The maximum coordinate of the axis, in user units.
        public var maxValue: Double
        /// The axis qualifiers (0x0001: hidden axis).
        public var flags: UInt16
        /// The `name` table ID of the axis name.
        public var axisNameID: UInt16
        /// The axis name, resolved through the name table.
        public var name: String?
        /// Flag 0x0001: the axis should not be shown in user interfaces.
        public var hidden: Bool { flags & 1 != 0 }
    }

    /// A named instance: a predefined position in the design space.
    public struct Instance: Sendable, Hashable, Codable {
        /// The `name` table ID of the instance's subfamily name.
        public var subfamilyNameID: UInt16
        /// Reserved flags (0 by the spec).
        public var flags: UInt16
        /// One coordinate per axis, in axis order.
        public var coordinates: [Double]
        /// The `name` table ID of the instance's PostScript name, when the instance record has one.
        public var postScriptNameID: UInt16?
        /// The resolved subfamily name ("Bold Condensed") and PostScript name.
        public var name: String?
        /// The resolved PostScript name.
        public var postScriptName: String?
    }

    /// The table's major version (1).
    public var majorVersion: UInt16
    /// The table's minor version (0).
    public var minorVersion: UInt16
    /// The variation axes, in the table's order (the order of each instance's coordinates).
    public var axes: [Axis]
    /// The named instances, in the table's order.
    public var instances: [Instance]

    /// Counts are checked against the bytes present before anything is allocated: an absurd
    /// axisCount or instanceCount makes the table malformed (treated as absent).
    init(_ r: ByteReader, names: NameView?) throws(ParseError) {
        majorVersion = try r.u16(0)
        minorVersion = try r.u16(2)
        guard majorVersion == 1 else { throw .invalidFormat("fvar: unknown major version \(majorVersion)") }
        let axesOffset = Int(try r.u16(4))
        let axisCount = Int(try r.u16(8))
        let axisSize = Int(try r.u16(10))
        let instanceCount = Int(try r.u16(12))
        let instanceSize = Int(try r.u16(14))
        // A larger record size is allowed (future fields are skipped); a smaller one is not.
        guard axisSize >= 20 else { throw .invalidFormat("fvar: axisSize \(axisSize) < 20") }
        guard axisCount > 0 else { throw .invalidFormat("fvar: no axes") }
        guard axisCount <= r.available(recordsOf: axisSize, from: axesOffset) else {
            throw .invalidFormat("fvar: axisCount \(axisCount) does not fit in the table")
        }
        let minInstance = 4 + 4 * axisCount
        guard instanceCount == 0 || instanceSize >= minInstance else {
            throw .invalidFormat("fvar: instanceSize \(instanceSize) < \(minInstance)")
        }
        let instancesOffset = axesOffset + axisCount * axisSize
        guard instanceCount == 0
            || instanceCount <= r.available(recordsOf: instanceSize, from: instancesOffset)
        else {
            throw .invalidFormat("fvar: instanceCount \(instanceCount) does not fit in the table")
        }
        var axes: [Axis] = []
        axes.reserveCapacity(axisCount)
        for i in 0..<axisCount {
            let o = axesOffset + i * axisSize
            var lo = try r.fixed(o + 4)
            let def = try r.fixed(o + 8)
            var hi = try r.fixed(o + 12)
            // Font bug tolerated: min > default or default > max; the range is widened to hold
            // the default, as HarfBuzz does.
            lo = min(lo, def)
            hi = max(hi, def)
            let nameID = try r.u16(o + 18)
            axes.append(Axis(tag: try r.tag(o), minValue: lo, defaultValue: def, maxValue: hi,
                             flags: try r.u16(o + 16), axisNameID: nameID, name: names?.string(nameID)))
        }
        var instances: [Instance] = []
        instances.reserveCapacity(instanceCount)
        for i in 0..<instanceCount {
            let o = instancesOffset + i * instanceSize
            var coords: [Double] = []
            coords.reserveCapacity(axisCount)
            for a in 0..<axisCount { coords.append(try r.fixed(o + 4 + 4 * a)) }
            let sub = try r.u16(o)
            var ps: UInt16?
            if instanceSize >= minInstance + 2 {
                let v = try r.u16(o + minInstance)
                ps = v == 0xFFFF ? nil : v  // 0xFFFF: no PostScript name for this instance
            }
            instances.append(Instance(subfamilyNameID: sub, flags: try r.u16(o + 2), coordinates: coords,
                                      postScriptNameID: ps, name: names?.string(sub),
                                      postScriptName: ps.flatMap { names?.string($0) }))
        }
        self.axes = axes
        self.instances = instances
    }

    /// The axis tagged `tag`, or `nil` when the font has no such axis.
    public func axis(_ tag: OpenTypeTag) -> Axis? { axes.first { $0.tag == tag } }
}
