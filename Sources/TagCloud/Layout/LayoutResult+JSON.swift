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
    /// A layout placed for its view (``ViewPlacement``) also has
    /// `"sizeFactor"` after `"radius"`: the factor its labels shrank by to fit.
    /// One whose covered labels were faded has `"faded"` (how many) after that.
    /// A stretched sphere (``LayoutOptions/stretch``) has `"stretch":[x,y]`
    /// after that: screen = centre + radius × stretch × the view point's x, −y.
    /// Numbers are rounded to 4 decimals; weights are written exactly. Ends
    /// with a newline.
    public var json: String { json(map: nil) }

    /// The layout as JSON (see ``json``) with, for a globe drawn as a map,
    /// each place's `marker` (its screen point), `markerDrawn` (whether its
    /// marker is drawn), `visible` (whether its label is drawn) and `reason`
    /// when not (`far side`, `collision`, `under a heavier label`) from
    /// `map` (in tag order; put each placed label's box in `tags` first).
    public func json(map: [PlacedLabel]?) -> String {
        var out = JSONWriter()
        out.raw("{")
        write(into: &out, lineBreaks: true, visible: nil, opacity: nil, map: map)
        return out.text
    }

    /// One frame of an animation's layout as one line of JSON Lines: the
    /// same object as ``json`` on a single line, starting with `"frame"`
    /// (its number) and `"time"` (in seconds), with `"visible"` on each tag
    /// (from `visible`, in tag order: false where the frame or an opaque
    /// sphere hides the label) and, when `opacity` is given, `opacity`: the
    /// factor on `alpha` the frame draws the label with (its fade at an
    /// opaque sphere's rim and its declutter fade). Ends with a newline.
    ///
    /// With `map` (a globe drawn as a map, its labels placed in this frame:
    /// put each placed label's box in `tags` first) each tag also has
    /// `marker` and `reason` when hidden, as in ``json(map:)``, `visible` is
    /// the map's, and `opacity` is its fade in and out when no `opacity` is given.
    ///
    /// - Precondition: `visible.count == tags.count`, and so for `opacity`.
    public func jsonLine(frame: Int, time: Double, visible: [Bool], opacity: [Double]? = nil,
                         map: [PlacedLabel]? = nil) -> String {
        precondition(visible.count == tags.count && (opacity?.count ?? tags.count) == tags.count,
                     "one visibility and opacity per tag")
        var out = JSONWriter()
        out.raw("{")
        out.key("frame")
        out.raw(String(frame))
        out.raw(",")
        out.key("time")
        out.number(time.isFinite ? time : 0)
        out.raw(",")
        write(into: &out, lineBreaks: false, visible: visible, opacity: opacity, map: map)
        return out.text
    }

    /// Whether each tag's box meets the viewport at all (in tag order).
    public var inViewport: [Bool] {
        tags.map { $0.box.maxX > 0 && $0.box.minX < viewport.width && $0.box.maxY > 0 && $0.box.minY < viewport.height }
    }

    /// Everything after the opening brace.
    private func write(into out: inout JSONWriter, lineBreaks: Bool, visible: [Bool]?, opacity: [Double]?,
                       map: [PlacedLabel]?) {
        out.key("width")
        out.number(viewport.width)
        out.raw(",")
        out.key("height")
        out.number(viewport.height)
        out.raw(",")
        out.key("radius")
        out.number(radius)
        out.raw(",")
        if let sizeFactor {
            out.key("sizeFactor")
            out.number(sizeFactor)
            out.raw(",")
        }
        if let faded {
            out.key("faded")
            out.number(Double(faded))
            out.raw(",")
        }
        if !stretch.isNone {
            out.key("stretch")
            out.numbers([stretch.x, stretch.y])
            out.raw(",")
        }
        out.key("tags")
        out.raw("[")
        for (k, tag) in tags.enumerated() {
            out.raw((k == 0 ? "" : ",") + (lineBreaks ? "\n{" : "{"))
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
                out.key("markerDrawn")
                out.raw(place.marked && place.markerOpacity > 0 ? "true" : "false")
                out.raw(",")
                out.key("visible")
                out.raw(place.visible ? "true" : "false")
                if let reason = place.reason {
                    out.raw(",")
                    out.key("reason")
                    out.string(reason.rawValue)
                }
                if !lineBreaks {
                    out.raw(",")
                    out.key("opacity")
                    out.number(opacity?[k] ?? place.opacity)
                }
            } else if let visible {
                out.raw(",")
                out.key("visible")
                out.raw(visible[k] ? "true" : "false")
                if let opacity {
                    out.raw(",")
                    out.key("opacity")
                    out.number(opacity[k])
                }
            }
            out.raw("}")
        }
        out.raw(tags.isEmpty || !lineBreaks ? "]}\n" : "\n]}\n")
    }
}
