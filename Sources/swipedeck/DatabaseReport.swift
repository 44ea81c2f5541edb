import ArgumentParser
import Foundation
import SwipeDeck
import SwipeFleet

/// `swipedeck report --database URL`: the report worked out by the fleet's database, printed as
/// `report LOG...` prints it. A fault exits with `FleetError`'s status (2 usage, 3 refused,
/// 4 unreachable) and one line.
enum DatabaseReport {
    static func text(_ command: ReportCommand, url text: String, filter: LogFilter) throws -> String {
        let url: DatabaseURL, password: String?
        do {
            url = try DatabaseURL(parsing: text)
            password = try Password.resolve(for: url, file: command.passwordFile)
        } catch {
            throw ValidationError(error.description)
        }
        let byCard = command.byCard, json = command.json, only = command.only
        let result = waitFor { () async -> Result<String, FleetError> in
            do {
                let store = try await PostgresStore.connect(url, password: password)
                let report: Result<String, FleetError>
                do {
                    if byCard {
                        let stats = try await FleetReport.cardStatistics(store, filter: filter)
                        report = .success(json ? CardStatistics.json(stats) : CardStatistics.csv(stats))
                    } else {
                        let (rows, machines) = try await FleetReport.decisions(store, filter: filter, only: only)
                        let several = machines > 1
                        report = .success(
                            json
                                ? DecisionReport.json(rows, withKiosk: several)
                                : DecisionReport.csv(rows, withKiosk: several))
                    }
                } catch {
                    report = .failure(error as? FleetError ?? FleetError(.unreachable, String(describing: error)))
                }
                await store.close()
                return report
            } catch {
                return .failure(error as? FleetError ?? FleetError(.unreachable, String(describing: error)))
            }
        }
        switch result {
        case .success(let report): return report
        case .failure(let error):
            StandardError.write("swipedeck report: \(error.description)\n")
            Foundation.exit(error.exitStatus)
        }
    }
}
