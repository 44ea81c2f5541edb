import Foundation

// STUB — to be replaced by the real event loop (window, rendering, input), written
// elsewhere. It keeps the contract the command line relies on: load the deck,
// open the log, and return the process exit status. It never touches SDL.

/// The app's single entry point, called by the `swipedeck` executable.
public enum SwipeDeckApp {
    /// Exit status for bad input (options, deck, log): 2.
    public static let usageErrorStatus: Int32 = 2

    /// Runs the app with validated `options`; returns the process exit status
    /// (0 = success, 2 = the deck or the log could not be opened).
    /// Warnings and errors go to stderr, prefixed "swipedeck: ".
    public static func run(options: AppOptions) -> Int32 {
        let loaded: LoadedDeck
        do {
            let path: String
            if let deckPath = options.deckPath {
                path = deckPath
            } else {
                path = try AssetLocator.locate().sampleDeck
            }
            loaded = try DeckLoader.load(path: path)
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

        let deck = loaded.deck
        print("swipedeck: deck \(JSONText.quoted(deck.name)) with \(deck.count) card\(deck.count == 1 ? "" : "s") from \(deck.sourcePath); "
              + "window \(options.fullscreen ? "fullscreen" : options.windowSize.description), layout \(options.layout.rawValue), "
              + "visible \(options.visible), directions \(options.directions.map(\.rawValue).joined(separator: ",")), "
              + "threshold \(options.threshold), flick speed \(options.flickSpeed) px/s\(options.loop ? ", looping" : "")"
              + (options.logPath.map { ", log \($0)" } ?? ""))
        return 0
    }

    /// Writes `message` plus a newline to stderr, prefixed with "swipedeck: ".
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data("swipedeck: \(message)\n".utf8))
    }
}
