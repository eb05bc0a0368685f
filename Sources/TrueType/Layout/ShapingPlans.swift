import Synchronization

/// The staged lookups a font's layout tables give for a script and a set of
/// features (what HarfBuzz calls a shape plan), worked out once and kept:
/// shaping a label would otherwise read the table's script, language and
/// feature lists again for every run, though a cloud's labels mostly share
/// one script and one set of features.
///
/// One store is shared by every copy of a ``Font`` and guarded by a lock, so
/// copies used on different threads may shape at once. It holds one plan per
/// table, script and feature set asked for: a handful per script in use,
/// however many labels are shaped. A plan depends only on the font's bytes
/// and the key, so what the store held before never changes a result.
final class ShapingPlans: Sendable {
    /// What a plan depends on besides the font: the table (by where it
    /// starts), the script and the features requested.
    struct Key: Hashable, Sendable {
        let table: Int
        let script: TableTag
        let features: [FeatureRequest]
    }

    /// What a syllabic shaper's plan depends on besides the font.
    struct SyllabicKey: Hashable, Sendable {
        let script: TableTag
        let ligatures: Bool
    }

    private let plans = Mutex<[Key: [[StagedLookup]]]>([:])
    private let syllabicPlans = Mutex<[SyllabicKey: SyllabicPlan]>([:])

    /// An empty store.
    init() {}

    /// How many plans are kept.
    var count: Int { plans.withLock { $0.count } }

    /// The plan for `key`: the one kept, else `make()`'s, which is kept.
    func lookups(_ key: Key, make: () -> [[StagedLookup]]) -> [[StagedLookup]] {
        if let kept = plans.withLock({ $0[key] }) { return kept }
        let made = make()
        plans.withLock { $0[key] = made }
        return made
    }

    /// The syllabic shaper's plan for `key`: the one kept, else `make()`'s, which is kept.
    func syllabic(_ key: SyllabicKey, make: () -> SyllabicPlan) -> SyllabicPlan {
        if let kept = syllabicPlans.withLock({ $0[key] }) { return kept }
        let made = make()
        syllabicPlans.withLock { $0[key] = made }
        return made
    }
}
