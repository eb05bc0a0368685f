import Homogeneous
import Raster

extension Cloud {
    /// The routes and waypoints as the image shows them at `orientation` and
    /// `zoom` (by default the starting ones), as two JSON members for
    /// `tagcloud layout`, so another renderer can draw them:
    ///
    /// ```
    /// "routes":[{"runs":[{"alpha":1,"points":[[412.5,300.1],[413.2,298.7],...]},...]},...],
    /// "waypoints":[{"name":"Bergen","lat":60.3913,"lon":5.3221,"point":[x,y,z],"screen":[x,y],"depth":0.93},...]
    /// ```
    ///
    /// A route is its great-circle path sampled and projected exactly as it is
    /// drawn, cut into runs where it crosses the rim or leaves the image;
    /// `alpha` is the run's mean opacity (below 1 behind the sphere with the
    /// see-through backface). A waypoint's `point` is on the unit sphere,
    /// `screen` in pixels (y down; null behind a perspective camera) and `depth`
    /// its view z (−1 back … +1 front); `name` is left out when it has none.
    /// On a map (``map`` set) each waypoint also has `marker`, its marker's
    /// point (null when not drawn), and `visible`, whether its marker is
    /// drawn: `marked` (the waypoints are among ``GlobeMap/marks``), facing
    /// the viewer and inside the image.
    /// Numbers are rounded to 4 decimals, as in the layout's JSON.
    /// - Throws: ``RoutePointsError`` past ``maxRoutePoints``, as drawing would.
    public func routeLayoutJSON(waypoints: [Waypoint], marked: Bool = false, orientation: Matrix4? = nil,
                                zoom: Double? = nil) throws(RoutePointsError) -> String {
        let orientation = orientation ?? self.orientation
        let zoom = zoom ?? self.zoom
        let curves = try self.curves().prefix(routes.count)
        var cameraDistance: Double?
        if case .perspective(let d) = layout.options.projection { cameraDistance = d }
        var out = JSONWriter()
        out.key("routes")
        out.raw("[")
        for (k, curve) in curves.enumerated() {
            var view = CurveView(width: layout.viewport.width, height: layout.viewport.height, radius: layout.baseRadius,
                                 zoom: zoom, cameraDistance: cameraDistance, backface: style.backface,
                                 strokeWidth: curve.width)
            view.stretch = layout.options.stretch
            var runs: [(points: [Point], alphas: [Double])] = []
            var lastRun = -1
            for segment in view.segments(of: curve.curve, orientation: orientation) {
                if segment.run != lastRun || runs.last?.points.last != segment.start {
                    runs.append(([segment.start], []))
                    lastRun = segment.run
                }
                runs[runs.count - 1].points.append(segment.end)
                runs[runs.count - 1].alphas.append(segment.alpha)
            }
            out.raw(k == 0 ? "\n{" : ",\n{")
            out.key("runs")
            out.raw("[")
            for (r, run) in runs.enumerated() {
                out.raw(r == 0 ? "{" : ",{")
                out.key("alpha")
                out.number(run.alphas.reduce(0, +) / Double(max(1, run.alphas.count)))
                out.raw(",")
                out.key("points")
                out.raw("[")
                for (i, p) in run.points.enumerated() {
                    if i > 0 { out.raw(",") }
                    out.numbers([p.x, p.y])
                }
                out.raw("]}")
            }
            out.raw("]}")
        }
        out.raw("],")
        out.key("waypoints")
        out.raw("[")
        var view = CurveView(width: layout.viewport.width, height: layout.viewport.height, radius: layout.baseRadius,
                             zoom: zoom, cameraDistance: cameraDistance, backface: style.backface)
        view.stretch = layout.options.stretch
        let scene = Scene(layout: layout, fonts: fonts, style: style)
        for (k, waypoint) in waypoints.enumerated() {
            out.raw(k == 0 ? "\n{" : ",\n{")
            if let name = waypoint.name {
                out.key("name")
                out.string(name)
                out.raw(",")
            }
            out.key("lat")
            out.exact(waypoint.coordinate.latitude)
            out.raw(",")
            out.key("lon")
            out.exact(waypoint.coordinate.longitude)
            let u = waypoint.coordinate.unitVector
            let v = orientation.transformDirection(u)
            out.raw(",")
            out.key("point")
            out.numbers([u.x, u.y, u.z])
            out.raw(",")
            out.key("screen")
            if let p = view.project(v) { out.numbers([p.x, p.y]) } else { out.raw("null") }
            out.raw(",")
            out.key("depth")
            out.number(v.z)
            if map != nil {
                let fade = scene.labelVisibility(depth: v.z) * layout.options.alpha(atDepth: min(1, max(-1, v.z)))
                let point = marked && fade > 0 ? view.project(v) : nil
                let inside = point.map { $0.x >= 0 && $0.y >= 0 && $0.x <= layout.viewport.width
                                         && $0.y <= layout.viewport.height } ?? false
                out.raw(",")
                out.key("marker")
                if let point { out.numbers([point.x, point.y]) } else { out.raw("null") }
                out.raw(",")
                out.key("visible")
                out.raw(inside ? "true" : "false")
            }
            out.raw("}")
        }
        out.raw("]")
        return out.text
    }
}
