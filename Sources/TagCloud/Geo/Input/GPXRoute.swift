/// Reads GPX 1.0 and 1.1 into a ``RouteDocument``, with ``XMLTokenizer``.
///
/// Under the root `gpx`: every `trkseg` of every `trk` is a path through its
/// `trkpt`s, every `rte` a path through its `rtept`s, and every `wpt` a
/// waypoint named by its `name`, all in file order. Points take their
/// `lat` and `lon` attributes (decimal degrees); everything else (times,
/// elevations, metadata, extensions, other namespaces) is skipped after its
/// syntax is checked. Namespace prefixes are ignored. A segment without points
/// is no path; a file without any point is an error.
enum GPXRoute {
    /// Reads GPX `bytes`.
    static func read(_ bytes: [UInt8], file: String,
                     into collector: inout RouteCollector) throws(InputError) -> RouteDocument {
        var reader = Reader(xml: XMLTokenizer(bytes, file: file), collector: collector)
        try reader.run()
        collector = reader.collector
        guard collector.pathCount > 0 || !collector.waypoints.isEmpty else {
            throw InputError("the GPX has no track points (trkpt), route points (rtept) or waypoints (wpt)",
                             at: SourceLocation(file: file, line: 1, column: 1))
        }
        guard let document = collector.finish(.gpx) else {
            throw InputError(collector.noSuchPath(collector.pathCount, noun: "track segment or route"),
                             at: SourceLocation(file: file, line: 1, column: 1))
        }
        return document
    }

    /// Walks the events of a GPX document.
    struct Reader {
        var xml: XMLTokenizer
        var collector: RouteCollector
        /// The local names of the open elements.
        var stack: [Substring] = []
        /// Whether the current `trkseg` or `rte` has begun a path.
        var inPath = false
        /// The waypoint being read, and its name's text so far.
        var waypoint: Waypoint?
        var name: String?

        mutating func run() throws(InputError) {
            while let event = try xml.next() {
                switch event {
                case .start(let element): try start(element)
                case .end: try end()
                case .text(let text):
                    if stack.last == "name", stack.dropLast().last == "wpt", waypoint != nil {
                        name = (name ?? "") + xml.text(text)
                    }
                }
            }
        }

        mutating func start(_ element: XMLElement) throws(InputError) {
            let local = element.localName
            if stack.isEmpty, local != "gpx" {
                throw xml.error("expected a GPX file: the root element is <\(element.name)>, not <gpx>", at: element.offset)
            }
            switch (stack.last, local) {
            case ("gpx"?, "wpt"):
                waypoint = Waypoint(coordinate: try place(element))
                name = nil
            case ("trkseg"?, "trkpt"), ("rte"?, "rtept"):
                let place = try self.place(element)
                if !inPath {
                    collector.beginPath()
                    inPath = true
                }
                guard collector.append(place) else {
                    throw InputError(collector.tooManyPoints, at: xml.error("", at: element.offset).location,
                                     exceededCap: .routePoints)
                }
            default:
                break
            }
            stack.append(local)
        }

        mutating func end() throws(InputError) {
            let local = stack.removeLast()
            switch (stack.last, local) {
            case ("gpx"?, "wpt"):
                if var point = waypoint {
                    point.name = name
                    guard collector.add(point) else {
                        throw InputError(collector.tooManyPoints, at: xml.error("", at: xml.i).location,
                                         exceededCap: .routePoints)
                    }
                }
                waypoint = nil
            case ("trk"?, "trkseg"), ("gpx"?, "rte"):
                if inPath { collector.endPath() }
                inPath = false
            default:
                break
            }
        }

        /// The place of a point's `lat` and `lon` attributes.
        func place(_ element: XMLElement) throws(InputError) -> GeoCoordinate {
            guard let lat = element.attribute("lat") else {
                throw xml.error("<\(element.name)> has no lat attribute (its latitude)", at: element.offset)
            }
            guard let lon = element.attribute("lon") else {
                throw xml.error("<\(element.name)> has no lon attribute (its longitude)", at: element.offset)
            }
            let latitude = try number(lat, CoordinateText.latitude)
            return GeoCoordinate(checkedLatitude: latitude, longitude: try number(lon, CoordinateText.longitude))
        }

        /// An attribute's value parsed as degrees; an error at the character it names.
        func number(_ attribute: XMLAttribute, _ parse: (String) throws(SpecError) -> Double) throws(InputError) -> Double {
            // GPX writers may pad values with blanks, which XML allows in decimals.
            let text = attribute.value.trimmedForXML
            do throws(SpecError) {
                return try parse(text.value)
            } catch {
                var location = xml.error("", at: attribute.valueOffset).location
                location.column += text.leading + error.offset
                throw InputError(error.message, at: location)
            }
        }
    }
}

extension String {
    /// The text without surrounding spaces, tabs and line breaks, and how many were in front.
    fileprivate var trimmedForXML: (value: String, leading: Int) {
        let scalars = unicodeScalars
        let isBlank: (Unicode.Scalar) -> Bool = { [" ", "\t", "\n", "\r"].contains($0) }
        let leading = scalars.prefix(while: isBlank).count
        let trailing = scalars.reversed().prefix(while: isBlank).count
        let kept = scalars.dropFirst(leading).dropLast(min(trailing, scalars.count - leading))
        return (String(String.UnicodeScalarView(kept)), leading)
    }
}
