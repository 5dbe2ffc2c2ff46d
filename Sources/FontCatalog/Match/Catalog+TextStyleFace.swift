import FontFile

/// The face a text style is set in: the catalog's match for the style's query, then, between a
/// design's separate Text and Display families (SF Pro Text and Display, Inter and Inter Display),
/// the one for the style's optical size.
public struct TextStyleFace: Sendable, Hashable {
    /// The match: the face, its family, and the coordinates of its variation axes (`wght`,
    /// `wdth`, `opsz`, …) for the query.
    public var match: FontMatch
    /// How the Text or Display family was chosen: `range` (the faces' declared optical size
    /// ranges), `switchPoint` (the design map's switch point), or nil when the design has no such
    /// pair.
    public var opticalSizeRule: String?

    /// The family to ask a text engine for (Pango, CSS).
    public var family: String { match.family }

    /// The coordinates of the axes a style sets (`wght`, `wdth`, `opsz`), in the face's axis
    /// order; empty for a static face.
    public var styleAxes: [FontVariation] {
        let kept: Set<String> = ["wght", "wdth", "opsz"]
        return match.face.axes.compactMap { axis in
            guard kept.contains(axis.tag), let value = match.variations[axis.tag] else { return nil }
            return FontVariation(tag: axis.tag, value: value)
        }
    }
}

extension Catalog {
    /// The face for a text style's query (family, design, weight, width, slant and, as
    /// `pointSize`, the style's optical size): ``match(_:)``, then the Text or Display family by
    /// ``OpticalSizeSelection``, from the faces' declared size ranges when both declare one, else
    /// the design map's switch point. Nil when no face is installed at all.
    public func textStyleFace(_ query: FontQuery) -> TextStyleFace? {
        guard let matched = match(query) else { return nil }
        guard let pointSize = query.pointSize else { return TextStyleFace(match: matched, opticalSizeRule: nil) }
        var textQuery = query, displayQuery = query
        textQuery.pointSize = nil
        displayQuery.pointSize = Swift.max(designMap.displayFromPointSize, pointSize)
        guard let text = match(textQuery), let display = match(displayQuery),
              text.face.familyName != display.face.familyName else {
            return TextStyleFace(match: matched, opticalSizeRule: nil)
        }
        if let textRange = Catalog.declaredOpticalSizes(text.face), let displayRange = Catalog.declaredOpticalSizes(display.face),
           let selection = OpticalSizeSelection.select([.init(family: text.face.familyName, range: textRange),
                                                        .init(family: display.face.familyName, range: displayRange)],
                                                       pointSize: pointSize) {
            return TextStyleFace(match: selection.index == 0 ? text : display, opticalSizeRule: "range")
        }
        return TextStyleFace(match: matched, opticalSizeRule: "switchPoint")
    }

    /// The optical size range a face declares, or nil; OS/2 v5's "no information" range (0 to
    /// 0xFFFF TWIPs) declares nothing.
    static func declaredOpticalSizes(_ face: CatalogFace) -> ClosedRange<Double>? {
        guard let o = face.opticalSize, o.min <= o.max else { return nil }
        if o.min <= 0 && o.max >= 3276 { return nil }
        return o.min...o.max
    }
}
