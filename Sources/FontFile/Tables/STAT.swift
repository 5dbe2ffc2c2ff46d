/// The style attributes table: design axes and axis values (formats 1–4).
/// Spec: https://learn.microsoft.com/typography/opentype/spec/stat
public struct STATTable: Sendable, Hashable, Codable {
    /// A design axis record: an axis the family varies on, variable or not.
    public struct DesignAxis: Sendable, Hashable, Codable {
        /// The axis tag (`wght`, `wdth`, `ital`, `opsz`, …).
        public var tag: OpenTypeTag
        /// The `name` table ID of the axis name.
        public var nameID: UInt16
        /// The axis's position in the order of the elements of a face name.
        public var ordering: UInt16
        /// The axis name, resolved from `nameID` (`nil` when the `name` table lacks it).
        public var name: String?
    }

    /// An axis value table: a named value (or range) on one or more design axes.
    public struct AxisValue: Sendable, Hashable, Codable {
        /// 1: a value; 2: a range (nominal, min, max); 3: a value with a linked value;
        /// 4: a combination of values on several axes.
        public var format: UInt16
        /// The design axis (formats 1–3); `nil` for format 4.
        public var axisIndex: UInt16?
        /// The axis tag, resolved from `axisIndex`.
        public var axisTag: OpenTypeTag?
        /// The axis value flags (0x0001 older sibling font attribute, 0x0002 elidable).
        public var flags: UInt16
        /// The `name` table ID of the value's name ("Bold", "Condensed").
        public var valueNameID: UInt16
        /// The value's name, resolved from `valueNameID` (`nil` when the `name` table lacks it).
        public var name: String?
        /// Format 1 and 3: the value; format 2: the nominal value.
        public var value: Double?
        /// Format 2: the minimum of the range.
        public var rangeMinValue: Double?
        /// Format 2: the maximum of the range.
        public var rangeMaxValue: Double?
        /// Format 3: the linked value (the style-linked bold of a regular, say).
        public var linkedValue: Double?
        /// Format 4: (axis index, value) pairs.
        public var axisValues: [AxisIndexValue]?

        /// Flag 0x0002: the name may be elided ("Regular").
        public var elidable: Bool { flags & 2 != 0 }
    }

    /// One axis value of a format 4 axis value table.
    public struct AxisIndexValue: Sendable, Hashable, Codable {
        /// The index of the design axis.
        public var axisIndex: UInt16
        /// The value on that axis.
        public var value: Double
    }

    /// The table's major version (1).
    public var majorVersion: UInt16
    /// The table's minor version (0 to 2).
    public var minorVersion: UInt16
    /// The design axes, in the table's order.
    public var designAxes: [DesignAxis]
    /// The axis values that could be read (a malformed one is skipped with a warning).
    public var axisValues: [AxisValue]
    /// The `name` table ID of the name used when every axis value is elided (version 1.1 and later).
    public var elidedFallbackNameID: UInt16?
    /// The elided fallback name, resolved from `elidedFallbackNameID` ("Regular").
    public var elidedFallbackName: String?

    init(_ r: ByteReader, names: NameView?, warnings: inout [String]) throws(ParseError) {
        majorVersion = try r.u16(0)
        minorVersion = try r.u16(2)
        guard majorVersion == 1 else { throw .invalidFormat("STAT: unknown major version \(majorVersion)") }
        let axisSize = Int(try r.u16(4))
        let axisCount = Int(try r.u16(6))
        let axesOffset = Int(try r.u32(8))
        let valueCount = Int(try r.u16(12))
        let valuesOffset = Int(try r.u32(14))
        if minorVersion >= 1, let e = try? r.u16(18) {
            elidedFallbackNameID = e
            elidedFallbackName = names?.string(e)
        }
        guard axisCount == 0 || axisSize >= 8 else { throw .invalidFormat("STAT: designAxisSize \(axisSize) < 8") }
        guard axisCount == 0 || axisCount <= r.available(recordsOf: axisSize, from: axesOffset) else {
            throw .invalidFormat("STAT: designAxisCount \(axisCount) does not fit in the table")
        }
        guard valueCount == 0 || valueCount <= r.available(recordsOf: 2, from: valuesOffset) else {
            throw .invalidFormat("STAT: axisValueCount \(valueCount) does not fit in the table")
        }
        var axes: [DesignAxis] = []
        axes.reserveCapacity(axisCount)
        for i in 0..<axisCount {
            let o = axesOffset + i * axisSize
            let nameID = try r.u16(o + 4)
            axes.append(DesignAxis(tag: try r.tag(o), nameID: nameID, ordering: try r.u16(o + 6),
                                   name: names?.string(nameID)))
        }
        var values: [AxisValue] = []
        values.reserveCapacity(valueCount)
        var skipped = 0
        for i in 0..<valueCount {
            let o = valuesOffset + Int(try r.u16(valuesOffset + 2 * i))
            do {
                values.append(try STATTable.axisValue(r, at: o, axes: axes, names: names))
            } catch {
                // Font bug tolerated: one malformed or unknown-format axis value is skipped.
                skipped += 1
            }
        }
        if skipped > 0 { warnings.append("STAT: \(skipped) malformed or unknown axis value(s) skipped") }
        designAxes = axes
        axisValues = values
    }

    static func axisValue(_ r: ByteReader, at o: Int, axes: [DesignAxis], names: NameView?) throws(ParseError) -> AxisValue {
        let format = try r.u16(o)
        func tag(_ i: UInt16) -> OpenTypeTag? { Int(i) < axes.count ? axes[Int(i)].tag : nil }
        switch format {
        case 1, 2, 3:
            let axis = try r.u16(o + 2)
            let flags = try r.u16(o + 4)
            let nameID = try r.u16(o + 6)
            var v = AxisValue(format: format, axisIndex: axis, axisTag: tag(axis), flags: flags,
                              valueNameID: nameID, name: names?.string(nameID))
            v.value = try r.fixed(o + 8)
            if format == 2 {
                v.rangeMinValue = try r.fixed(o + 12)
                v.rangeMaxValue = try r.fixed(o + 16)
            } else if format == 3 {
                v.linkedValue = try r.fixed(o + 12)
            }
            return v
        case 4:
            let count = Int(try r.u16(o + 2))
            guard count <= r.available(recordsOf: 6, from: o + 8) else { throw .outOfBounds }
            let flags = try r.u16(o + 4)
            let nameID = try r.u16(o + 6)
            var pairs: [AxisIndexValue] = []
            pairs.reserveCapacity(count)
            for j in 0..<count {
                pairs.append(AxisIndexValue(axisIndex: try r.u16(o + 8 + 6 * j), value: try r.fixed(o + 10 + 6 * j)))
            }
            var v = AxisValue(format: 4, axisIndex: nil, axisTag: nil, flags: flags, valueNameID: nameID,
                              name: names?.string(nameID))
            v.axisValues = pairs
            return v
        default:
            throw .invalidFormat("STAT: unknown axis value format \(format)")
        }
    }

    /// The optical size range described on the `opsz` design axis: the union of format 2
    /// ranges, or of the format 1/3 values when there is no range. `nil` without an `opsz` axis.
    public var opticalSizeRange: ClosedRange<Double>? {
        var lo = Double.infinity, hi = -Double.infinity
        var points: [Double] = []
        for v in axisValues where v.axisTag == "opsz" {
            if v.format == 2, let a = v.rangeMinValue, let b = v.rangeMaxValue {
                lo = min(lo, a, b)
                hi = max(hi, a, b)
            } else if let x = v.value {
                points.append(x)
            }
        }
        if lo <= hi { return lo...hi }
        if let a = points.min(), let b = points.max() { return a...b }
        return nil
    }
}
