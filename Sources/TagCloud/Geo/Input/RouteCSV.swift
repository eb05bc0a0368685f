import Homogeneous

/// Reads a route (`--route FILE.csv`): the places a path passes through, in order.
///
/// ## Grammar
///
/// UTF-8 text (a leading byte-order mark is skipped), lines ending in `\n`
/// or `\r\n`, blank lines ignored, `#` starting a comment at the start of a
/// line or after a space or tab. Each other line is one point:
///
///     48.8566,2.3522        LAT,LON in decimal degrees (north and east positive)
///     48.8566 , 2.3522      blanks around the numbers are allowed
///
/// Latitude is −90…90 and longitude −180…180. Without a header a line has
/// exactly two columns; a third is an error.
///
/// The first line may instead be a header (its first column is not a
/// number): comma-separated column names, one of them `lat` or `latitude`
/// and one `lon`, `lng`, `long` or `longitude` (any case, once each). The
/// points are then read from those columns, in any order, and every other
/// column (a time, an elevation, a quoted name) is ignored:
///
///     time,lat,lon,ele
///     08:00,48.8566,2.3522,35
///
/// Fields may be quoted CSV style (`"…"`, `""` for a quote). A route needs at
/// least one point. Errors give the line and the column of the offending field.
///
/// The file is read a line at a time and its places go through a
/// ``RouteSimplifier`` as they are read, so memory follows the places kept,
/// not the file: with a `tolerance`, places closer than it to the last kept
/// one are dropped, and more than `maximumPoints` kept places is an error at
/// the line of the first one too many (``InputError/exceededCap`` is ``InputError/Cap/routePoints``).
public enum RouteCSV {
    /// Parses a route from UTF-8 bytes; invalid UTF-8 is an error at its line and column.
    public static func parse(_ bytes: some Collection<UInt8>, file: String, tolerance: Angle = .zero,
                             maximumPoints: Int = .max) throws(InputError) -> [GeoCoordinate] {
        var reader = Reader(file: file, simplifier: RouteSimplifier(tolerance: tolerance, maximumPoints: maximumPoints))
        try LineReader.forEachLine(bytes, file: file) { (line: InputLine) throws(InputError) in try reader.read(line) }
        return try reader.finish()
    }

    /// Parses a route from text.
    public static func parse(_ text: String, file: String, tolerance: Angle = .zero,
                             maximumPoints: Int = .max) throws(InputError) -> [GeoCoordinate] {
        try parse(text.utf8, file: file, tolerance: tolerance, maximumPoints: maximumPoints)
    }

    /// Which columns hold the latitude and the longitude, and whether a header named them.
    private struct Columns {
        var latitude = 0
        var longitude = 1
        var named = false
    }

    /// The state of a route being read, one line at a time.
    private struct Reader {
        /// The file name for errors.
        let file: String
        /// The kept places.
        var simplifier: RouteSimplifier
        /// The columns, once the first content line has said.
        var columns: Columns?
        /// Whether any point was read.
        var sawPoint = false
        /// The number of the last line read.
        var lastLine = 0

        /// Reads one line.
        mutating func read(_ line: InputLine) throws(InputError) {
            lastLine = line.number
            let place: GeoCoordinate
            do throws(LineError) {
                let fields = try FieldScanner.fields(line.scalars, separator: ",")
                guard let first = fields.first else { return }
                if let known = columns {
                    place = try RouteCSV.point(fields, known)
                } else if DecimalNumber.plain(first.text) == nil, !first.text.isEmpty {
                    // The first content line: a header when it does not start with a number.
                    columns = try RouteCSV.header(fields)
                    return
                } else {
                    columns = Columns()
                    place = try RouteCSV.point(fields, Columns())
                }
            } catch {
                throw InputError(error.message,
                                 at: SourceLocation(file: file, line: line.number, column: error.column))
            }
            sawPoint = true
            guard simplifier.append(place) else {
                throw InputError("too many points: the route keeps more than \(simplifier.maximumPoints) "
                    + "after simplifying", at: SourceLocation(file: file, line: line.number, column: 1),
                    exceededCap: .routePoints)
            }
        }

        /// The kept places; an error when there were none.
        func finish() throws(InputError) -> [GeoCoordinate] {
            guard sawPoint else {
                throw InputError("the route has no points: write one LAT,LON per line, as in 48.8566,2.3522",
                                 at: SourceLocation(file: file, line: max(1, lastLine), column: 1))
            }
            return simplifier.places
        }
    }

    /// The columns a header names.
    private static func header(_ fields: [InputField]) throws(LineError) -> Columns {
        var lat: Int?, lon: Int?
        for (index, field) in fields.enumerated() {
            let name = field.text.lowercased()
            let isLat = ["lat", "latitude"].contains(name)
            let isLon = ["lon", "lng", "long", "longitude"].contains(name)
            if (isLat && lat != nil) || (isLon && lon != nil) {
                throw LineError("the header names a \(isLat ? "latitude" : "longitude") column twice",
                                column: field.column)
            }
            if isLat { lat = index }
            if isLon { lon = index }
        }
        guard let lat, let lon else {
            let missing = lat == nil ? "latitude column (lat or latitude)" : "longitude column (lon, lng, long or longitude)"
            throw LineError("expected LAT,LON or a header naming the columns, such as lat,lon; "
                + "this header has no \(missing)", column: fields.first?.column ?? 1)
        }
        return Columns(latitude: lat, longitude: lon, named: true)
    }

    /// The point on one data line.
    private static func point(_ fields: [InputField], _ columns: Columns) throws(LineError) -> GeoCoordinate {
        if !columns.named, fields.count > 2 {
            throw LineError("unexpected third column \(fields[2].text.quotedForMessage): a route line is LAT,LON "
                + "(start the file with a header such as lat,lon,ele to use a wider file)", column: fields[2].column)
        }
        let needed = max(columns.latitude, columns.longitude) + 1
        guard fields.count >= needed else {
            let what = fields.count > columns.latitude ? "longitude" : "latitude"
            throw LineError("missing \(what): expected \(needed) columns, found \(fields.count)",
                            column: fields.last?.endColumn ?? 1)
        }
        let lat = try fields[columns.latitude].number(CoordinateText.latitude)
        let lon = try fields[columns.longitude].number(CoordinateText.longitude)
        return GeoCoordinate(checkedLatitude: lat, longitude: lon)
    }
}
