/// Checking that entities resolve, without making their resolved values: what import validation needs.
extension Resolver {
    /// Throws the error resolving `entity` would throw because of `entity` itself, without resolving
    /// its fields: a missing parent, a parent of another bar or a parent cycle (the chain walk of
    /// resolution), and a missing palette colour or an alias cycle behind one of its own colour fields.
    /// Palette colours, layouts, sheets, toolbars and themes (few, and their details can fail) are
    /// resolved whole, as ``forEachEntity(_:)`` would.
    ///
    /// An appearance's inherited colour fields are not evaluated here: their errors name the ancestor
    /// that sets them, which is checked on its own. Everything an appearance's full resolution adds
    /// beyond this (variant fallback, defaults, provenance) cannot fail.
    public func check(_ entity: Entity) throws(ResolutionError) {
        guard entity.kind == .appearance else {
            _ = try resolveWithoutKeeping(entity)
            return
        }
        let inherited = try inheritance.fields(of: entity)
        let catalogue = entity.catalogue
        for path in entity.fields.keys.sorted() {
            guard let position = catalogue.position(path), let entry = inherited.entry(atPosition: position),
                entry.setBy == entity.name,
                case .color(let color) = entry.value
            else { continue }
            _ = try resolvedColor(color, referrer: entry.source(kind: entity.kind, in: catalogue))
        }
    }
}
