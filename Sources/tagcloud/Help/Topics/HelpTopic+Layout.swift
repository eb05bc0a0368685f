extension HelpTopic {
    /// `tagcloud help layout`.
    static let layout = HelpTopic(
        "layout", summary: "where the labels go: size, turns, placement, font sizes.",
        intro: """
            (This is the layout topic; the layout command's own options are in \
            'tagcloud layout --help'.)

            The tags are placed on a sphere, the sphere is turned (--look-at or --fit, \
            then each --rotate in order) and projected, and the labels are drawn back \
            to front. View space has x to the right, y up and z towards the viewer.

            The sphere's radius is chosen so that no label is clipped at any \
            orientation, keeping --padding free at each edge. Where the labels cannot \
            fit, every label shrinks by one factor until they do: the layout JSON \
            records it as "sizeFactor"; below 50% tagcloud warns, and at 25% it stops \
            shrinking and warns that labels still overlap (fewer tags, a larger \
            --size or a smaller --max-size help). The sphere grows into the room \
            shrunk labels leave, so long labels in a small or square image do not \
            leave a small sphere in the middle.
            """,
        entries: [
            Entry("size", "Both sides must be at least 1; --max-pixels caps their product."),
            Entry("rotate", """
                A direction may stand for the axis (1,1,0:30). --rotate x:15 \
                --rotate y:-30 tilts first, then turns.
                """),
            Entry("projection", """
                perspective puts a camera --camera-distance sphere radii away: near \
                labels spread out and grow, far ones shrink.
                """),
            Entry("camera-distance"),
            Entry("radius", "A label too large to fit even at the front, at that size, is reported."),
            Entry("padding"),
            Entry("stretch", """
                fill is the default for stills because a round sphere left a third of \
                a 16:9 picture empty at the sides while its labels crowded the middle \
                and had to shrink; the filled one spreads the same labels over the \
                frame at full size and still reads as a sphere, as size and fading \
                carry the depth. The JSON's screen position is centre + radius × \
                stretch × the view point's x and -y. Globes are maps and never \
                stretch.
                """),
            Entry("min-size"),
            Entry("max-size"),
            Entry("scale-by", """
                sqrt makes a label's area follow its weight; linear makes its height \
                follow it; log suits weights spanning several orders of magnitude; \
                rank sizes places in 4 classes, as maps do. Equal weights give equal \
                sizes.
                """),
            Entry("min-drawn-size", """
                Below a few pixels a label is a speck, not a word; the floor keeps \
                back labels legible.
                """),
            Entry("min-scale"),
            Entry("min-alpha"),
            Entry("max-view-tags", """
                The view placement's work grows faster than the tag count, so past \
                this many tags it gives up early rather than take seconds.
                """),
            Entry("relax", """
                The lattice is an offset Fibonacci lattice relaxed so that √N × (the \
                smallest distance between two points) ≥ 3.3 for every N from 50 to \
                100,000; --relax relaxes longer, to ≥ 3.5 for N up to 1000. It matters \
                for --placement sphere (the default with --script); view and spin \
                place the tags their own way.
                """),
            Entry("placement", """
                view: the 10 heaviest tags (or the heaviest 10%, where that is more) \
                face the viewer; no two labels in the front hemisphere overlap (their \
                boxes keep a pixel apart); about half the tags are on the back, so it \
                still reads as a sphere.

                spin: each label sweeps a circle of latitude about the spin axis, and \
                two labels are kept far enough apart, in height or in longitude, that \
                they do not meet on the way across the front, even at the rim.

                sphere: one point per tag on the relaxed lattice; the heaviest tag \
                faces the viewer and the rest are placed so the cloud's weighted \
                centre stays near the sphere's centre. Labels may then overlap as the \
                sphere turns; --declutter fade ('tagcloud help animation') fades the \
                covered ones.
                """),
        ],
        notes: """
            tagcloud layout writes where every label goes as JSON, for your own \
            renderer: {"width":W,"height":H,"radius":R,"tags":[{"text":..,"weight":.., \
            "point":[x,y,z],"screen":[x,y],"depth":..,"scale":..,"alpha":..,"fontSize":.., \
            "drawnSize":..,"box":[x0,y0,x1,y1],"baseline":..,"order":i},...]}. Tags are \
            listed heaviest first; order 0 is drawn first (the farthest). Numbers \
            have at most four decimals. With the animation options (--spin, \
            --script, --fps, --duration, --frames, --declutter) it writes one JSON \
            document per frame and line, with "frame" and "time" first, and \
            "visible" and "opacity" on every tag.
            """)
}
