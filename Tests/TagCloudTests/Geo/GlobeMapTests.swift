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

    /// A hidden label could not have been placed where only lighter labels
    /// stand: every one of its positions meets a heavier label, a marker,
    /// or leaves the frame.
    @Test func aHiddenLabelIsNeverDisplacedByALighterOne() {
        let scene = denseMap()
        let placed = scene.placedLabels(orientation: .identity, zoom: 3)
        // Places are all weight 1 after the first, so priority is tag order.
        for hidden in placed where hidden.reason == .collision {
            let lighterShown = placed.filter { $0.visible && $0.index > hidden.index }
            // Leaving every lighter place unlabelled (its marker stays) keeps this one hidden.
            let again = scene.placer.place(scene.mapFrame(orientation: .identity, zoom: 3).places, lines: []) {
                $0 > hidden.index ? [] : LabelPosition.allCases
            }
            #expect(again.first { $0.index == hidden.index }?.visible == false, "\(hidden.index)")
        }
    }

    @Test func farSidePlacesHaveNoMarkerNorLabel() {
        let scene = denseMap()
        let turned = Globe.orientation(lookingAt: GeoCoordinate(latitude: 0, longitude: 180)!)
        let placed = scene.placedLabels(orientation: turned, zoom: 3)
        #expect(placed.allSatisfy { !$0.marked && !$0.visible && $0.reason == .farSide })
        let list = scene.mapDrawList(orientation: turned, zoom: 3)
        #expect(list.items.isEmpty)
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
        let list = denseMap(curves: [route]).mapDrawList(orientation: .identity, zoom: 3)
        let kinds = list.items.map { item -> Int in
            switch item {
            case .stroke: return 0
            case .shape: return 1
            case .label(let label):
                #expect(label.halo > 0)
                return 2
            }
        }
        #expect(kinds == kinds.sorted())
        #expect(kinds.contains(0) && kinds.contains(1) && kinds.contains(2))
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
}
