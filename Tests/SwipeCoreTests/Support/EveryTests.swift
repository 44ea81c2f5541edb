import SwipeCore
import Testing

/// `Every`: a periodic job's clock, with the time passed in.
@Suite struct EveryTests {
    /// `take(at:)` for each time in turn: whether the job was due then.
    static func takes(_ job: inout Every, _ times: [Double]) -> [Bool] { times.map { job.take(at: $0) } }

    @Test func dueAtOnceThenEveryInterval() {
        var job = Every(0.5)
        #expect(job.isDue(at: -100), "never ran: due whatever the time")
        #expect(Self.takes(&job, [10]) == [true] && job.last == 10)
        #expect(Self.takes(&job, [10.2]) == [false] && job.last == 10, "not due: nothing noted")
        #expect(!job.isDue(at: 10.499))
        #expect(Self.takes(&job, [10.5, 10.5]) == [true, false], "due exactly one interval later")
    }

    @Test func ranAndDueNow() {
        var job = Every(4)
        job.ran(at: 3)
        #expect(!job.isDue(at: 6.9) && job.isDue(at: 7))
        job.dueNow()
        #expect(job.isDue(at: 3), "made due at the next look")
        #expect(Self.takes(&job, [3, 6.9]) == [true, false])
    }
}
