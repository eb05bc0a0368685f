extension HelpTopic {
    /// `tagcloud help appearance`.
    static let appearance = HelpTopic(
        "appearance", summary: "colours, the background, blending, the back's fading.",
        intro: """
            Colours are CSS names (any case), #rgb, #rgba, #rrggbb or #rrggbbaa (the \
            # may be left out, since an unquoted # starts a shell comment), \
            rgb(255 107 107), rgb(255, 107, 107) or rgb(100% 42% 42%), with an alpha \
            as rgb(255 107 107 / 50%) or rgba(255, 107, 107, 0.5), hsl(0 100% 71%) or \
            hsla(0, 100%, 71%, 0.5) (hue in degrees, or with deg, rad or turn), and \
            none or transparent (fully transparent). For example:

                tagcloud render --tags words.txt --color 'hsl(200 80% 75%)' \\
                    --background 'rgb(14 18 27 / 90%)' -o cloud.png

            Labels at the back of the sphere are smaller and fainter (--min-scale and \
            --min-alpha, in 'tagcloud help layout'); the map's colours (--land) are in \
            'tagcloud help globe'.
            """,
        entries: [
            Entry("theme", """
                light is for a white slide or page: the labels keep their contrast \
                against the background at every depth.
                """),
            Entry("color"),
            Entry("background", """
                Only PAM, PNG and APNG keep alpha; PPM and GIF need an opaque \
                background.
                """),
            Entry("gradient", """
                A label's colour follows its font size between --min-size and \
                --max-size (and so --scale-by): the largest takes the first colour, \
                the smallest the last, and equal weights get equal colours.
                """),
            Entry("blend", """
                In linear light a dark label on a light background and a light one \
                on a dark background look equally heavy; sRGB blending is what \
                browsers do.
                """),
            Entry("depth-fade", """
                blend keeps every label opaque, so nothing behind shows through a \
                label, at the cost of back labels looking muddier over a busy \
                background.
                """),
            Entry("guides"),
            Entry("link-color"),
            Entry("link-width", """
                Arcs follow great circles, rising to 1.02 sphere radii mid-way, and \
                are sorted among the labels by depth, piece by piece.
                """),
            Entry("route-color"),
            Entry("route-width"),
            Entry("backface", """
                With hide, arcs and routes end exactly at the rim, segments behind it \
                or off-screen are not drawn, and labels behind it fade as they reach \
                the rim.
                """),
        ])
}
