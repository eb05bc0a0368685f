/// How messages write an amount of memory or a file size.
enum ByteCount {
    /// `100 KiB`, `256 MiB`, `1.5 GiB`, `6519.3 GiB`: the largest binary unit
    /// (KiB, MiB, GiB) the count reaches, whole when it is a whole number of
    /// them and with one decimal otherwise; `N bytes` under 1 KiB.
    static func describe(_ bytes: Int) -> String {
        let units = ["KiB", "MiB", "GiB"]
        guard bytes >= 1024 else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        var exponent = 1
        while exponent < units.count, bytes >= 1 << (10 * (exponent + 1)) { exponent += 1 }
        let unit = 1 << (10 * exponent)
        if bytes % unit == 0 { return "\(bytes / unit) \(units[exponent - 1])" }
        let tenths = (Double(bytes) / Double(unit) * 10).rounded()
        guard tenths < 1e18 else { return "\(bytes / unit) \(units[exponent - 1])" }
        let t = Int(tenths)
        return "\(t / 10).\(t % 10) \(units[exponent - 1])"
    }
}
