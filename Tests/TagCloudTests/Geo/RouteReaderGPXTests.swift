import Testing
@testable import TagCloud

/// GPX 1.0 and 1.1 read by ``RouteReader``: the same places as the CSV form,
/// waypoints with names, errors at the line and column of the XML.
@Suite struct RouteReaderGPXTests {
    static let csv = "38.5,-120.2\n40.7,-120.95\n43.252,-126.453\n"

    static let gpx11 = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- written by hand -->
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"
             xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
          <metadata><name>Trip</name><time>2024-01-01T00:00:00Z</time></metadata>
          <wpt lat="38.5" lon="-120.2"><ele>10</ele><name>Start &amp; <![CDATA[<go>]]> &#233;</name></wpt>
          <wpt lat='43.252' lon='-126.453'/>
          <trk><name>T</name>
            <trkseg>
              <trkpt lat="38.5" lon="-120.2"><ele>3</ele><extensions><gpxtpx:hr>120</gpxtpx:hr></extensions></trkpt>
              <trkpt lat="40.7" lon="-120.95"/>
              <trkpt lon="-126.453" lat="43.252"></trkpt>
            </trkseg>
            <trkseg></trkseg>
            <trkseg><trkpt lat="1" lon="2"/><trkpt lat="3" lon="4"/></trkseg>
          </trk>
          <rte><rtept lat="5" lon="6"/><rtept lat="7" lon="8"/></rte>
        </gpx>
        """

    func read(_ text: String, _ configure: (inout RouteReadOptions) -> Void = { _ in }) throws(InputError) -> RouteDocument {
        var options = RouteReadOptions()
        configure(&options)
        return try RouteReader.read(text, file: "route.gpx", options: options)
    }

    func failure(_ text: String, _ configure: (inout RouteReadOptions) -> Void = { _ in }) -> InputError? {
        do { _ = try read(text, configure); return nil } catch { return error }
    }

    @Test func tracksRoutesAndWaypoints() throws {
        let doc = try read(Self.gpx11)
        #expect(doc.format == .gpx)
        #expect(doc.paths.count == 3)
        #expect(doc.paths[0] == (try RouteCSV.parse(Self.csv, file: "r.csv")))
        #expect(doc.paths[1].map(\.latitude) == [1, 3])
        #expect(doc.paths[2].map(\.longitude) == [6, 8])
        #expect(doc.waypoints.map(\.name) == ["Start & <go> é", nil])
        #expect(doc.waypoints.map(\.coordinate.latitude) == [38.5, 43.252])
        let second = try read(Self.gpx11) { $0.pathIndex = 2 }
        #expect(second.paths.map { $0.map(\.latitude) } == [[5, 7]])
        #expect(failure(Self.gpx11) { $0.pathIndex = 3 }?.message
            == "there is no track segment or route 3: the file has 3 (numbered from 0 to 2)")
    }

    @Test func gpx10WithPrefixesAndNoDeclaration() throws {
        let doc = try read("""
            <g:gpx version="1.0" xmlns:g="http://www.topografix.com/GPX/1/0"><g:trk><g:trkseg>
            <g:trkpt lat="0" lon="0"/><g:trkpt lat="0" lon="1"/></g:trkseg></g:trk></g:gpx>
            """)
        #expect(doc.paths.map { $0.map(\.longitude) } == [[0, 1]])
    }

    @Test func malformedFilesFailAtTheirPlace() {
        let cases: [(String, String)] = [
            // Truncated: the end of the file inside an element.
            ("<gpx><trk><trkseg><trkpt lat=\"1\" lon=\"2\"/>\n", "route.gpx:2:1: the file ends inside <trkseg> (opened at 1:11)"),
            // Wrong nesting.
            ("<gpx><trk>\n  <trkseg></trk></trkseg></gpx>", "route.gpx:2:11: expected </trkseg> to close the element opened at 2:3, found </trk>"),
            // Swapped: a longitude of 151 given as the latitude.
            ("<gpx><wpt lat=\"151.2\" lon=\"-33.9\"/></gpx>", "route.gpx:1:16: latitude 151.2 is out of range: it must be between -90 and 90"),
            ("<gpx><wpt lat=\" 1x\" lon=\"2\"/></gpx>", "route.gpx:1:17: expected a latitude in degrees such as 48.8566, got '1x'"),
            ("<gpx><wpt lon=\"2\"/></gpx>", "route.gpx:1:6: <wpt> has no lat attribute (its latitude)"),
            ("<gpx></gpx>", "route.gpx:1:1: the GPX has no track points (trkpt), route points (rtept) or waypoints (wpt)"),
            ("<kml/>", "route.gpx:1:1: expected a GPX file: the root element is <kml>, not <gpx>"),
            ("<!DOCTYPE gpx><gpx/>", "route.gpx:1:1: a DOCTYPE or other declaration is not read: route files need none, "
                + "and entities beyond &lt; &gt; &amp; &apos; &quot; are not expanded"),
            ("<gpx><wpt lat=\"1\" lat=\"2\"/></gpx>", "route.gpx:1:19: the attribute lat is given twice"),
            ("<gpx><name>&nbsp;</name></gpx>", "route.gpx:1:12: unknown or malformed entity: XML text has &lt; &gt; &amp; "
                + "&apos; &quot; and character references such as &#233; or &#xE9;"),
            ("<gpx/><gpx/>", "route.gpx:1:7: a second root element: an XML document has one"),
            ("<gpx>\n<!-- open", "route.gpx:2:1: a comment is not closed: no '-->' follows"),
            ("<gpx a=\"<\"/>", "route.gpx:1:9: '<' is not allowed in an attribute value"),
            ("", "route.gpx:1:1: no root element: the file has no XML elements"),
            ("<gpx>\u{01}</gpx>", "route.gpx:1:6: control character 0x1 in XML"),
        ]
        for (text, expected) in cases {
            #expect(failure(text)?.description == expected, "\(text.debugDescription)")
        }
        #expect((try? RouteReader.read([0x3C, 0x67, 0x70, 0x78, 0x3E, 0xFF, 0x3C, 0x2F, 0x67, 0x70, 0x78, 0x3E],
                                       file: "f.gpx")) == nil)
    }

    @Test func thePointCapHolds() {
        let error = failure(Self.gpx11) { $0.maximumPoints = 3 }
        #expect(error?.exceededCap == .routePoints)
        #expect(error?.location.line == 11)
    }
}
