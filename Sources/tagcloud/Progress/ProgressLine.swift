extension ProgressBar {
    /// The status line for a state, at most `columns - 1` characters:
    /// a bar, `done/total unit`, the average rate, and the time left.
    static func line(done: Int, total: Int, unit: String, elapsed: Double, columns: Int) -> String {
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        var facts = "\(done)/\(total) \(unit)"
        facts += "  " + (rate > 0 ? formatRate(rate) : "-") + " \(unit == "frames" ? "fps" : "/s")"
        let eta = rate > 0 ? Double(total - done) / rate : nil
        facts += done >= total ? "  done in \(clock(elapsed))" : "  ETA " + (eta.map(clock) ?? "--:--")
        // The bar gets a fixed width (the room left beside the longest facts
        // this bar can show), within 10...40 cells; none if too narrow.
        let longest = "\(total)/\(total) \(unit)  999.9 fps  done in 00:00:00".count
        let room = columns - 1 - 3 - max(longest, facts.count)
        guard room >= 10 else { return String(facts.prefix(max(0, columns - 1))) }
        let cells = min(40, room)
        let filled = total > 0 ? min(cells, cells * done / total) : cells
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: cells - filled)
        return "[\(bar)] " + facts
    }

    /// `23.4` below 100, whole numbers above.
    static func formatRate(_ rate: Double) -> String {
        guard rate.isFinite, rate < 1e12 else { return "-" }
        let tenths = Int((rate * 10).rounded())
        if tenths >= 1000 { return String(Int(rate.rounded())) }
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `m:ss`, or `h:mm:ss` from an hour up (to the nearest second).
    static func clock(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0 else { return "--:--" }
        let whole = Int(min(seconds, 359_999).rounded())
        let (hours, minutes, secs) = (whole / 3600, whole / 60 % 60, whole % 60)
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    }
}
