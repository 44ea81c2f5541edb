import Foundation
import SwipeDeck
import SwipeFleet
import SwipeFleetRequest

/// `swipedeck report --database URL`: the report worked out by the fleet's database, printed as
/// `report LOG...` prints it. A fault exits with `FleetError`'s status (2 usage, 3 refused,
/// 4 unreachable) and one line.
enum ReportRun {
    static func run(_ request: ReportRequest) -> Int32 {
        let url: DatabaseURL, password: String?
        do {
            url = try DatabaseURL(parsing: request.database)
            password = try Password.resolve(for: url, file: request.passwordFile)
        } catch {
            return fail(error)
        }
        let filter = LogFilter(
            session: request.session, since: request.since.flatMap(LogFilter.parseTime),
            until: request.until.flatMap(LogFilter.parseTime))
        let result = waitFor { () async -> Result<String, FleetError> in
            do throws(FleetError) {
                let store = try await PostgresStore.connect(url, password: password)
                let report: Result<String, FleetError>
                do throws(FleetError) {
                    report = .success(try await text(request, store: store, filter: filter))
                } catch {
                    report = .failure(error)
                }
                await store.close()
                return report
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let report):
            print(report, terminator: "")
            return 0
        case .failure(let error): return fail(error)
        }
    }

    /// The report's text (CSV or JSON, per card or per decision).
    static func text(_ request: ReportRequest, store: PostgresStore, filter: LogFilter) async throws(FleetError)
        -> String
    {
        if request.byCard {
            let stats = try await FleetReport.cardStatistics(store, filter: filter)
            return request.json ? CardStatistics.json(stats) : CardStatistics.csv(stats)
        }
        let (rows, kiosk, session) = try await FleetReport.decisions(store, filter: filter, only: request.only)
        return request.json
            ? DecisionReport.json(rows, withKiosk: kiosk, withSession: session)
            : DecisionReport.csv(rows, withKiosk: kiosk, withSession: session)
    }

    static func fail(_ error: FleetError) -> Int32 {
        StandardError.write("swipedeck report: \(error.description)\n")
        return error.exitStatus
    }
}
