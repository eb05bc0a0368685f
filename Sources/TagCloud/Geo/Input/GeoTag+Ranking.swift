extension GeoTag {
    /// `places` heaviest first, ties in their order, cut to `maxTags` (all
    /// when nil): the order and cut ``TagInput/parse(_:file:options:)-([UInt8],_,_)`` gives tags.
    public static func ranked(_ places: [GeoTag], maxTags: Int? = nil) -> [GeoTag] {
        TagTally.heaviestFirst(places.map(\.weight), maxTags: maxTags).map { places[$0] }
    }
}
