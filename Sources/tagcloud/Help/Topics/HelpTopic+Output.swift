extension HelpTopic {
    /// `tagcloud help output`.
    static let output = HelpTopic(
        "output", summary: "formats, where images and frames go, GIF and APNG.",
        intro: """
            -o picks the format from its extension (.ppm, .pam, .png, .gif, .apng); \
            --format overrides it, and an output with no extension that is a device \
            or FIFO (-o /dev/stdout) is PPM. - is standard output; without -o, \
            render writes PPM to standard output when it is a pipe or a file, and \
            tagcloud.ppm when it is a terminal (it never sends binary data to a \
            terminal).

                PPM   P6, 8-bit RGB: fastest; what ffmpeg -f image2pipe reads best
                PAM   P7, RGB_ALPHA: PPM with alpha
                PNG   8-bit RGB, or RGBA for a transparent background
                GIF   one palette of up to 256 colours; animate: a looping GIF
                APNG  animate: a lossless looping PNG, RGB or RGBA

            Every encoder is tagcloud's own (DEFLATE, LZW), and every output is \
            byte-identical on every run and for any --jobs.

            Files are written atomically: a temporary file beside the target is \
            renamed into place only when complete, so an error or Ctrl-C leaves the \
            old file (or none) and no temporary files; a failed run removes a folder \
            it made. Devices such as /dev/null are written directly. An output that is \
            a symbolic link is written through (the link stays, its target is \
            replaced); in a sticky world-writable directory such as /tmp a link is \
            followed only if it belongs to you or to the directory's owner.
            """,
        entries: [
            Entry("output", """
                animate streams frames to ffmpeg with -o - (add -c:v pam for \
                --format pam, which keeps alpha):

                    tagcloud animate --tags words.txt -o - | ffmpeg -f image2pipe \\
                        -c:v ppm -framerate 30 -i - -pix_fmt yuv420p cloud.mp4

                -o cloud.gif or -o cloud.apng writes the whole animation as one file, \
                atomically; the frames stream through the encoder, so memory does \
                not grow with the length.
                """),
            Entry("format", """
                A still GIF gets a palette built from its own pixels. APNG with a \
                .png name needs --format apng; render writes a plain PNG for it.
                """),
            Entry("dither", """
                none looked cleaner on tag clouds: the pattern shows as grain along \
                anti-aliased edges, costs about 6 dB of PSNR, and is larger.
                """),
            Entry("palette-frames", """
                The palette is a median cut in Oklab refined by k-means rounds; one \
                entry is kept for transparency, so each frame after the first stores \
                only the rectangle that changed. GIF delays are whole centiseconds: \
                frame i starts at round(100 × i / fps) cs, so at 30 fps they run 3, \
                4, 3, 3, 4, 3... (above 50 fps, browsers slow 1 cs delays down).
                """),
        ])
}
