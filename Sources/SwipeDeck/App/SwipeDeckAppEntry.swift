import Foundation
import SwipeSDL

/// The app's single entry point, called by the `swipedeck` executable.
public enum SwipeDeckApp {
    /// Exit status for bad input (options, deck, log): 2.
    public static let usageErrorStatus: Int32 = 2

    /// Runs the app with validated `options` (`AppOptions.checked()`), resolved here
    /// (`AppOptions.resolved`: the kiosk's defaults and log); returns the process exit status
    /// (0 = success, 2 = the deck, the log or a recording could not be opened, 1 = no display).
    /// Warnings and errors go to stderr, prefixed "swipedeck: ".
    public static func run(options: AppOptions) -> Int32 {
        ProcessMemory.keepLargeBlocksOnTheirOwnPages() // before any thread starts
        let options = options.resolved(environment: ProcessInfo.processInfo.environment)
        // The environment is changed only here, before any thread starts (the deck's listing, the painters).
        SoftwareRasterizer.applyThreadSetting()
        SDLContext.prepareEnvironment()
        HangupSignal.install() // SIGHUP reopens the log (DecisionSession.reopenLog), never quits
        // The desktop's reduced-motion setting, read while SDL starts (none asked without a desktop).
        let motion =
            options.reducedMotion == nil && !options.deckOptions.reducedMotion
            ? DesktopMotionReader.start(environment: ProcessInfo.processInfo.environment) : nil
        let assets: AssetPaths
        let pending: PendingDeck
        do {
            assets = try AssetLocator.locate()
            pending = try PendingDeck(path: options.deckPath ?? assets.sampleDeck, recursive: options.recursive)
        } catch {
            printError("error: \(error)")
            return usageErrorStatus
        }

        do {
            // The state folder first, so that an output naming the kiosk's log in it is seen to be it.
            if case .kioskDefault(let file) = options.log { try StateDirectory.createFolder(of: file.text) }
            try options.checkSameFiles()
        } catch {
            printError("error: \(error)")
            return usageErrorStatus
        }
        var log: DecisionLog?
        var resume: ResumePoint?
        if let target = options.log {
            let logPath = target.path
            do {
                log = try DecisionLog(path: logPath)
            } catch {
                printError("error: \(error)")
                return usageErrorStatus
            }
            log?.onNotice = { warn($0) }
            log?.kiosk = options.kioskName ?? KioskName.hostName()
            let torn = log?.tornLineOffset
            if let torn {
                warn("decision log \(DecisionLogReader.tornLineMessage(path: logPath, offset: torn))")
            }
            if options.resume && target == .standardOutput {
                // Not an error: a kiosk service with resume = true must start, not restart for ever.
                printError(
                    "warning: --resume: the decision log goes to standard output (--log -) and cannot be read back; starting a new session"
                )
            } else if options.resume {
                resume = readResumePoint(logPath, alreadyReported: torn)
            }
        }
        defer { try? log?.close() }
        let instruments: RunInstruments
        let health: Health?
        do {
            instruments = try RunInstruments.open(options)
            health = try Health.open(options, environment: ProcessInfo.processInfo.environment)
        } catch {
            printError("error: \(error)")
            return usageErrorStatus
        }

        // Painters and the chrome's text start now, while SDL starts (`EarlyStart`).
        let early = EarlyStart(
            fonts: FontPaths(regular: assets.regularFont, bold: assets.boldFont),
            style: CardStyle(textScale: options.deckOptions.textScale))
        defer { early.stop() } // a window that took them has stopped the painters already
        do {
            let environment = ProcessInfo.processInfo.environment
            let xScreens = Window.useOnlyTheNamedXScreen(environment: environment)
            let (context, refused) = try DisplayCheck.retrying(open: { try SDLContext() }) {
                DisplayCheck.problem(driver: $0.videoDriverName, environment: environment)
            }
            if let problem = refused {
                printError("error: cannot start the display after \(DisplayCheck.attempts) tries: \(problem)")
                return 1
            }
            if let problem = DisplayNumberCheck.problem(
                requested: options.display, displays: context.displays, xScreens: xScreens,
                displayVariable: environment["DISPLAY"])
            {
                printError("error: \(problem)")
                return usageErrorStatus
            }
            // The app (its fonts, textures, window) must be gone before SDL and SDL_image quit;
            // a destroyed window's clean-up errors are filtered only while SDL's video is up.
            return try withExtendedLifetime(context) { () throws -> Int32 in
                let options = options.resolvingMotion(motion)
                var app = try AppRuntime(
                    context: context, deck: waitForDeck(pending), deckIsReady: { pending.isReady },
                    options: options, log: log, assets: assets, resume: resume, instruments: instruments,
                    loopClock: SDLLoopClock(), early: early)
                if let health { app.attach(health) }
                var status = app.run()
                while app.end == .windowLost && options.kiosk {
                    // The replacement runs without --record/--replay/--frame-stats: those ended with the window.
                    warn("another program destroyed the window; opening a new one at the same card")
                    let here = ResumePoint(session: app.session, position: app.controller.deck.position)
                    app = try AppRuntime(
                        context: context, deck: app.holder.deck, options: options, log: log, assets: assets,
                        resume: here)
                    if let health { app.attach(health) }
                    status = app.run()
                }
                if app.end?.lostDisplay != nil {
                    // The loop logged every decision and closed the log: the message, status 1.
                    Window.exitForLostDisplay()
                }
                if app.end == .windowLost {
                    // SDL's teardown would still talk to the dead window (its wake-up message goes
                    // there) after restoring Xlib's fatal error handler: end here, log closed.
                    warn("another program destroyed the window; quitting")
                    try? log?.close()
                    exit(0)
                }
                return status
            }
        } catch let error as DeckError {
            printError("error: \(error)")
            return usageErrorStatus
        } catch {
            printError("error: cannot start the display: \(error)")
            return 1
        }
    }

    /// The deck once loaded, its warnings printed.
    static func waitForDeck(_ pending: PendingDeck) throws(DeckError) -> Deck {
        let loaded = try pending.wait()
        for warning in loaded.warnings { warn(warning) }
        return loaded.deck
    }

    /// Reads the last session of the log at `path` (backwards from its end, never the whole log),
    /// reporting skipped lines as warnings; the torn line at byte `alreadyReported` was reported. A log
    /// that cannot be read (write-only) gets a warning saying why and a new session (nil).
    static func readResumePoint(_ path: String, alreadyReported: Int?) -> ResumePoint? {
        do {
            let result = try DecisionLogReader.readLastSession(path: path, alreadyReported: alreadyReported)
            for problem in result.problems { warn("decision log \(problem)") }
            return ResumePoint(lastSessionOf: result.entries)
        } catch {
            warn("--resume: \(error); starting a new session at the first card")
            return nil
        }
    }

    /// Writes `message` plus a newline to stderr, prefixed with "swipedeck: " (a failed write is
    /// ignored: see `StandardError`).
    static func printError(_ message: String) {
        StandardError.write("swipedeck: \(message)\n")
    }

    /// "swipedeck: warning: `message`" on stderr: something went wrong and the app goes on.
    static func warn(_ message: String) { printError("warning: \(message)") }
}
