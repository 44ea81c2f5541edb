import Foundation
import SwipeDeck
import SwipeFleetRequest

/// `swipedeck sync`: follows decision logs and stores their lines in the fleet's database, each once.
///
/// The logs are the outbox: a line is sent when complete, and a log's cursor moves past it only
/// after the database committed it, so a crash at any moment sends some lines again (the database
/// keeps each once) and loses none. A database that cannot be reached is tried again with a
/// growing pause (`maxBackoff`); one that refuses (password, privilege) ends the run.
public final class SyncSender {
    let options: SyncOptions
    let logs: [FollowedLog]
    let cursorPaths: [String]
    let waiter: ChangeWaiter
    public let status = SyncStatus()
    var store: PostgresStore?
    /// Where messages go (standard error, each line prefixed by the command).
    let say: (String) -> Void
    var lastStatus = Date.distantPast
    /// A backlog or a fault was reported: say so when all is stored again.
    var owesCatchUp = false
    /// Slows the drain while a kiosk on this machine draws (`SyncOptions.yieldsToKiosk`).
    var pacer = DrainPacer()
    let kioskLoad = KioskLoad()
    /// The kiosk's activity file (`KioskActivity`): in the runtime folder of the user the sender runs
    /// as, the kiosk's; nil when there is none.
    let kioskActivity = KioskActivity.path(environment: ProcessInfo.processInfo.environment, userID: getuid())

    /// Opens the cursors and the logs. Throws `.local` for a damaged cursor or a state folder that
    /// cannot be made.
    public init(_ options: SyncOptions, say: @escaping (String) -> Void) throws(FleetError) {
        self.options = options; self.say = say
        try Self.makeFolder(options.stateFolder)
        var logs: [FollowedLog] = [], paths: [String] = []
        for log in options.logs {
            let path = LogCursor.path(folder: options.stateFolder, log: log, database: options.database.description)
            let cursor = try LogCursor.load(path)
            logs.append(FollowedLog(path: log, cursor: cursor?.files ?? [], notice: say))
            paths.append(path)
        }
        self.logs = logs; cursorPaths = paths
        waiter = ChangeWaiter(paths: options.logs, notice: say)
    }

    /// Runs until stopped (or, with `once`, until the logs are drained). Returns the exit status.
    public func run() async -> Int32 {
        var pause = 0.5
        while true {
            do {
                try await sendAll()
                pause = 0.5
                if owesCatchUp {
                    noteBacklog()
                    say("caught up: " + status.line())
                    owesCatchUp = false
                }
                if options.once {
                    noteBacklog()
                    await store?.close()
                    say("done: " + status.line())
                    return 0
                }
                let waiter = self.waiter,
                    timeout = logs.contains { $0.files.count > 1 } ? ChangeWaiter.fallbackInterval : nil
                await Pause.blocking { waiter.wait(timeout: timeout) }
            } catch {
                await store?.close()
                store = nil
                noteBacklog()
                if error.kind != .unreachable || options.once {
                    say(
                        "\(error.kind == .unreachable ? "cannot reach the database" : "stopped"): \(error.description); "
                            + status.line())
                    return error.exitStatus
                }
                if Date().timeIntervalSince(lastStatus) >= options.statusInterval {
                    say("cannot reach the database, trying again: \(error.description); " + status.line())
                    lastStatus = Date()
                    owesCatchUp = true
                }
                await Pause.seconds(pause * (0.8 + Double.random(in: 0...0.4)))
                pause = min(pause * 2, options.maxBackoff)
            }
        }
    }

    /// Sends every complete line there is, log after log; a drain that lasts reports its backlog
    /// every `statusInterval` seconds. While the database stores a full batch, the next one is read
    /// and parsed (`FollowedLog.next(after:limit:)`): the sender's work and the server's overlap.
    func sendAll() async throws(FleetError) {
        let began = Date()
        for (log, cursorPath) in zip(logs, cursorPaths) {
            var limit = await pacedLimit()
            var pending = log.next(limit: limit)
            while let batch = pending {
                for notice in batch.notices { say(notice) }
                // Read ahead only for a full batch (more is there) at full speed (paced batches wait).
                let readsAhead = batch.lines.count == limit && quickLimit() == options.batchLines
                let ahead = try await send(batch.lines, readingAhead: readsAhead ? ReadAhead(log, batch, limit) : nil)
                log.confirm(batch)
                try LogCursor(log: log.path, database: options.database.description, files: log.positions)
                    .save(cursorPath)
                let now = Date()
                if now.timeIntervalSince(began) >= options.statusInterval
                    && now.timeIntervalSince(lastStatus) >= options.statusInterval
                {
                    noteBacklog()
                    say("sending: " + status.line())
                    lastStatus = now
                    owesCatchUp = true
                }
                // A full batch leaves more behind: pace before the next; after a short one the log
                // is most likely drained, and the next look should not wait. Lines read ahead are
                // read again when the pace has made the batch smaller meanwhile.
                limit = batch.lines.count < limit ? quickLimit() : await pacedLimit()
                pending = ahead.flatMap { $0.lines.count <= limit ? $0 : nil } ?? log.next(limit: limit)
            }
        }
    }

    /// Stores `lines`, connecting first when needed, and reads `readingAhead`'s batch on NIO's thread
    /// pool while the event loop sends them and the database works; returns that batch. A line the
    /// database refuses for its values is reported and passed over (found by sending the lines one
    /// by one), so it cannot stop the rest.
    @discardableResult
    func send(_ lines: [OutboxLine], readingAhead: ReadAhead? = nil) async throws(FleetError) -> FollowedLog.Batch? {
        guard !lines.isEmpty else { return readingAhead?.read() }
        let store = try await connected()
        let kiosk = options.kiosk
        let insert = Task { () async -> Result<Int, FleetError> in
            do throws(FleetError) { return .success(try await store.insert(lines, kiosk: kiosk)) } catch {
                return .failure(error)
            }
        }
        let ahead =
            if let readingAhead { await Pause.blocking { readingAhead.read() } } else { nil as FollowedLog.Batch? }
        do {
            let new = try await insert.value.get()
            status.note(stored: new, repeated: lines.count - new)
        } catch  where error.isDataError && lines.count > 1 {
            for line in lines { try await send([line]) }
        } catch  where error.isDataError {
            say("a line the database refuses, skipped: \(error.description): \(lines[0].text.prefix(200))")
        }
        return ahead
    }

    /// The open connection, or a new one with the schema checked.
    func connected() async throws(FleetError) -> PostgresStore {
        if let store, !store.isClosed { return store }
        if let store {
            await store.close()
            self.store = nil
        }
        let store = try await PostgresStore.connect(options.database, password: options.password)
        do throws(FleetError) { try await store.prepareSchema() } catch {
            await store.close()
            throw error
        }
        self.store = store
        if lastStatus != .distantPast { say("connected to \(options.database)") }
        return store
    }

    /// Counts the backlog now (reads the unsent part of the logs).
    /// Measures the backlog from the saved cursors, apart from this sender (for the signal handler).
    public var probe: BacklogProbe { BacklogProbe(logs: zip(options.logs, cursorPaths).map { ($0, $1) }) }

    func noteBacklog() {
        let backlog = BacklogProbe.measure(logs)
        status.note(backlog: backlog.lines, oldest: backlog.oldest)
    }

    static func makeFolder(_ folder: String) throws(FleetError) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw FleetError(.local, "cannot create the state folder \(folder): \(error.localizedDescription)")
        }
    }
}
