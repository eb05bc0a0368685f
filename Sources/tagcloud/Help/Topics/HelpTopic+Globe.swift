extension HelpTopic {
    /// `tagcloud help globe`.
    static let globe = HelpTopic(
        "globe", summary: "places on a map, framing, links between tags, routes.",
        intro: """
            With --globe each line of --tags is a place, and the globe is drawn as a \
            map, with the land drawn and, unless --look-at or --fit says \
            otherwise, fitted to all its places and routes. Places are taken \
            heaviest first (equal weights in file order), after the places at a \
            route's start or end or at a named waypoint, as map engines place \
            symbols: a place whose marker lies under a heavier place's label is \
            left out; otherwise its label sits beside its marker where it overlaps \
            no other label, marker, route or link. Where no position fits, the \
            label is left out, its marker stays, and one line on standard error \
            counts the hidden names. A name repeated more than 1 km away is \
            another place; within 1 km the weights add up. In animations a label keeps its position for at least a second \
            and fades in or out over 0.2 s. tagcloud layout --globe writes each \
            place's marker, markerDrawn, its label's box, visible, and the reason \
            when hidden (far side, collision or under a heavier label).

                tagcloud render --globe --tags cities.tsv --route flight.csv -o globe.png
            """,
        entries: [
            Entry("globe", """
                x = cos(lat)·sin(lon), y = sin(lat), z = cos(lat)·cos(lon). A name \
                with a comma is quoted; a lat,lon header is skipped. The options \
                about counting text or spreading the lattice do not apply.
                """),
            Entry("look-at"),
            Entry("fit", """
                The content's mean direction is brought to the front, north up, and \
                zoomed to fill the image --fit-pad times larger than it: tags counts \
                the labels at full size, links the arcs and the labels of the tags \
                they join, routes the routes' great circles. A minimum span of 10° \
                keeps a single place from being magnified absurdly, and the zoom is \
                at most 100×. Give --fit or --look-at, not both.
                """),
            Entry("fit-pad"),
            Entry("links", """
                Names are as in the tag file, exact or the only case-insensitive \
                match; unknown names are errors at their line and column. An arc \
                passes under the labels of its own two tags.
                """),
            Entry("route", """
                CSV, GPX 1.0 and 1.1 (every trkseg and rte a path; wpt are waypoints), \
                GeoJSON (LineString, MultiLineString, polygon rings, in a Feature, \
                FeatureCollection or GeometryCollection; Points are waypoints), and \
                the JSON of Google Directions (routes[].overview_polyline.points), \
                OSRM (routes[].geometry), Valhalla (trip.legs[].shape, polyline6) and \
                GraphHopper (paths[].points). The format is detected from the first \
                character (< GPX, { or [ JSON) and then the extension. Routes are \
                read a line at a time and thinned as they are read, so a dense GPS \
                track costs what the picture can show. Errors name a line and \
                column, and for JSON the value's path.
                """),
            Entry("route-format"),
            Entry("route-index"),
            Entry("route-detail"),
            Entry("route-polyline", """
                A bad polyline is reported at its character: \
                "--route-polyline:1:14: ...". Polylines in JSON are read from the \
                decoded string, so one copied with escaped backslashes reads right.
                """),
            Entry("polyline-precision"),
            Entry("markers"),
            Entry("halo"),
            Entry("waypoints"),
            Entry("route-ends"),
            Entry("coastlines", """
                The land (fill and coasts) is drawn by default; with --land none, \
                --coastlines keeps the outlines alone. From Natural Earth's 1:110m \
                countries, embedded in 42 kB (public domain; \
                Sources/CNaturalEarth/SOURCE.md).
                """),
            Entry("land"),
            Entry("hidden-names", """
                tagcloud layout --globe gives each hidden place its reason.
                """),
            Entry("graticule"),
        ])
}
