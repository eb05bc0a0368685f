import Homogeneous
import Raster
import TrueType
import EmbeddedFont
import NaturalEarth
import Testing
@testable import TagCloud

/// Globe maps: markers, labels placed beside them without collisions, lines
/// beneath, and the embedded land.
@Suite struct GlobeMapTests {
    /// A dense grid of equal-weight places round 0,0 (every 3°), plus a
    /// heavier one among them, as a map at 640×360.
    func denseMap(style: MapStyle = MapStyle(), curves: [SceneCurve] = []) -> Scene {
        var places = [GeoTag(name: "Heavy", weight: 3, coordinate: GeoCoordinate(latitude: 1.5, longitude: 1.5)!)]
        for lat in stride(from: -12.0, through: 12, by: 3) {
            for lon in stride(from: -12.0, through: 12, by: 3) {
                places.append(GeoTag(name: "P\(Int(lat))_\(Int(lon))", weight: 1,
                                     coordinate: GeoCoordinate(latitude: lat, longitude: lon)!))
            }
        }
        var cloud = Cloud(places: places, viewport: Viewport(width: 640, height: 360),
                          options: LayoutOptions(minSize: 9, maxSize: 12))
        cloud.map = GlobeMap(style: style)
        cloud.zoom = 3
        return Scene(layout: cloud.layout, font: cloud.font, style: SceneStyle(backface: .hide), curves: curves,
                     map: cloud.map)
    }

    static func overlap(_ a: Rect, _ b: Rect) -> Double {
        max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)) * max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY))
    }

    @Test func visibleLabelsNeverOverlapAndTheHeaviestIsShown() {
        let scene = denseMap()
        let placed = scene.placedLabels(orientation: .identity, zoom: 3)
        let shown = placed.filter(\.visible)
        #expect(shown.count > 5)
        #expect(placed.contains { $0.reason == .collision }, "the grid is too dense to label every place")
        for (i, a) in shown.enumerated() {
            for b in shown[(i + 1)...] { #expect(Self.overlap(a.box, b.box) == 0, "\(a.index) and \(b.index)") }
            // Inside the frame and clear of every marker.
            #expect(a.box.minX >= 0 && a.box.minY >= 0 && a.box.maxX <= 640 && a.box.maxY <= 360)
            for m in placed where m.marked {
                #expect(!(m.marker.x > a.box.minX && m.marker.x < a.box.maxX
                          && m.marker.y > a.box.minY && m.marker.y < a.box.maxY))
            }
        }
        #expect(placed[0].visible)
    }

    /// Priority (#42): a hidden label could not have been placed where only
    /// lighter places stand: every one of its positions inside the frame
    /// meets a heavier place's label or marker, or a mark; a dropped marker
    /// lies under a heavier place's label; and no drawn label covers a drawn
    /// marker of another place.
    @Test func aLighterPlaceNeverHidesAHeavierOne() {
        let scene = denseMap()
        let placer = scene.placer
        let frame = scene.mapFrame(orientation: .identity, zoom: 3)
        let placed = scene.placedLabels(frame)
        func spaced(_ r: Rect) -> Rect {
            let h = placer.halo / 2
            return Rect(minX: r.minX - h, minY: r.minY - h, maxX: r.maxX + h, maxY: r.maxY + h)
        }
        // Places are all weight 1 after the first, so priority is tag order.
        func heavier(_ a: Int, than b: Int) -> Bool { a < b }
        var collisions = 0, covered = 0
        for hidden in placed where hidden.reason == .collision {
            collisions += 1
            #expect(hidden.marked, "a place whose label does not fit keeps its marker")
            for position in LabelPosition.allCases {
                let box = spaced(placer.box(frame.places[hidden.index], position))
                guard box.minX >= placer.halo / 2, box.minY >= placer.halo / 2,
                      box.maxX <= 640 - placer.halo / 2, box.maxY <= 360 - placer.halo / 2 else { continue }
                let blocked = placed.contains { other in
                    heavier(other.index, than: hidden.index)
                        && ((other.visible && LabelPlacer.meets(box, spaced(other.box)))
                            || (other.marked && placer.markerBox(other.marker).map { LabelPlacer.meets(box, $0) } == true))
                }
                #expect(blocked, "\(hidden.index) at \(position)")
            }
        }
        for dropped in placed where dropped.reason == .covered {
            covered += 1
            #expect(!dropped.marked && !dropped.visible)
            let marker = placer.markerBox(dropped.marker)!
            #expect(placed.contains { $0.visible && heavier($0.index, than: dropped.index)
                                      && LabelPlacer.meets(marker, spaced($0.box)) })
        }
        for label in placed where label.visible {
            for other in placed where other.marked && other.index != label.index {
                #expect(!LabelPlacer.meets(label.box, placer.markerBox(other.marker)!), "\(label.index) covers \(other.index)")
            }
        }
        #expect(collisions > 0 && covered > 0, "the grid is dense enough to drop markers and hide labels")
        // The dropped markers are not drawn: one marker (rim and dot) per
        // marked place (the other shapes are thin lines in the coast colour).
        let list = scene.mapDrawList(orientation: .identity, zoom: 3)
        let coast = MapStyle().coastColor
        let shapes = list.items.filter { if case .shape(let s) = $0 { return s.color != coast } else { return false } }.count
        #expect(shapes == 2 * placed.filter(\.marked).count)
    }

    /// Map label sizes come in four classes by rank (#42).
    @Test func mapLabelSizesComeInRankClasses() {
        let weights = (0..<150).map { Double(1000 - $0) }
        let options = LayoutOptions(forMap: Viewport(width: 1280, height: 720))
        let sizes = Layout.fontSizes(for: weights, options: options)
        #expect(Set(sizes).count == 4)
        #expect(sizes[0] == options.maxSize && sizes[149] == options.minSize)
        #expect(sizes[9] == options.maxSize && sizes[10] < sizes[9] && sizes[29] == sizes[10] && sizes[30] < sizes[29])
        #expect(sizes[99] > options.minSize && sizes[100] == options.minSize)
        #expect(abs(options.maxSize - 720 / 42) < 1e-9 && abs(options.minSize - 720 / 65) < 1e-9)
    }

    /// The default land fill lies between the background and the coast colour, near the background.
    @Test func theDefaultLandIsASubtleFill() {
        let style = MapStyle()
        #expect(style.fillsLand && style.coastlines && style.landColor == nil)
        let fill = style.landFill(on: Color(r: 0x0e, g: 0x12, b: 0x1b))
        #expect(fill.r > 0x0e && fill.r < 0x20 && fill.b > 0x1b && fill.b <= 0x30 && fill.a == 255)
        #expect(style.landFill(on: .transparent).a == style.coastColor.a / 8)
    }

    @Test func farSidePlacesHaveNoMarkerNorLabel() {
        let scene = denseMap()
        let turned = Globe.orientation(lookingAt: GeoCoordinate(latitude: 0, longitude: 180)!)
        let placed = scene.placedLabels(orientation: turned, zoom: 3)
        #expect(placed.allSatisfy { !$0.marked && !$0.visible && $0.reason == .farSide })
        // No marker and no label is drawn: at most the globe's rim (coasts
        // are on by default), a thin line in the coast colour, here outside
        // the image.
        let list = scene.mapDrawList(orientation: turned, zoom: 3)
        let rim = MapStyle().coastColor
        #expect(list.items.allSatisfy { if case .shape(let s) = $0 { return s.color == rim } else { return false } })
    }

    @Test func labelsKeepClearOfRoutes() {
        // A route along the equator through the grid.
        let route = SceneCurve(curve: SphereCurve.route(through: [GeoCoordinate(latitude: 1, longitude: -20)!,
                                                                  GeoCoordinate(latitude: 1, longitude: 20)!]),
                               color: .white, width: 3)
        let scene = denseMap(curves: [route])
        let frame = scene.mapFrame(orientation: .identity, zoom: 3)
        let placed = scene.placedLabels(frame, lines: frame.lines)
        #expect(!frame.lines.isEmpty)
        for label in placed where label.visible {
            for line in frame.lines {
                for (a, b) in zip(line.points, line.points.dropFirst()) {
                    #expect(!CollisionGrid.segment(a, b, meets: label.box), "\(label.index)")
                }
            }
        }
        // The route moved or dropped labels that stood in its way.
        let free = scene.placedLabels(scene.mapFrame(orientation: .identity, zoom: 3), lines: [])
        #expect(free.map(\.position) != placed.map(\.position))
    }

    @Test func markersComeAfterLinesAndBeforeLabels() {
        let route = SceneCurve(curve: SphereCurve.route(through: [GeoCoordinate(latitude: 1, longitude: -20)!,
                                                                  GeoCoordinate(latitude: 1, longitude: 20)!]),
                               color: .white, width: 3)
        let list = denseMap(style: MapStyle(graticule: 5), curves: [route]).mapDrawList(orientation: .identity, zoom: 3)
        // Thin lines (the grid, as shapes in their colour) first, then the
        // route (a stroke), markers (shapes), labels.
        let grid = MapStyle().graticuleColor
        let kinds = list.items.map { item -> Int in
            switch item {
            case .shape(let s) where s.color == grid: return 0
            case .stroke: return 1
            case .shape: return 2
            case .label: return 3
            }
        }
        #expect(kinds == kinds.sorted())
        #expect(Set(kinds) == [0, 1, 2, 3])
    }

    /// Halos go where a line runs under a label: with a 2° grid some labels
    /// get one and none is far from a grid line.
    @Test func halosGoWhereLinesRunUnderLabels() {
        let scene = denseMap(style: MapStyle(graticule: 2))
        let frame = scene.mapFrame(orientation: .identity, zoom: 3)
        let labels = scene.mapDrawList(orientation: .identity, zoom: 3).items.compactMap { item -> LabelDraw? in
            if case .label(let label) = item { return label }
            return nil
        }
        #expect(labels.contains { $0.halo == 2 })
        let placed = scene.placedLabels(frame)
        for label in labels where label.halo > 0 {
            let box = placed[label.tag].box
            let near = Rect(minX: box.minX - 3, minY: box.minY - 3, maxX: box.maxX + 3, maxY: box.maxY + 3)
            #expect(frame.base.contains { line in
                zip(line.points, line.points.dropFirst()).contains { CollisionGrid.segment($0, $1, meets: near) }
            })
        }
    }

    /// Marks (places without labels, such as waypoints) are drawn in their
    /// colour, the far side's are not, and labels keep clear of them.
    @Test func marksAreDrawnAndLabelsAvoidThem() {
        var style = MapStyle()
        style.markColor = Color(r: 1, g: 2, b: 3)
        var marks: [GeoCoordinate] = []
        for lat in stride(from: -11.0, through: 11, by: 1.5) { marks.append(GeoCoordinate(latitude: lat, longitude: 0.7)!) }
        marks.append(GeoCoordinate(latitude: 0, longitude: 180)!)
        let base = denseMap(style: style)
        let scene = Scene(layout: base.layout, font: .embedded, style: base.style,
                          map: GlobeMap(style: style, marks: marks))
        let frame = scene.mapFrame(orientation: .identity, zoom: 3)
        #expect(frame.marks.count == marks.count - 1)
        let list = scene.mapDrawList(orientation: .identity, zoom: 3)
        let colored = list.items.filter { if case .shape(let s) = $0 { return s.color == style.markColor } else { return false } }
        #expect(colored.count == marks.count - 1)
        let placed = scene.placedLabels(frame)
        #expect(placed.contains { $0.visible })
        for label in placed where label.visible {
            for mark in frame.marks {
                #expect(!(mark.point.x > label.box.minX - 3 && mark.point.x < label.box.maxX + 3
                          && mark.point.y > label.box.minY - 3 && mark.point.y < label.box.maxY + 3))
            }
        }
    }

    @Test func theEmbeddedLandDecodesAndIsSmall() throws {
        let land = LandOutlines.naturalEarth110m
        #expect(land.rings.count == 287)
        #expect(land.coasts.count == 129)
        #expect(land.pointCount == 10_583 + 5_127)
        // Every point on the unit sphere.
        #expect(land.rings.joined().allSatisfy { abs($0.length - 1) < 1e-9 })
        // Bad data is refused, not trapped on.
        #expect(LandOutlines(naturalEarthData: Array("NE1\n".utf8) + [0xff]) == nil)
        #expect(LandOutlines(naturalEarthData: Array("XX".utf8)) == nil)
    }

    /// Land seen from above 0,0 covers Africa's middle and not the Atlantic
    /// off it, and stays inside the globe's disc.
    @Test func landFillsWhereTheLandIs() throws {
        let view = CurveView(width: 400, height: 400, radius: 180)
        let path = LandProjection.path(LandOutlines.naturalEarth110m.rings, orientation: .identity, view: view)
        var canvas = try Canvas(width: 400, height: 400, background: .black)
        TextRenderer(font: .embedded).fill(path, color: .white, into: &canvas)
        func lit(_ lat: Double, _ lon: Double) -> Bool {
            let v = GeoCoordinate(latitude: lat, longitude: lon)!.unitVector
            return (canvas.pixel(x: Int(200 + 180 * v.x), y: Int(200 - 180 * v.y))?.r ?? 0) > 200
        }
        #expect(lit(5, 20))       // Central Africa
        #expect(lit(-20, 25))     // Botswana
        #expect(!lit(0, -20))     // The Gulf of Guinea's open sea
        #expect(!lit(-30, -10))   // The South Atlantic
        #expect(canvas.pixel(x: 2, y: 2)?.r == 0 && canvas.pixel(x: 397, y: 397)?.r == 0)
    }

    /// A 4 s turn at 30 fps: labels fade by at most 1/6 a frame (0.2 s),
    /// never change position twice within a second, and frames drawn from
    /// the track are the same whatever order they are drawn in.
    @Test func animatedLabelsFadeAndHoldTheirPositions() throws {
        var places: [GeoTag] = []
        for lat in stride(from: -40.0, through: 40, by: 8) {
            for lon in stride(from: -180.0, to: 180, by: 9) {
                places.append(GeoTag(name: "L\(Int(lat))/\(Int(lon))", weight: 1 + abs(lat + lon).truncatingRemainder(dividingBy: 7),
                                     coordinate: GeoCoordinate(latitude: lat, longitude: lon)!))
            }
        }
        var cloud = Cloud(places: places, maxTags: 300, viewport: Viewport(width: 480, height: 270))
        cloud.style.backface = .hide
        cloud.map = GlobeMap()
        let scene = try cloud.scene()
        let replay = try cloud.spin(RotationSpec.parse("y:30"), seconds: 4, fps: 30)
        let track = LabelTrack(scene: scene, frames: replay.frameCount, pose: replay.state(ofFrame:),
                               time: replay.time(ofFrame:))
        #expect(track.frameCount == 120)
        var moves = 0, fades = 0
        for i in 0..<track.tagCount {
            var lastMove = -Double.infinity
            var previous = track.label(i, frame: 0)
            for k in 1..<track.frameCount {
                let now = track.label(i, frame: k)
                #expect(abs(now.opacity - previous.opacity) <= 1 / (30 * LabelTrack.fade) + 1e-6)
                if now.opacity > 0, now.opacity < 1 { fades += 1 }
                if let a = previous.position, let b = now.position, a != b {
                    let t = replay.time(ofFrame: k)
                    #expect(t - lastMove >= LabelTrack.hold - 1e-9, "label \(i) moved again at \(t)")
                    lastMove = t
                    moves += 1
                }
                if now.position != nil { previous = now } else { previous.opacity = now.opacity }
            }
        }
        #expect(fades > 0, "some label fades in or out during the turn")
        // Drawing frames out of order gives the same lists.
        let recipe = try FrameRecipe(cloud: cloud, replay: replay, format: .ppm)
        let forward = (0..<6).map { recipe.drawList(frame: $0 * 20) }
        let backward = (0..<6).reversed().map { recipe.drawList(frame: $0 * 20) }.reversed()
        #expect(forward == Array(backward))
        _ = moves
    }

    /// The façade: a map whose style asks for route ends gets each route's
    /// first and last place as ``GlobeMap/ends``, drawn as route-coloured
    /// rings that labels keep clear of; waypoints become marks.
    @Test func routeEndsAndWaypointsThroughTheCloud() throws {
        var cloud = Cloud(places: [GeoTag(name: "Near", weight: 1, coordinate: GeoCoordinate(latitude: 0, longitude: 0)!)],
                          viewport: Viewport(width: 320, height: 240))
        let a = GeoCoordinate(latitude: 10, longitude: -20)!, b = GeoCoordinate(latitude: 0, longitude: 0.5)!
        cloud.routes = [[a, GeoCoordinate(latitude: 5, longitude: -10)!, b], [a]]
        cloud.style = SceneStyle(routeColor: Color(r: 9, g: 8, b: 7), backface: .hide)
        cloud.map = GlobeMap().marking([Waypoint(coordinate: a, name: "A"), Waypoint(coordinate: b)])
        #expect(cloud.map?.marks == [a, b])
        #expect(try cloud.scene().map?.ends == [])
        cloud.map?.style.routeEnds = true
        let scene = try cloud.scene()
        #expect(scene.map?.ends == [a, b, a])
        let frame = scene.mapFrame(orientation: cloud.orientation, zoom: cloud.zoom)
        #expect(frame.ends.count == 3)
        let rings = try cloud.drawList().items.filter {
            if case .shape(let s) = $0 { return s.color == Color(r: 9, g: 8, b: 7) } else { return false }
        }
        #expect(rings.count == 3)
        // Near's label keeps clear of the end beside it.
        let label = scene.placedLabels(frame)[0]
        #expect(label.visible)
        for end in frame.ends {
            #expect(!(end.point.x > label.box.minX && end.point.x < label.box.maxX
                      && end.point.y > label.box.minY && end.point.y < label.box.maxY))
        }
    }
}
