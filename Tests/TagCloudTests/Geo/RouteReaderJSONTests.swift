import Testing
@testable import TagCloud

/// GeoJSON and routing-engine responses read by ``RouteReader``: the same
/// places as the CSV form, errors at a line, column and JSON path.
@Suite struct RouteReaderJSONTests {
    /// Google's published example and its points.
    static let example = "_p~iF~ps|U_ulLnnqC_mqNvxq`@"
    static let csv = "38.5,-120.2\n40.7,-120.95\n43.252,-126.453\n"

    func read(_ text: String, file: String = "route.json",
              _ configure: (inout RouteReadOptions) -> Void = { _ in }) throws(InputError) -> RouteDocument {
        var options = RouteReadOptions()
        configure(&options)
        return try RouteReader.read(text, file: file, options: options)
    }

    func failure(_ text: String, file: String = "route.json",
                 _ configure: (inout RouteReadOptions) -> Void = { _ in }) -> InputError? {
        do { _ = try read(text, file: file, configure); return nil } catch { return error }
    }

    var csvPoints: [GeoCoordinate] { get throws { try RouteCSV.parse(Self.csv, file: "r.csv") } }

    @Test func geoJSONFeatureCollectionIsTheCSVRouteAndANamedWaypoint() throws {
        let doc = try read("""
            {"type": "FeatureCollection", "features": [
              {"type": "Feature", "properties": {"name": "Start"}, "geometry": {"type": "Point", "coordinates": [-120.2, 38.5]}},
              {"geometry": {"coordinates": [[-120.2, 38.5, 12.5], [-120.95, 40.7], [-126.453, 43.252]], "type": "LineString"},
               "type": "Feature", "properties": null}]}
            """)
        #expect(doc.format == .geojson)
        #expect(try doc.paths == [csvPoints])
        #expect(doc.waypoints == [Waypoint(coordinate: GeoCoordinate(latitude: 38.5, longitude: -120.2)!, name: "Start")])
    }

    @Test func geometryCollectionsAndMultiLinesAreAPathPerLine() throws {
        let doc = try read("""
            {"type":"GeometryCollection","geometries":[{"type":"MultiLineString","coordinates":[[[0,0],[1,1]],[[2,2],[3,3]]]},
             {"type":"GeometryCollection","geometries":[{"type":"LineString","coordinates":[[4,4],[5,5]]}]},
             {"type":"MultiPoint","coordinates":[[6,6],[7,7]]}]}
            """)
        #expect(doc.paths.map { $0.map(\.latitude) } == [[0, 1], [2, 3], [4, 5]])
        #expect(doc.waypoints.map(\.coordinate.longitude) == [6, 7])
        let second = try read("""
            {"type":"MultiLineString","coordinates":[[[0,0],[1,1]],[[2,2],[3,3]]]}
            """) { $0.pathIndex = 1 }
        #expect(second.paths.map { $0.map(\.latitude) } == [[2, 3]])
    }

    @Test func swappedPositionsAreRefusedAtTheLatitude() {
        let error = failure("""
            {"type": "LineString",
             "coordinates": [[48.8566, 2.3522], [-33.8688, 151.2093]]}
            """)
        #expect(error?.description == "route.json:2:48: coordinates[1][1]: latitude 151.2093 is out of range: it must "
            + "be between -90 and 90 (GeoJSON positions are [longitude, latitude]; are the two swapped?)")
    }

    @Test func emptyGeometriesAreRefused() {
        #expect(failure(#"{"type":"LineString","coordinates":[]}"#)?.description
            == "route.json:1:36: coordinates: a LineString needs at least 2 positions, found 0")
        #expect(failure(#"{"type":"FeatureCollection","features":[]}"#)?.message.hasPrefix("the GeoJSON has no") == true)
        #expect(failure(#"{"type":"Point","coordinates":[1]}"#)?.message
            == "coordinates: a position needs a longitude and a latitude, found 1 number")
        #expect(failure(#"{"type":"Feature","geometry":{"type":"Feature"}}"#)?.message.hasPrefix("geometry: expected a geometry") == true)
    }

    @Test func googleResponseWithAnEscapedBackslash() throws {
        // Latitude −0.00015 is the step −15, zig-zag 29: the character '\'.
        let places = [GeoCoordinate(latitude: 38.5, longitude: -120.2)!, GeoCoordinate(latitude: 38.49985, longitude: -120.2)!]
        let encoded = EncodedPolyline.encode(places)
        #expect(encoded.contains("\\"))
        let escaped = encoded.replacing("\\", with: "\\\\")
        let doc = try read(#"{"routes": [{"overview_polyline": {"points": "\#(escaped)"}}], "status": "OK"}"#)
        #expect(doc.format == .google)
        #expect(doc.paths == [places])
        // Unescaping twice, as a naive reader would, changes the route or breaks it: this reads it once.
        #expect(try EncodedPolyline.decode(encoded) == places)
    }

    @Test func googleStepsAreJoinedWithoutRepeatingTheirEnds() throws {
        let a = EncodedPolyline.encode([GeoCoordinate(latitude: 1, longitude: 1)!, GeoCoordinate(latitude: 2, longitude: 2)!])
        let b = EncodedPolyline.encode([GeoCoordinate(latitude: 2, longitude: 2)!, GeoCoordinate(latitude: 3, longitude: 3)!])
        let json = #"{"status":"OK","routes":[{"overview_polyline":{"points":"\#(Self.example)"},"legs":[{"steps":["#
            + #"{"polyline":{"points":"\#(a)"}},{"polyline":{"points":"\#(b)"}}]}]}]}"#
        #expect(try read(json).paths == [try csvPoints])
        let steps = try read(json) { $0.detail = .steps }
        #expect(steps.paths.map { $0.map(\.latitude) } == [[1, 2, 3]])
    }

    @Test func osrmValhallaAndGraphHopper() throws {
        let osrm = try read(#"{"code":"Ok","routes":[{"geometry":"\#(Self.example)"},"#
            + #"{"geometry":{"type":"LineString","coordinates":[[-120.2,38.5],[-120.95,40.7]]}}],"waypoints":[]}"#)
        #expect(osrm.format == .osrm)
        #expect(osrm.paths.count == 2)
        #expect(try osrm.paths[0] == csvPoints)
        let only = try read(#"{"code":"Ok","routes":[{"geometry":"\#(Self.example)"},{"geometry":"??"}]}"#) { $0.pathIndex = 1 }
        #expect(only.paths == [[GeoCoordinate(latitude: 0, longitude: 0)!]])
        let six = EncodedPolyline.encode(try csvPoints, precision: .six)
        let valhalla = try read(#"{"trip":{"legs":[{"shape":"\#(six)"}],"status":0}}"#)
        #expect(valhalla.format == .valhalla)
        #expect(try valhalla.paths == [csvPoints])
        let hopper = try read(#"{"paths":[{"points":"\#(six)","points_encoded":true,"points_encoded_multiplier":1e6}]}"#)
        #expect(hopper.format == .graphhopper)
        #expect(try hopper.paths == [csvPoints])
        let geo = try read(#"{"paths":[{"points":{"type":"LineString","coordinates":[[-120.2,38.5,100],[-120.95,40.7,90]]}}]}"#)
        #expect(geo.paths.first?.count == 2)
        // Valhalla's alternates are further routes; OSRM's steps join their GeoJSON or polyline geometries.
        let alternates = try read(#"{"trip":{"legs":[{"shape":"\#(six)"}]},"alternates":[{"trip":{"legs":[{"shape":"??"}]}}]}"#)
        #expect(alternates.paths.count == 2)
        #expect(alternates.paths[1] == [GeoCoordinate(latitude: 0, longitude: 0)!])
        let steps = try read(#"{"code":"Ok","routes":[{"geometry":"??","legs":[{"steps":[{"geometry":"\#(Self.example)"},"#
            + #"{"geometry":{"type":"LineString","coordinates":[[-126.453,43.252],[-126,44]]}}]}]}]}"#) { $0.detail = .steps }
        #expect(steps.paths.map { $0.map(\.latitude) } == [[38.5, 40.7, 43.252, 44]])
    }

    @Test func routeIndexBeyondTheRoutesIsAnError() {
        #expect(failure(#"{"code":"Ok","routes":[{"geometry":"??"}]}"#) { $0.pathIndex = 3 }?.message
            == "there is no route 3: the file has 1 (numbered from 0 to 0)")
        #expect(failure(#"{"status":"ZERO_RESULTS","routes":[]}"#)?.message == "the response has no routes (ZERO_RESULTS)")
    }

    @Test func badPolylinesAreLocatedInsideTheirString() {
        let error = failure("{\n  \"routes\": [{\"overview_polyline\": {\"points\": \"_p~iF~ps|U_ulL nnqC\"}}], \"status\": \"OK\"}")
        #expect(error?.location == SourceLocation(file: "route.json", line: 2, column: 62))
        #expect(error?.message.hasPrefix("routes[0].overview_polyline.points: character ' ' is not part of") == true)
        #expect(failure(#"{"routes":[{"overview_polyline":{"points":""}}],"status":"OK"}"#)?.message
            == "routes[0].overview_polyline.points: an empty polyline: the route has no points")
        #expect(failure(#"{"routes":[{"overview_polyline":{"points":3}}],"status":"OK"}"#)?.message
            == "routes[0].overview_polyline.points: expected an encoded polyline string, found a number")
    }

    @Test func unknownShapesListWhatWasLookedFor() {
        let error = failure(#"{"results": []}"#)
        #expect(error?.message.contains("Valhalla response (trip.legs[].shape)") == true)
        #expect(error?.message.contains("routes[].overview_polyline") == true)
        #expect(failure("[1, 2]")?.message.contains("its top is an array") == true)
    }

    @Test func thePointCapCountsPathsAndWaypoints() {
        let error = failure(#"{"type":"GeometryCollection","geometries":[{"type":"Point","coordinates":[0,0]},"#
            + #"{"type":"LineString","coordinates":[[1,1],[2,2],[3,3]]}]}"#) { $0.maximumPoints = 3 }
        #expect(error?.exceededCap == .routePoints)
        #expect(error?.message.hasPrefix("geometries[1].coordinates[2]: too many points") == true)
    }

    @Test func formatIsDetectedFromContentThenName() throws {
        #expect(try read("1,2\n3,4\n", file: "r.txt").format == .csv)
        #expect(failure("1,2\n", file: "r.gpx") != nil)
        // A name ending in .json is read as JSON, where "1" is a whole document.
        #expect(failure("1,2\n", file: "r.json")?.message.hasPrefix("unexpected ',' after the end") == true)
        #expect(try read(#"{"type":"LineString","coordinates":[[0,0],[1,1]]}"#, file: "x.csv").format == .geojson)
        #expect(try read(#"{"type":"LineString","coordinates":[[0,0],[1,1]]}"#) { $0.format = .geojson }.format == .geojson)
    }
}
