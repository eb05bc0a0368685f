extension HelpTopic {
    /// `tagcloud help limits`.
    static let limits = HelpTopic(
        "limits", summary: "exit status, errors, and the caps on input and memory.",
        intro: """
            Exit status: 0 success; 1 runtime failure (an output that cannot be \
            written, a full disk, an I/O error, a closed pipe, which is silent); 2 \
            bad usage or input (an unknown option, a bad value, a missing, \
            unreadable or malformed input).

            Errors are one line on standard error: "tagcloud: words.txt:3:7: ..." \
            at a place in an input file, "tagcloud: words.txt: ..." for the file as \
            a whole, "tagcloud: ..." otherwise; warnings read "tagcloud: warning: \
            ...". A standard stream closed at start is opened on /dev/null first.

            Every cap has an option. Tag, route and globe files are read a line at a \
            time and refused at the first line past a cap, so with the default caps \
            peak memory stays under 64 MB plus four times the input. Sizes that come \
            from input (a font's tables, a script's durations, image sizes) are \
            checked before anything is allocated for them. The memory an image needs \
            is checked against the machine's memory, the cgroup's limit and ulimit \
            -v before it is allocated; a size that does not fit is a runtime error \
            (exit 1) saying how much it needs and which limit is short. Past ulimit \
            -f a write fails like a full disk.
            """,
        entries: [
            Entry("max-input-size", "At most 1 TiB."),
            Entry("max-tag-count", """
                Counting stops at the first tag past the cap, which is reported at \
                its place.
                """),
            Entry("max-tag-length"),
            Entry("max-pixels"),
            Entry("max-frames", """
                A gesture script lasts at most 86,400 s, and a replay has at most \
                1,000,000 frames.
                """),
            Entry("max-route-points"),
            Entry("glyph-cache", "At most 1,000,000."),
        ],
        notes: """
            Memory stays flat however long an animation: frames are rendered in a \
            bounded window and streamed (a 1280x720 spin peaks near 31 MB for 100 or \
            10,000 frames; a GIF near 56 MB).
            """)
}
