import Homogeneous

extension ReplayBuilder {
    /// The model-space point of the tag named `name`: an exact match, else the
    /// only case-insensitive one. Errors point at the name in the script.
    static func lookUp(_ name: String, in points: [String: Vector3],
                       at location: SourceLocation) throws(InputError) -> Vector3 {
        if let point = points[name] { return point }
        // Sorted so that messages never depend on dictionary order.
        let key = name.lowercased()
        let matches = points.keys.filter { $0.lowercased() == key }.sorted()
        if matches.count == 1, let only = matches.first, let point = points[only] { return point }
        if matches.count > 1 {
            let list = matches.prefix(5).map(\.quotedForMessage).joined(separator: ", ")
            throw InputError("tag \(name.quotedForMessage) is ambiguous: it matches \(list); "
                + "write it exactly", at: location)
        }
        if let guess = Suggestion.nearest(to: name, in: points.keys.sorted()) {
            throw InputError("unknown tag \(name.quotedForMessage); did you mean \(guess.quotedForMessage)?",
                             at: location)
        }
        throw InputError("unknown tag \(name.quotedForMessage): no tag in the cloud has this text", at: location)
    }
}
