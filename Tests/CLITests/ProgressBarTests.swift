import Foundation
import Testing
@testable import tagcloud

/// A clock the test moves by hand.
final class ManualClock: Sendable {
    let now = Locked(0.0)
    func advance(_ seconds: Double) { now.withLock { $0 += seconds } }
    var read: @Sendable () -> Double { { self.now.value } }
}

@Suite struct ProgressBarTests {
    @Test func lineShowsCountRateAndTimeLeft() {
        let line = ProgressBar.line(done: 42, total: 180, unit: "frames", elapsed: 2, columns: 80)
        // 21 frames a second; 138 left → 6.6 s → shown as 0:07.
        #expect(line.hasSuffix("42/180 frames  21.0 fps  ETA 0:07"))
        #expect(line.hasPrefix("["))
        #expect(line.count <= 79)
        // 80 columns less the cursor cell, "[] " and the longest facts
        // ("180/180 frames  999.9 fps  done in 00:00:00", 43) leave 33 cells.
        let cells = line.drop { $0 == "[" }.prefix { $0 != "]" }
        #expect(cells.count == 33)
        #expect(cells.filter { $0 == "#" }.count == 7) // 33 × 42 / 180
        // The bar keeps its width as the facts change.
        let last = ProgressBar.line(done: 180, total: 180, unit: "frames", elapsed: 3600, columns: 80)
        #expect(last.hasPrefix("[" + String(repeating: "#", count: 33) + "] "))
    }

    @Test func lineAtTheEndAndAtTheStart() {
        #expect(ProgressBar.line(done: 180, total: 180, unit: "frames", elapsed: 75, columns: 80)
            .hasSuffix("180/180 frames  2.4 fps  done in 1:15"))
        #expect(ProgressBar.line(done: 0, total: 10, unit: "frames", elapsed: 0, columns: 80)
            .hasSuffix("0/10 frames  - fps  ETA --:--"))
        // Too narrow for a bar: just the facts, cut to fit.
        let narrow = ProgressBar.line(done: 1, total: 2, unit: "frames", elapsed: 1, columns: 20)
        #expect(!narrow.contains("[") && narrow.count <= 19)
    }

    @Test func clockAndRateFormats() {
        #expect(ProgressBar.clock(0) == "0:00")
        #expect(ProgressBar.clock(59.2) == "0:59")
        #expect(ProgressBar.clock(59.6) == "1:00")
        #expect(ProgressBar.clock(3725) == "1:02:05")
        #expect(ProgressBar.clock(.infinity) == "--:--")
        #expect(ProgressBar.formatRate(9.96) == "10.0")
        #expect(ProgressBar.formatRate(123.4) == "123")
        #expect(ProgressBar.formatRate(99.99) == "100")
    }

    @Test func redrawsAtMostTenTimesASecondAndFinishesWithANewline() {
        let captured = CapturedConsole(isTerminal: true)
        let clock = ManualClock()
        let bar = ProgressBar(total: 100, console: captured.console, columns: 80, clock: clock.read)
        for _ in 0..<100 {
            clock.advance(0.01)
            bar.advance()
        }
        bar.finish()
        let draws = captured.output.components(separatedBy: "\r\u{1B}[K").count - 1
        // One second of work: the first draw, about one per 0.1 s, the last item, and finish.
        #expect(draws >= 10 && draws <= 13)
        #expect(captured.output.hasSuffix("100/100 frames  100 fps  done in 0:01\n"))
        bar.finish()
        #expect(captured.output.hasSuffix("done in 0:01\n"))
    }

    @Test func drawsNothingWithoutATerminal() {
        let captured = CapturedConsole(isTerminal: false)
        let bar = ProgressBar(total: 3, console: captured.console)
        bar.advance()
        bar.advance(by: 2)
        bar.finish()
        #expect(captured.output.isEmpty)
    }

    @Test func threadSafeCounting() {
        let captured = CapturedConsole(isTerminal: true)
        let bar = ProgressBar(total: 1000, console: captured.console, columns: 80, minimumInterval: 0)
        DispatchQueue.concurrentPerform(iterations: 1000) { _ in bar.advance() }
        bar.finish()
        #expect(captured.output.contains("1000/1000 frames"))
    }
}
