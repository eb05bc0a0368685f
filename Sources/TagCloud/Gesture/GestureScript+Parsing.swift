extension GestureScript {
    /// Parses a gesture script (see ``GestureScript`` for the language).
    ///
    /// - Parameters:
    ///   - text: The script. Lines end in `\n` or `\r\n`; a leading byte-order mark is skipped.
    ///   - file: The file name for error locations (`-` for standard input).
    ///   - maxDuration: The longest total duration accepted, in seconds.
    /// - Throws: The first ``InputError``, at its line and column.
    public init(parsing text: String, file: String = "-",
                maxDuration: Double = DurationSpec.defaultLimit) throws(InputError) {
        try self.init(parsing: text.utf8, file: file, maxDuration: maxDuration)
    }

    /// Parses a gesture script from UTF-8 bytes, as read from a file;
    /// invalid UTF-8 is an error at its line and column.
    public init(parsing bytes: some Collection<UInt8>, file: String = "-",
                maxDuration: Double = DurationSpec.defaultLimit) throws(InputError) {
        var parser = ScriptParser(file: file, maxDuration: maxDuration)
        try LineReader.forEachLine(bytes, file: file) { (line: InputLine) throws(InputError) in
            try parser.parse(line.scalars, number: line.number)
        }
        self.init(file: file, fps: parser.fps, commands: parser.commands)
    }
}

/// Turns script lines into ``GestureCommand``s, one line at a time.
struct ScriptParser {
    /// The file name for error locations.
    let file: String
    /// The longest total duration accepted, in seconds.
    let maxDuration: Double
    /// The frame rate, once an `fps` line was read.
    var fps: Double?
    /// The line of the `fps` command.
    var fpsLine = 0
    /// The commands read so far.
    var commands: [GestureCommand] = []
    /// Their total duration.
    var total = 0.0

    /// Every command word, in the order the reference lists them.
    static let commandNames = ["fps", "rotate", "spin", "drag", "release", "stop", "twist", "pinch", "tap", "wait"]

    /// Parses one line (without its line break).
    mutating func parse(_ scalars: [Unicode.Scalar], number: Int) throws(InputError) {
        let tokens = try ScriptTokenizer.tokens(in: scalars, file: file, lineNumber: number)
        guard let word = tokens.first else { return }
        var line = ScriptLineCursor(tokens: tokens, file: file, line: number)
        let here = line.location(word.column)
        guard !word.quoted else { throw line.error("expected a command, got a quoted name", column: word.column) }
        let action: GestureCommand.Action?
        switch word.text {
        case "fps":
            let t = try line.next(or: "fps needs a frame rate, as in 'fps 30'")
            guard fps == nil else { throw line.error("fps is already set on line \(fpsLine)", column: word.column) }
            fps = try line.value(t, ScriptValue.fps)
            fpsLine = number
            action = nil
        case "rotate":
            var specs = [try line.value(try line.next(or: "rotate needs AXIS:ANGLE, as in 'rotate x:15'"),
                                        RotationSpec.parse)]
            while !line.atEnd { specs.append(try line.value(try line.next(or: ""), RotationSpec.parse)) }
            action = .rotate(specs)
        case "spin":
            let example = "spin y:30/s for 2s"
            let rate = try line.value(try line.next(or: "spin needs AXIS:RATE, as in '\(example)'"),
                                      RotationSpec.parseRate)
            action = .spin(rate: rate, duration: try duration(&line, after: "for", example: example))
        case "drag":
            let (dx, dy) = try dragOffset(&line)
            let example = "drag 300,0 over 0.5s"
            action = .drag(dx: dx, dy: dy, duration: try duration(&line, after: "over", example: example))
        case "release":
            action = .release
        case "stop":
            action = .stop
        case "twist":
            let example = "twist 45 over 1s"
            let angle = try line.value(try line.next(or: "twist needs an angle, as in '\(example)'"),
                                       ScriptValue.angle)
            action = .twist(angle: angle, duration: try duration(&line, after: "over", example: example))
        case "pinch":
            let example = "pinch 1.5 over 0.5s"
            let factor = try line.value(try line.next(or: "pinch needs a zoom factor, as in '\(example)'"),
                                        ScriptValue.zoomFactor)
            action = .pinch(factor: factor, duration: try duration(&line, after: "over", example: example))
        case "tap":
            let example = "tap \"Swift\" over 0.6s"
            let name = try line.next(or: "tap needs a tag name, as in '\(example)'")
            guard !name.text.isEmpty else { throw line.error("empty tag name", column: name.column) }
            action = .tap(tag: name.text, tagLocation: line.location(name.column),
                          duration: try duration(&line, after: "over", example: example))
        case "wait":
            action = .wait(duration: try duration(&line, after: nil, example: "wait 1s"))
        default:
            throw line.error(Self.unknownCommandMessage(word.text), column: word.column)
        }
        try line.finish(word.text)
        if let action { commands.append(GestureCommand(action, at: here)) }
    }

    /// Reads `[keyword] DURATION` and checks the running total against ``maxDuration``.
    private mutating func duration(_ line: inout ScriptLineCursor, after keyword: String?,
                                   example: String) throws(InputError) -> Double {
        if let keyword { try line.keyword(keyword, example: example) }
        let what = keyword.map { "a duration after '\($0)'" } ?? "a duration"
        let t = try line.next(or: "expected \(what), as in '\(example)'")
        let limit = maxDuration
        let seconds = try line.value(t) { (text: String) throws(SpecError) -> Double in
            try DurationSpec.parse(text, limit: limit)
        }
        total += seconds
        guard total <= maxDuration else {
            throw line.error("the script would last \(total.plainText) s, over the limit of "
                + "\(maxDuration.plainText) s", column: t.column)
        }
        return seconds
    }

    /// Reads `DX,DY` or `from X,Y to X,Y` and returns the finger's offset.
    private func dragOffset(_ line: inout ScriptLineCursor) throws(InputError) -> (Double, Double) {
        let example = "drag from 640,360 to 940,360 over 0.5s"
        let first = try line.next(or: "drag needs an offset, as in 'drag 300,0 over 0.5s' or '\(example)'")
        guard !first.quoted, first.text == "from" else {
            let d = try line.value(first, ScriptValue.point)
            return (d.x, d.y)
        }
        let a = try line.value(try line.next(or: "expected a start point after 'from', as in '\(example)'"),
                               ScriptValue.point)
        let to = try line.next(or: "expected 'to' and an end point, as in '\(example)'")
        guard !to.quoted, to.text == "to" else {
            throw line.error("expected 'to', got \(to.text.quotedForMessage), as in '\(example)'", column: to.column)
        }
        let b = try line.value(try line.next(or: "expected an end point after 'to', as in '\(example)'"),
                               ScriptValue.point)
        return (b.x - a.x, b.y - a.y)
    }

    /// "unknown command", with the nearest command word when one is close.
    static func unknownCommandMessage(_ word: String) -> String {
        if let guess = Suggestion.nearest(to: word, in: commandNames) {
            return "unknown command \(word.quotedForMessage); did you mean '\(guess)'?"
        }
        return "unknown command \(word.quotedForMessage); expected one of " + commandNames.joined(separator: ", ")
    }
}
