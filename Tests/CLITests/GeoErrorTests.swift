import Foundation
import Testing

/// Every new option's mistakes, run through the built binary: exit status 2
/// and one line saying what and where.
@Suite struct GeoErrorTests {
    static let words = GeoTest.sample("words.txt")
    static let cities = GeoTest.sample("cities.tsv")

    /// Runs `tagcloud layout` (or `render` to /dev/null) and returns the result.
    func run(_ arguments: [String], command: String = "layout") throws -> ProcessResult {
        try TagCloudProcess.run([command] + arguments + ["-o", "/dev/null"])
    }

    /// Expects exit 2 and exactly one stderr line equal to `tagcloud: ` + `message`.
    func expectFailure(_ arguments: [String], _ message: String, command: String = "layout",
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try run(arguments, command: command)
        #expect(result.status == 2, sourceLocation: sourceLocation)
        #expect(result.stderrLines == ["tagcloud: " + message], sourceLocation: sourceLocation)
    }

    @Test func anUnknownTagInLinksIsAnInputErrorAtItsLineAndColumn() throws {
        let links = try GeoTest.file("Jupiter -> Io\n# moons\nSaturn -> Plutoo, 2\n", named: "links.txt")
        for command in ["layout", "render"] {
            try expectFailure(["--tags", Self.words, "--links", links],
                              "\(links):3:11: unknown tag 'Plutoo'; did you mean 'Pluto'?", command: command)
        }
        let selfLink = try GeoTest.file("Moon -> Moon\n", named: "self.txt")
        let result = try run(["--tags", Self.words, "--links", selfLink])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("tagcloud: \(selfLink):1:9: a link from 'Moon' to itself"))
    }

    @Test func aBadPolylineIsReportedAtItsCharacter() throws {
        // '!' (33) is below '?' (63), the smallest polyline character: offset 13, column 14.
        let result = try run(["--globe", "--tags", Self.cities, "--route-polyline", "_p~iF~ps|U_ul!Lnnq"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("tagcloud: --route-polyline:1:14: "), "\(result.stderr)")
        // Cut off: the last character still says another follows (offset 2).
        let cut = try run(["--globe", "--tags", Self.cities, "--route-polyline", "_p~iF~ps|U_ulLnnqC_mqNvxq`@",
                           "--route-polyline", "abc"], command: "render")
        #expect(cut.status == 2)
        #expect(cut.stderr.hasPrefix("tagcloud: --route-polyline #2:1:3: the polyline is cut off"), "\(cut.stderr)")
        // At precision 1 Google's example is 10 000 times too large: its first latitude is 385000.
        let far = try run(["--globe", "--tags", Self.cities, "--route-polyline", "_p~iF~ps|U_ulLnnqC_mqNvxq`@",
                           "--polyline-precision", "1"])
        #expect(far.status == 2)
        #expect(far.stderr.hasPrefix("tagcloud: --route-polyline:1:1: latitude 385000"), "\(far.stderr)")
        try expectFailure(["--globe", "--tags", Self.cities, "--route-polyline", ""],
                          "--route-polyline:1:1: an empty polyline: the route has no points")
        try expectFailure(["--globe", "--tags", Self.cities, "--polyline-precision", "9"],
                          "--polyline-precision: polyline precision must be a whole number from 1 to 7 (5 for "
                            + "Google's format, 6 for polyline6), got '9'")
    }

    @Test func badLookAtValuesSayWhatIsWrong() throws {
        try expectFailure(["--globe", "--tags", Self.cities, "--look-at", "91,0"],
                          "--look-at: latitude 91 is out of range: it must be between -90 and 90")
        try expectFailure(["--tags", Self.words, "--look-at", "10,200"],
                          "--look-at: longitude 200 is out of range: it must be between -180 and 180")
        try expectFailure(["--tags", Self.words, "--look-at", "paris"],
                          "--look-at: expected LAT,LON in degrees such as 48.8566,2.3522, got 'paris'")
        // A negative latitude is a value, not an option.
        #expect(try run(["--globe", "--tags", Self.cities, "--look-at", "-33.9,18.4"]).status == 0)
    }

    @Test func badGlobeTagsAndRoutesAreInputErrorsAtTheirLineAndColumn() throws {
        let tags = try GeoTest.file("Paris\t48.8566,2.3522\nNowhere\n", named: "places.tsv")
        let result = try run(["--globe", "--tags", tags])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("tagcloud: \(tags):2:8: tag 'Nowhere' has no position"), "\(result.stderr)")
        // A weighted list is not a list of places: the line has no LAT,LON (issue 19 A.4).
        let words = try run(["--globe", "--tags", Self.words])
        #expect(words.stderrLines == ["tagcloud: \(Self.words):3:6: tag 'Moon' has no LAT,LON, only '412': "
            + "a line is NAME<TAB>LAT,LON[<TAB>WEIGHT] as in 'Paris<TAB>48.8566,2.3522'"])
        let route = try GeoTest.file("lat,lon\n48.8,2.3\n48.9,north\n", named: "route.csv")
        let bad = try run(["--globe", "--tags", Self.cities, "--route", route])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("tagcloud: \(route):3:6: expected a longitude"), "\(bad.stderr)")
        let empty = try GeoTest.file("# nothing\n", named: "empty.tsv")
        try expectFailure(["--globe", "--tags", empty],
                          "\(empty):1:1: no tags in \(empty): write one place per line, as in 'Paris<TAB>48.8566,2.3522'")
    }

    @Test func conflictingOptionsAreUsageErrors() throws {
        try expectFailure(["--tags", Self.words, "--fit", "tags", "--look-at", "1,2"],
                          "--fit and --look-at both choose what faces you; give one (--rotate may follow either)")
        try expectFailure(["--tags", Self.words, "--fit", "links"], "--fit links needs links to fit: give --links FILE")
        try expectFailure(["--tags", Self.words, "--fit", "routes"],
                          "--fit routes needs a route to fit: give --route FILE or --route-polyline STRING")
        try expectFailure(["--globe", "--tags", Self.cities, "--text-input"],
                          "--text-input does not apply with --globe: the tags are read as places")
        try expectFailure(["--globe", "--tags", Self.cities, "--relax"],
                          "--relax does not apply with --globe: each tag sits at its own latitude and longitude")
        try expectFailure(["--tags", "-", "--route", "-"], "--tags and --route cannot both use standard input (-)")
        try expectFailure(["--tags", Self.words, "--links", "-", "--route", "-"],
                          "--links and --route cannot both use standard input (-)")
    }

    @Test func badWordsAndNumbersNameTheOption() throws {
        try expectFailure(["--tags", Self.words, "--fit", "tag"],
                          "--fit: expected one of tags, links, routes, all, got 'tag' (did you mean tags?)")
        try expectFailure(["--tags", Self.words, "--fit", "tags", "--fit-pad", "0.5"],
                          "--fit-pad: expected a padding factor from 1 to 10 such as 1.15, got '0.5'")
        try expectFailure(["--tags", Self.words, "--backface", "hid"],
                          "--backface: expected one of hide, fade, got 'hid' (did you mean hide?)", command: "render")
        try expectFailure(["--tags", Self.words, "--link-width", "0"],
                          "--link-width: expected a number greater than 0 and at most 1000, got '0'", command: "render")
        try expectFailure(["--tags", Self.words, "--route-color", "oragne"],
                          "--route-color: unknown colour 'oragne' (did you mean 'orange'?)", command: "render")
    }

    @Test func missingLinkAndRouteFilesAreInputErrors() throws {
        let result = try run(["--tags", Self.words, "--links", "/nonexistent/links.txt"])
        #expect(result.status == 2)
        #expect(result.stderrLines == ["tagcloud: /nonexistent/links.txt: No such file or directory"])
        let route = try run(["--tags", Self.words, "--route", "/nonexistent/route.csv"], command: "render")
        #expect(route.status == 2)
        #expect(route.stderrLines == ["tagcloud: /nonexistent/route.csv: No such file or directory"])
    }

    @Test func aRouteWithOnePlaceIsAWarning() throws {
        let route = try GeoTest.file("48.8566,2.3522\n", named: "one.csv")
        let result = try run(["--globe", "--tags", Self.cities, "--route", route], command: "render")
        #expect(result.status == 0)
        #expect(result.stderrLines == ["tagcloud: warning: \(route): the route has only one place; nothing to draw"])
    }
}
