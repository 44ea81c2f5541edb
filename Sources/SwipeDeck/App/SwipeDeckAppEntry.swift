import Foundation
import SwipeSDL

/// The app's single entry point, called by the `swipedeck` executable.
public enum SwipeDeckApp {
    /// Exit status for bad input (options, deck, log): 2.
    public static let usageErrorStatus: Int32 = 2

    /// Runs the app with validated `options`; returns the process exit status
    /// (0 = success, 2 = the deck or the log could not be opened, 1 = no display).
    /// Warnings and errors go to stderr, prefixed "swipedeck: ".
    public static func run(options: AppOptions) -> Int32 {
        let assets: AssetPaths
        let loaded: LoadedDeck
        do {
            assets = try AssetLocator.locate()
            loaded = try DeckLoader.load(path: options.deckPath ?? assets.sampleDeck, recursive: options.recursive)
        } catch {
            printError("error: \(error)")
            return usageErrorStatus
        }
        for warning in loaded.warnings { printError("warning: \(warning)") }

        var log: DecisionLog?
        if let logPath = options.logPath {
            do { log = try DecisionLog(path: logPath) } catch {
                printError("error: \(error)")
                return usageErrorStatus
            }
        }
        defer { try? log?.close() }

        do {
            let context = try SDLContext()
            let app = try AppRuntime(context: context, deck: loaded.deck, options: options, log: log, assets: assets)
            return app.run()
        } catch {
            printError("error: cannot start the display: \(error)")
            return 1
        }
    }

    /// Writes `message` plus a newline to stderr, prefixed with "swipedeck: ".
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data("swipedeck: \(message)\n".utf8))
    }
}
