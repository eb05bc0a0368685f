// libFuzzer target `args`: the command-line argument parser.
//
// Compiled into the CLI module itself (with every file of Sources/tagcloud
// except main.swift), so it reaches the internal `CommandLineParser`.
//
// The input is split into arguments on NUL bytes when it has any, else on
// newlines (so seeds stay readable text); each argument is decoded as UTF-8
// with invalid sequences replaced (what the Swift runtime does to argv).

/// Splits `bytes` into command-line words.
private func words(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    let separator: UInt8 = bytes.contains(0) ? 0 : UInt8(ascii: "\n")
    if bytes.isEmpty { return [] }
    return bytes.split(separator: separator, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let arguments = words(UnsafeBufferPointer(start: data, count: size))
    switch CommandLineParser.parse(arguments) {
    case .success(.run(let command, let parsed)):
        // Read back what was parsed, as the commands do.
        FuzzCheck.require(parsed.command == command, "parsed arguments of another command")
        _ = parsed.positionals.count
    case .success:
        break
    case .failure(let error):
        // Every usage error is one line of text.
        let report = Diagnostics.report(for: error)
        FuzzCheck.require(report.status == ExitStatus.usage, "usage error with status \(report.status)")
        FuzzCheck.require(FuzzCheck.isOneLine(report.message ?? ""), "multi-line usage error")
    }
    return 0
}
