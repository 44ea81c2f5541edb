import Testing

@testable import SwipeDeck

/// `swipedeck report` counts every visitor: one row per card and visitor session, so an earlier
/// visitor's decision is not hidden by a later one's.
@Suite struct ReportVisitorsTests {
    func line(_ card: String, _ decision: String, session: String, kiosk: String = "lobby") -> LogEntry {
        LogEntry(card: card, index: Int(card.dropFirst()) ?? 0, decision: decision, session: session, kiosk: kiosk)
    }

    @Test func twoVisitorsOnOneKioskKeepTheirOwnDecisions() {
        let entries = [line("c0", "right", session: "v1"), line("c0", "left", session: "v2")]
        let rows = DecisionReport.rows(entries, machine: { $0.kiosk ?? "" })
        #expect(rows.map { "\($0.session):\($0.card):\($0.decision)" } == ["v1:c0:right", "v2:c0:left"])
        let columns = DecisionReport.columns(entries, machine: { $0.kiosk ?? "" })
        #expect(columns.kiosk == false && columns.session == true)
        #expect(
            DecisionReport.csv(rows, withSession: true) == "session,card,index,decision\nv1,c0,0,right\nv2,c0,0,left\n")
    }

    @Test func aThousandSessionsGiveAThousandVisitsInTheirOrder() {
        var entries: [LogEntry] = []
        for visitor in 0..<1_000 {
            let session = String(1_000 - visitor) // ids that do not sort as the visits came
            entries.append(line("c1", "right", session: session))
            entries.append(line("c2", visitor % 3 == 0 ? "left" : "right", session: session))
            if visitor % 2 == 0 { entries.append(line("c2", "undo", session: session)) }
        }
        let rows = DecisionReport.rows(entries, machine: { $0.kiosk ?? "" })
        #expect(rows.filter { $0.card == "c1" }.count == 1_000)
        #expect(rows.filter { $0.card == "c2" }.count == 500) // undone in every other visit
        #expect(rows.first?.session == "1000" && rows.last?.session == "1")
        #expect(DecisionReport.rows(entries, only: "left", machine: { $0.kiosk ?? "" }).count == 167)
    }

    @Test func oneSessionPerMachineNeedsNoSessionColumn() {
        let entries = [line("c0", "right", session: "a", kiosk: "k1"), line("c0", "left", session: "b", kiosk: "k2")]
        let columns = DecisionReport.columns(entries, machine: { $0.kiosk ?? "" })
        #expect(columns.kiosk == true && columns.session == false)
    }
}
