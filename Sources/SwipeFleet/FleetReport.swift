import Foundation
import PostgresNIO
import SwipeDeck
import SwipeFleetRequest

/// `swipedeck report --database`: the same report as over the logs, worked out by the database
/// (only the report's rows come back). A kiosk's lines are in the order they reached the table
/// (`id`), which is their order in its log.
public enum FleetReport {
    /// The SQL that keeps the lines `filter` keeps, as a `WITH f AS (…)` clause.
    static func filtered(_ filter: LogFilter) -> PostgresQuery {
        """
        WITH f AS (SELECT id, kiosk, coalesce(session, '') AS session, card, card_index, decision, ms
            FROM swipedeck.decisions
            WHERE (\(filter.session)::text IS NULL OR session = \(filter.session))
              AND (\(filter.since)::timestamptz IS NULL OR time >= \(filter.since))
              AND (\(filter.until)::timestamptz IS NULL OR time < \(filter.until)))
        """
    }

    /// Each visit's cards (machine and visitor session) as its last line for each decided them (undone
    /// ones left out; `only` keeps one decision), and the columns the report needs (`kiosk` over
    /// several machines, `session` when a machine had several sessions), as `DecisionReport` does.
    public static func decisions(_ store: PostgresStore, filter: LogFilter, only: String?) async throws(FleetError)
        -> (rows: [DecisionReport.Row], kiosk: Bool, session: Bool)
    {
        var query = filtered(filter)
        query.sql += """
            , last AS (SELECT DISTINCT ON (kiosk, session, card) kiosk, session, card, card_index, decision FROM f
                ORDER BY kiosk, session, card, id DESC),
            visits AS (SELECT kiosk, session, min(id) AS rank FROM f GROUP BY kiosk, session),
            shape AS (SELECT count(DISTINCT kiosk) > 1 AS kiosks,
                coalesce(max(n) > 1, false) AS sessions
                FROM (SELECT kiosk, count(DISTINCT session) AS n FROM f GROUP BY kiosk) k)
            SELECT l.kiosk, l.session, v.rank, l.card, l.card_index, l.decision, s.kiosks, s.sessions
            FROM last l JOIN visits v USING (kiosk, session) CROSS JOIN shape s WHERE l.decision <> 'undo'
            """
        if let only {
            query.binds.append(only)
            query.sql += " AND l.decision = $\(query.binds.count)"
        }
        query.sql += " UNION ALL SELECT NULL, NULL, NULL, NULL, NULL, NULL, kiosks, sessions FROM shape"
        var rows: [DecisionReport.Row] = [], kiosks = false, sessions = false
        do {
            for row in try await store.run(query) {
                let (kiosk, session, rank, card, index, decision, manyKiosks, manySessions) = try row.decode(
                    (String?, String?, Int?, String?, Int?, String?, Bool, Bool).self)
                (kiosks, sessions) = (manyKiosks, manySessions)
                if let kiosk, let session, let rank, let card, let index, let decision {
                    rows.append(
                        DecisionReport.Row(
                            kiosk: kiosk, session: session, sessionRank: rank, card: card, index: index,
                            decision: decision))
                }
            }
        } catch let error as FleetError {
            throw error
        } catch {
            throw FleetFaults.classify(error, database: store.name, user: nil)
        }
        return (DecisionReport.ordered(rows), kiosks, sessions)
    }

    /// Per card, over every machine and visitor session: the visits' outcomes counted by the last
    /// line of each (machine, session, card), and the median time on top of the deciding lines.
    public static func cardStatistics(_ store: PostgresStore, filter: LogFilter) async throws(FleetError)
        -> [CardStatistics]
    {
        var query = filtered(filter)
        query.sql += """
            , last AS (SELECT DISTINCT ON (kiosk, session, card) card, decision, ms FROM f
                ORDER BY kiosk, session, card, id DESC),
            medians AS (SELECT card, percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS median FROM last
                WHERE decision <> 'undo' AND ms IS NOT NULL GROUP BY card)
            SELECT card, decision, count(*)::int8, (SELECT median FROM medians m WHERE m.card = last.card)
            FROM last GROUP BY card, decision
            """
        var byCard: [String: CardStatistics] = [:]
        do {
            for row in try await store.run(query) {
                let (card, decision, count, median) = try row.decode((String, String, Int, Double?).self)
                var stats = byCard[card] ?? CardStatistics(card: card)
                stats.shown += count
                if decision == "right" {
                    stats.liked += count
                } else if decision != "undo" {
                    stats.skipped[decision, default: 0] += count
                }
                stats.knownMedianMs = median
                byCard[card] = stats
            }
        } catch let error as FleetError {
            throw error
        } catch {
            throw FleetFaults.classify(error, database: store.name, user: nil)
        }
        return byCard.values.sorted { $0.card < $1.card }
    }
}
