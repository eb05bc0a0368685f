/// `--shard K/N`: the K-th (from 0) of N near-equal contiguous parts of an
/// animation's frames, so N processes on any machines render the whole of
/// it between them (K counted from 0, as `SLURM_ARRAY_TASK_ID` and
/// Kubernetes' `JOB_COMPLETION_INDEX` are).
struct FrameShard: Hashable, Sendable, CustomStringConvertible {
    /// Which part, from 0 to `count - 1`.
    let index: Int
    /// How many parts.
    let count: Int

    /// The most parts `--shard` accepts (the most frames a replay may have).
    static let maximumCount = 1_000_000

    /// This part of `frames`: part K of N is `frames` from offset ⌊K·n/N⌋ up
    /// to ⌊(K+1)·n/N⌋, so the parts are contiguous, cover every frame once,
    /// and differ in length by at most one (some are empty when N > n).
    func part(of frames: Range<Int>) -> Range<Int> {
        let length = frames.count
        // length and count are at most ~10⁹ and 10⁶, so the products fit.
        let start = frames.lowerBound + length * index / count
        let end = frames.lowerBound + length * (index + 1) / count
        return start..<end
    }

    /// `K/N`.
    var description: String { "\(index)/\(count)" }
}

extension ValueParser where Value == FrameShard {
    /// `K/N`: whole numbers with 0 ≤ K < N ≤ ``FrameShard/maximumCount``.
    static var shard: Self {
        ValueParser(placeholder: "K/N") { (text: String) throws(ValueError) -> FrameShard in
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            func number(_ part: Substring) -> Int? {
                guard !part.isEmpty, part.count <= 7, part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
                return Int(part)
            }
            guard parts.count == 2, let index = number(parts[0]), let count = number(parts[1]) else {
                throw ValueError("expected K/N such as 0/4 (part K of N, K counted from 0), got \(Quoting.quoted(text))")
            }
            guard count >= 1, count <= FrameShard.maximumCount else {
                throw ValueError("the number of parts must be from 1 to \(FrameShard.maximumCount), got \(Quoting.quoted(text))")
            }
            guard index < count else {
                throw ValueError("part \(index) of \(count) does not exist: parts are counted from 0 to \(count - 1)"
                    + " (as SLURM_ARRAY_TASK_ID and JOB_COMPLETION_INDEX are), got \(Quoting.quoted(text))")
            }
            return FrameShard(index: index, count: count)
        }
    }
}
