import Testing
@testable import TagCloud

/// The route CSV grammar and every error at its line and column.
@Suite struct RouteCSVTests {
    func parse(_ text: String) throws -> [GeoCoordinate] { try RouteCSV.parse(text, file: "route.csv") }

    func expectError(_ text: String, line: Int, column: Int, _ fragment: String,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var found: InputError?
        do { _ = try RouteCSV.parse(text, file: "route.csv") } catch { found = error }
        expectLocated(found, file: "route.csv", line: line, column: column, fragment, sourceLocation: sourceLocation)
    }

    @Test func plainLatLonLines() throws {
        let route = try parse("48.8566,2.3522\n51.5074, -0.1278\n  40.7128 , -74.0060  \n")
        #expect(route == [geo(48.8566, 2.3522), geo(51.5074, -0.1278), geo(40.7128, -74.006)])
    }

    @Test func headersCommentsBlankLinesCRLFAndBOM() throws {
        let expected = [geo(1, 2), geo(3, 4)]
        #expect(try parse("lat,lon\n1,2\n3,4") == expected)
        #expect(try parse("\u{FEFF}Latitude,Longitude\r\n# start\r\n\r\n1,2 # first\r\n3,4\r\n") == expected)
        #expect(try parse("# a comment first\nlat,lng\n1,2\n3,4") == expected)
        // A header may name the columns in any order, among others that are ignored.
        #expect(try parse("time,LON,ele,lat\n08:00,2,35,1\n\"08:05, late\",4,36,3") == expected)
    }

    @Test func repeatedAndExtremePoints() throws {
        #expect(try parse("90,180\n90,180\n-90,-180\n0,0") == [geo(90, 180), geo(90, 180), geo(-90, -180), geo(0, 0)])
    }

    @Test func errorsPointAtTheField() {
        expectError("1,2\n91,2", line: 2, column: 1, "latitude 91 is out of range: it must be between -90 and 90")
        expectError("1,2\n3, 181", line: 2, column: 4, "longitude 181 is out of range")
        expectError("1,2\n3,x", line: 2, column: 3, "expected a longitude in degrees such as 2.3522, got 'x'")
        expectError("1,2\n3,4,5", line: 2, column: 5,
                    "unexpected third column '5': a route line is LAT,LON (start the file with a header")
        expectError("1,2\n3", line: 2, column: 2, "missing longitude: expected 2 columns, found 1")
        expectError("1,2\n3,", line: 2, column: 3, "missing longitude: expected degrees")
        expectError("1,2\n,4", line: 2, column: 1, "missing latitude")
        expectError("1,2\nlat,lon", line: 2, column: 1, "expected a latitude in degrees such as 48.8566, got 'lat'")
        expectError("latitude,elevation\n1,2", line: 1, column: 1,
                    "expected LAT,LON or a header naming the columns, such as lat,lon; this header has no longitude column (lon, lng, long or longitude)")
        expectError("lat,lon,lat\n1,2,3", line: 1, column: 9, "the header names a latitude column twice")
        expectError("name,lat,lon\nParis,48.8", line: 2, column: 11, "missing longitude: expected 3 columns, found 2")
        expectError("\"1,2", line: 1, column: 1, "unterminated quote")
    }

    @Test func anEmptyRouteIsAnError() {
        expectError("", line: 1, column: 1, "the route has no points")
        expectError("# nothing\n\nlat,lon\n", line: 4, column: 1, "the route has no points")
    }

    @Test func invalidUTF8() {
        let bytes: [UInt8] = Array("1,2\n3,".utf8) + [0xFF] + Array("4".utf8)
        var found: InputError?
        do { _ = try RouteCSV.parse(bytes, file: "route.csv") } catch { found = error }
        expectLocated(found, file: "route.csv", line: 2, column: 3, "not valid UTF-8")
    }
}
