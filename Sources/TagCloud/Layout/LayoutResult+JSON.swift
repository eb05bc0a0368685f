extension LayoutResult {
    /// The layout as JSON, byte-for-byte the same for the same layout:
    ///
    /// ```
    /// {"width":800,"height":600,"radius":263.5,"tags":[
    /// {"text":"Moon","weight":42,"point":[0,0,1],"screen":[400,300],"depth":1,"scale":1,"alpha":1,
    ///  "fontSize":36,"drawnSize":36,"box":[352.48,278.94,447.52,321.06],"baseline":312.42,"order":7},
    /// ...
    /// ]}
    /// ```
    ///
    /// (each tag on one line). Tags are listed in input order; `order` is the
    /// back-to-front draw position, 0 the farthest. `point` is the tag's point
    /// on the unit sphere, `screen` the label centre in pixels (y down),
    /// `depth` view z (−1 back … +1 front), `box` is [minX, minY, maxX, maxY].
    /// Numbers are rounded to 4 decimals; weights are written exactly. Ends
    /// with a newline.
    public var json: String { json(map: nil) }

    /// The layout as JSON (see ``json``) with, for a globe drawn as a map,
    /// each place's `marker` (its screen point), `visible` (whether its
    /// label is drawn) and `reason` when not (`far side`, `collision`) from
    /// `map` (in tag order; put each placed label's box in `tags` first).
    public func json(map: [PlacedLabel]?) -> String {
        var out = JSONWriter()
        out.raw("{")
        out.key("width")
        out.number(viewport.width)
        out.raw(",")
        out.key("height")
        out.number(viewport.height)
        out.raw(",")
        out.key("radius")
        out.number(radius)
        out.raw(",")
        out.key("tags")
        out.raw("[")
        for (k, tag) in tags.enumerated() {
            out.raw(k == 0 ? "\n{" : ",\n{")
            out.key("text")
            out.string(tag.text)
            out.raw(",")
            out.key("weight")
            out.exact(tag.weight)
            for (name, values) in [("point", [tag.point.x, tag.point.y, tag.point.z]),
                                   ("screen", [tag.screen.x, tag.screen.y])] {
                out.raw(",")
                out.key(name)
                out.numbers(values)
            }
            for (name, value) in [("depth", tag.depth), ("scale", tag.scale), ("alpha", tag.alpha),
                                  ("fontSize", tag.fontSize), ("drawnSize", tag.drawnSize)] {
                out.raw(",")
                out.key(name)
                out.number(value)
            }
            out.raw(",")
            out.key("box")
            out.numbers([tag.box.minX, tag.box.minY, tag.box.maxX, tag.box.maxY])
            out.raw(",")
            out.key("baseline")
            out.number(tag.baseline)
            out.raw(",")
            out.key("order")
            out.raw(String(tag.order))
            if let place = map?[k] {
                out.raw(",")
                out.key("marker")
                out.numbers([place.marker.x, place.marker.y])
                out.raw(",")
                out.key("visible")
                out.raw(place.visible ? "true" : "false")
                if let reason = place.reason {
                    out.raw(",")
                    out.key("reason")
                    out.string(reason.rawValue)
                }
            }
            out.raw("}")
        }
        out.raw(tags.isEmpty ? "]}\n" : "\n]}\n")
        return out.text
    }
}
