/// Reads tags with places on the globe (globe mode).
///
/// ## Grammar
///
/// UTF-8 text (a leading byte-order mark is skipped), one tag per line,
/// lines ending in `\n` or `\r\n`. Blank lines are ignored; `#` starts a
/// comment at the start of a line or after a space or tab (so `C#` is a name).
///
///     Paris<TAB>48.8566,2.3522            name TAB lat,lon
///     Paris<TAB>48.8566,2.3522<TAB>5      … TAB weight
///     Paris<TAB>48.8566<TAB>2.3522<TAB>5  lat and lon in their own columns
///     Paris,48.8566,2.3522,5              comma-separated (used when the line has no tab)
///     "Washington, D.C.",38.9072,-77.0369 a quoted name may contain commas
///
/// A line with a tab is split at tabs, any other line at commas. The name
/// may contain spaces (each inner run of white space becomes one space, as
/// in a tag list); blanks around every field are dropped. Any field may
/// be written in double quotes, CSV style (`""` for a quote inside): quote a
/// name that contains a comma in the comma form, or that starts with `#` or
/// `"`. Latitude is −90…90 and longitude −180…180, in decimal degrees (north
/// and east positive); the weight is a number greater than 0 (default 1).
/// The first line may be a header whose latitude and longitude columns are
/// named `lat`/`latitude` and `lon`/`lng`/`long`/`longitude`; it is skipped.
///
/// Every tag must have a position: in globe mode a line with only a name is
/// an error. Namesakes are places: a name seen before at a position more
/// than ``namesakeDistance`` km from each earlier one is another tag (the
/// Hyderabad of India and that of Pakistan); within it, the line's weight
/// adds to the earlier tag's, as repeated tags add up (a sum too large for
/// a `Double` is an error). Read for a word cloud (`keepsNamesakes` false),
/// a name is one tag wherever it is. Errors give the line and the column of
/// the offending field.
///
/// The file is read a line at a time. More than `maximumTags` tags, or a
/// name longer than `maximumNameLength` Unicode scalars, is an error at its
/// line (``InputError/exceededCap``), so memory follows the tags kept.
public enum GeoTagInput {
    /// How close, in km (on a sphere of the Earth's mean radius), two lines
    /// of the same name are one place: further apart they are namesakes.
    public static let namesakeDistance = 1.0

    /// Parses geo tags from UTF-8 bytes; invalid UTF-8 is an error at its line and column.
    ///
    /// With `keepsNamesakes` false, lines of the same name are one tag at
    /// the first line's position, their weights summed (for a word cloud of
    /// a place list, where two Hyderabads are one word).
    public static func parse(_ bytes: some Collection<UInt8>, file: String, maximumTags: Int = .max,
                             maximumNameLength: Int = .max, keepsNamesakes: Bool = true) throws(InputError) -> [GeoTag] {
        var reader = Reader(file: file, maximumTags: maximumTags, maximumNameLength: maximumNameLength,
                            keepsNamesakes: keepsNamesakes)
        try LineReader.forEachLine(bytes, file: file) { (line: InputLine) throws(InputError) in try reader.read(line) }
        return reader.tags
    }

    /// Parses geo tags from text.
    public static func parse(_ text: String, file: String, maximumTags: Int = .max,
                             maximumNameLength: Int = .max) throws(InputError) -> [GeoTag] {
        try parse(text.utf8, file: file, maximumTags: maximumTags, maximumNameLength: maximumNameLength)
    }

    /// The Earth's mean radius in km.
    static let earthRadius = 6371.0

    /// A name in a cube of ``namesakeDistance`` on a side.
    private struct NameCell: Hashable {
        var name: String
        var x: Int, y: Int, z: Int
    }

    /// The state of a geo-tag file being read, one line at a time.
    private struct Reader {
        /// The file name for errors.
        let file: String
        /// The most tags accepted.
        let maximumTags: Int
        /// The longest name accepted, in Unicode scalars.
        let maximumNameLength: Int
        /// Whether a name further than ``namesakeDistance`` from its earlier lines is another tag.
        let keepsNamesakes: Bool
        /// The tags so far.
        var tags: [GeoTag] = []
        /// The tags so far of each name in each kilometre cube.
        var named: [NameCell: [Int]] = [:]
        /// Whether a content line was seen.
        var sawContent = false

        /// Reads one line.
        mutating func read(_ line: InputLine) throws(InputError) {
            let tag: GeoTag
            let column: Int
            do throws(LineError) {
                let separator: Unicode.Scalar = line.scalars.contains("\t") ? "\t" : ","
                let fields = try FieldScanner.fields(line.scalars, separator: separator)
                guard let name = fields.first else { return }
                let isFirst = !sawContent
                sawContent = true
                let position = try GeoTagInput.positionFields(fields.dropFirst(), name: name, separator: separator)
                if isFirst, GeoTagInput.isHeader(position) { return }
                tag = try GeoTagInput.geoTag(name: name, position, commaForm: separator == ",")
                column = name.column
            } catch {
                throw InputError(error.message,
                                 at: SourceLocation(file: file, line: line.number, column: error.column))
            }
            // Tags are found by name in kilometre cubes round the Earth's centre, so namesakes cost
            // a few look-ups each however many there are.
            let u = tag.coordinate.unitVector
            let km = GeoTagInput.earthRadius
            let cell = keepsNamesakes
                ? [u.x, u.y, u.z].map { Int(($0 * km / GeoTagInput.namesakeDistance).rounded(.down)) } : [0, 0, 0]
            for dx in -1...1 { for dy in -1...1 { for dz in -1...1 {
                let key = NameCell(name: tag.name, x: cell[0] + dx, y: cell[1] + dy, z: cell[2] + dz)
                for i in named[key] ?? [] {
                    let v = tags[i].coordinate.unitVector
                    let chord = ((u.x - v.x) * (u.x - v.x) + (u.y - v.y) * (u.y - v.y) + (u.z - v.z) * (u.z - v.z))
                        .squareRoot()
                    if !keepsNamesakes || chord * km <= GeoTagInput.namesakeDistance {
                        let sum = tags[i].weight + tag.weight
                        guard sum.isFinite else {
                            throw InputError("the total weight of \(tag.name.quotedForMessage) is too large",
                                             at: SourceLocation(file: file, line: line.number, column: column))
                        }
                        tags[i].weight = sum
                        return
                    }
                }
            } } }
            let length = tag.name.unicodeScalars.count
            if length > maximumNameLength {
                throw capError("tag too long: \(length) characters, more than the "
                    + "\(maximumNameLength)-character cap", .tagLength, line: line.number, column: column)
            }
            if tags.count >= maximumTags {
                throw capError("too many tags: more than \(maximumTags) distinct tags", .distinctTags,
                               line: line.number, column: column)
            }
            named[NameCell(name: tag.name, x: cell[0], y: cell[1], z: cell[2]), default: []].append(tags.count)
            tags.append(tag)
        }

        /// An error for going over a cap.
        func capError(_ message: String, _ cap: InputError.Cap, line: Int, column: Int) -> InputError {
            InputError(message, at: SourceLocation(file: file, line: line, column: column), exceededCap: cap)
        }
    }

    /// The latitude, longitude and optional weight fields after the name.
    private static func positionFields(_ rest: ArraySlice<InputField>, name: InputField,
                                       separator: Unicode.Scalar) throws(LineError) -> [InputField] {
        // Nothing, or one empty field (`Paris,` or a tab before a comment), is no position.
        guard let first = rest.first, rest.count > 1 || first.quoted || !first.text.isEmpty else {
            throw LineError("tag \(name.text.quotedForMessage) has no position: tags without positions are an "
                + "error in globe mode; write NAME<TAB>LAT,LON as in 'Paris<TAB>48.8566,2.3522'", column: name.endColumn)
        }
        // In the tab form, `lat,lon` may share one column.
        guard separator == "\t", !first.quoted, first.text.unicodeScalars.contains(",") else { return Array(rest) }
        let inner = try FieldScanner.fields(Array(first.text.unicodeScalars), separator: ",").map {
            InputField(text: $0.text, column: first.column + $0.column - 1, quoted: $0.quoted,
                       endColumn: first.column + $0.endColumn - 1)
        }
        guard inner.count == 2 else {
            throw LineError("expected LAT,LON such as 48.8566,2.3522, got \(first.text.quotedForMessage)",
                            column: first.column)
        }
        return inner + rest.dropFirst()
    }

    /// True when the fields name the latitude and longitude columns of a header.
    private static func isHeader(_ fields: [InputField]) -> Bool {
        guard fields.count >= 2 else { return false }
        return ["lat", "latitude"].contains(fields[0].text.lowercased())
            && ["lon", "lng", "long", "longitude"].contains(fields[1].text.lowercased())
    }

    /// The tag of one line.
    private static func geoTag(name: InputField, _ position: [InputField],
                               commaForm: Bool) throws(LineError) -> GeoTag {
        // Inner white space (a form feed, a run of spaces) becomes one space, as in a tag list.
        let text = TagSource.collapsed(name.text.unicodeScalars)
        guard !text.isEmpty else { throw LineError("missing tag name before the position", column: name.column) }
        let layout = commaForm ? "NAME,LAT,LON[,WEIGHT]" : "NAME<TAB>LAT,LON[<TAB>WEIGHT]"
        let hint = commaForm ? " (quote a name that contains a comma)" : ""
        if position.count == 1, (try? position[0].number(CoordinateText.latitude)) == nil {
            // One field that is no latitude (`Moon<TAB>412` in a weighted list): the line has no position.
            let example = commaForm ? "'Paris,48.8566,2.3522'" : "'Paris<TAB>48.8566,2.3522'"
            throw LineError("tag \(name.text.quotedForMessage) has no LAT,LON, only \(position[0].text.quotedForMessage): "
                + "a line is \(layout) as in \(example)", column: position[0].column)
        }
        let lat = try position[0].number(CoordinateText.latitude, hint: hint)
        guard position.count >= 2 else {
            throw LineError("missing longitude after the latitude: a line is \(layout)", column: position[0].endColumn)
        }
        guard position.count <= 3 else {
            throw LineError("unexpected extra column \(position[3].text.quotedForMessage): a line is \(layout)",
                            column: position[3].column)
        }
        let lon = try position[1].number(CoordinateText.longitude)
        let weight = position.count == 3 ? try position[2].number(CoordinateText.weight) : 1
        return GeoTag(name: text, weight: weight, coordinate: GeoCoordinate(checkedLatitude: lat, longitude: lon))
    }
}
