import FontCatalog

extension CatalogFonts {
    /// Bold Text (the legibility weight) for a custom font: the weight of the next heavier face
    /// that the font's family has installed — a static face or a named instance of a variable
    /// face, upright or italic as asked — or nil when the family has none heavier (or is not
    /// installed). `name` is a family, PostScript or full name.
    ///
    /// The system font gets a documented +200 model instead (`FontWeight.boldTextWeight`): Apple
    /// publishes no mapping, and what a custom font can show is what its family has.
    public func boldTextWeight(for name: String, weight: Double, italic: Bool = false) -> Double? {
        let catalog = self.catalog
        let family: String
        if catalog.hasFamily(name) {
            family = name
        } else if let face = catalog.resolve(name: name).face {
            family = face.familyName
        } else {
            return nil
        }
        guard let faces = try? catalog.faces(matching: FaceFilter(family: family, includeNamedInstances: true)) else { return nil }
        let heavier = faces.filter { $0.italic == italic && Double($0.weight) > weight + 0.5 }.map { Double($0.weight) }
        return heavier.min()
    }
}
