/// Writes `--trace` lines (one JSON object per frame, in frame order) to a
/// text output, in blocks rather than one system call per line.
final class TraceWriter {
    private let file: OutputFile
    private var pending: [UInt8] = []
    /// Pending bytes are written once there are this many.
    private let blockSize = 1 << 16

    /// Writes to `file` (a file written atomically, or standard output).
    init(_ file: OutputFile) {
        self.file = file
        pending.reserveCapacity(blockSize)
    }

    /// Adds one line (`line` without its newline).
    func append(_ line: String) throws(CLIError) {
        pending.append(contentsOf: line.utf8)
        pending.append(UInt8(ascii: "\n"))
        if pending.count >= blockSize { try flush() }
    }

    /// Writes what is pending and finishes the output (renames the file into place).
    func commit() throws(CLIError) {
        try flush()
        try file.commit()
    }

    private func flush() throws(CLIError) {
        guard !pending.isEmpty else { return }
        try file.write(pending)
        pending.removeAll(keepingCapacity: true)
    }
}
