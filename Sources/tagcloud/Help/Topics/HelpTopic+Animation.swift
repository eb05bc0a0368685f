extension HelpTopic {
    /// `tagcloud help animation`.
    static let animation = HelpTopic(
        "animation", summary: "spins, gesture scripts, timing, frames across machines.",
        intro: """
            tagcloud animate starts from the sphere turned by --look-at or --fit and \
            each --rotate, then moves it by --spin or by the gestures of a --script; \
            with neither it spins gently (--spin y:20). Motion is a function of time, \
            not of frames: the same script at 24, 30 or 60 fps shows the same sphere \
            at the same instant. Frame i shows time i/fps, for i from 0 to \
            ceil(duration × fps) - 1. Where the frames go, and GIF and APNG, are in \
            'tagcloud help output'.
            """,
        entries: [
            Entry("spin", """
                A spin places the tags for it (--placement spin), so labels that \
                cross the front together keep apart.
                """),
            Entry("script", """
                One command per line; # starts a comment. Durations take s or ms, \
                angles are degrees (or rad), distances are screen pixels (x right, y \
                down), axes are x, y, z or a direction such as 1,1,0.

                    fps 30                    the frame rate (--fps wins)
                    rotate x:15 y:-30         turn at once, as --rotate does
                    spin y:30/s for 2s        a motor turns it; then it coasts
                    drag 300,0 over 0.5s      one finger moves by (dx, dy)
                    drag from 640,360 to 940,360 over 0.5s
                    release                   the finger lifts: a fling
                    stop                      halt at once
                    twist 45 over 1s          two fingers turn it on screen
                    pinch 1.5 over 0.5s       two fingers zoom by the factor
                    tap "Swift" over 0.6s     turn until the tag faces you
                    wait 1s                   time passes; a fling goes on

                A drag turns the sphere by d/R radians (R its radius on screen), so \
                the label under the finger stays under it. Errors name the line and \
                column: "tour.gesture:7:1: unknown command 'tapp'; did you mean \
                'tap'?". A script lasts at most 86,400 s.
                """),
            Entry("duration"),
            Entry("fps"),
            Entry("inertia", """
                After release the angular velocity decays as w × e^(-t/inertia), and \
                the turn is integrated exactly. The default matches TagCanvas's \
                0.95-per-frame slow-down at 60 fps.
                """),
            Entry("declutter", """
                For any motion labels cannot be kept apart in advance, so fade \
                dims each label by how much of its box nearer labels cover; a label \
                that a nearer one sweeps across fades over several frames, not at \
                once.
                """),
            Entry("frames", """
                To resume an interrupted run: frame files appear strictly in frame \
                order, so the frames on disk are a contiguous run from the first. \
                Find the first missing frame K and run again with the same options \
                and --frames K-; the result is byte-identical to an uninterrupted \
                run. Only a run killed outright (SIGKILL, a power cut) can leave \
                hidden .frame_*.tagcloud-*.tmp files; delete them.
                """),
            Entry("shard", """
                K counts from 0, as SLURM_ARRAY_TASK_ID and JOB_COMPLETION_INDEX do; \
                a part that fails is simply run again. tagcloud schedules nothing \
                itself; with GNU parallel:

                    parallel tagcloud animate --tags words.txt --jobs 1 \\
                        --shard {}/4 -o frames/ ::: 0 1 2 3

                In a Slurm array job (#SBATCH --array=0-15), each task runs --shard \
                "$SLURM_ARRAY_TASK_ID/16"; in a Kubernetes Indexed Job, --shard \
                "$JOB_COMPLETION_INDEX/16", writing into a shared volume.
                """),
            Entry("jobs", """
                Frames are written in order, one encoded frame held per job, so \
                memory stays flat however long the animation.
                """),
            Entry("trace"),
        ],
        notes: """
            A progress bar (frames, frames per second, time left) appears on standard \
            error when it is a terminal, and nothing otherwise.
            """)
}
