import Foundation
import Testing

/// Runs the built `swipedeck` binary. `swift build` (or `swift test`, which builds
/// all products) must have produced `.build/debug/swipedeck`; otherwise these skip.
@Suite struct ExecutableTests {
    static let binary = packageRoot() + "/.build/debug/swipedeck"
    static let binaryExists = FileManager.default.isExecutableFile(atPath: binary)

    /// How the binary ended: its status, its output, and whether the test's SIGTERM (`terminateAfter`) came
    /// while it still ran.
    struct Outcome { var status: Int32; var stdout: String; var stderr: String; var terminatedByTest = false }

    /// Runs the binary with `arguments`; after `terminateAfter` seconds (if given) sends it SIGTERM.
    func run(
        _ arguments: [String], environment extra: [String: String] = [:],
        terminateAfter: Double? = nil
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIPEDECK_ASSETS"] = packageRoot() + "/Assets"
        environment.merge(extra) { $1 }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let terminated = Flag()
        if let delay = terminateAfter {
            DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
                guard process.isRunning else { return }
                terminated.set()
                process.terminate()
            }
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
            terminatedByTest: terminated.isSet)
    }

    @Test(.enabled(if: binaryExists, "build swipedeck first (swift build): \(binary) is missing"))
    func badWindowExitsTwoWithMessage() throws {
        let outcome = try run(["--window", "12"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("--window: expected WIDTHxHEIGHT in pixels, e.g. 800x600, got \"12\""))
        #expect(outcome.stdout.isEmpty)
    }

    @Test(
        .enabled(if: binaryExists, "build swipedeck first (swift build): \(binary) is missing"),
        arguments: [
            ["--bogus"], ["--visible", "9"], ["--threshold", "-1"], ["--directions", "left,left"], ["--layout"],
        ])
    func usageErrorsExitTwo(arguments: [String]) throws {
        let outcome = try run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("swipedeck: error: "))
    }

    @Test(.enabled(if: binaryExists, "build swipedeck first (swift build): \(binary) is missing"))
    func helpExitsZero() throws {
        let outcome = try run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("USAGE: swipedeck"))
        #expect(outcome.stdout.contains("swipedeck report <LOG>"))
        #expect(outcome.stderr.isEmpty)
        let run = try self.run(["run", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("--flick-speed <PX_PER_S>"))
        #expect(run.stdout.contains("--unlock-chord <CHORD>"))
    }

    @Test(.enabled(if: binaryExists, "build swipedeck first (swift build): \(binary) is missing"))
    func missingDeckAndUnwritableLogExitTwo() throws {
        let deck = try run(["/nonexistent/deck"])
        #expect(deck.status == 2)
        #expect(deck.stderr == "swipedeck: error: deck not found: /nonexistent/deck\n")
        let log = try run(["--log", "/nonexistent/dir/log.jsonl"])
        #expect(log.status == 2)
        #expect(log.stderr.contains("cannot open decision log /nonexistent/dir/log.jsonl"))
    }

    @Test(.enabled(if: binaryExists, "build swipedeck first (swift build): \(binary) is missing"))
    func sampleDeckRunsUntilSIGTERMThenExitsZero() throws {
        // Headless: SDL's dummy video driver. SIGTERM reaches the loop as SDL_QUIT.
        let outcome = try run([], environment: ["SDL_VIDEODRIVER": "dummy"], terminateAfter: 1.5)
        #expect(outcome.status == 0, "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.isEmpty, "the sample deck loads without warnings: \(outcome.stderr)")
    }

    @Test(.enabled(if: binaryExists, "build swipedeck first (swift build): \(binary) is missing"))
    func reportPrintsFinalDecisionsAsCSVAndJSON() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let log = try folder.write(
            "d.jsonl",
            """
            {"time": "t", "card": "a", "index": 0, "decision": "right", "session": "s"}
            {"time": "t", "card": "b", "index": 1, "decision": "left", "session": "s"}
            {"time": "t", "card": "c", "index": 2, "decision": "right", "session": "s"}
            {"time": "t", "card": "c", "index": 2, "decision": "undo", "session": "s"}
            {"time": "t", "card": "d", "in
            """)
        let csv = try run(["report", log])
        #expect(csv.status == 0)
        #expect(csv.stdout == "card,index,decision\na,0,right\nb,1,left\n")
        #expect(csv.stderr.contains("line 5 is incomplete"))
        let json = try run(["report", "--json", "--decision", "right", log])
        #expect(json.stdout == "[\n  {\"card\": \"a\", \"index\": 0, \"decision\": \"right\"}\n]\n")
        #expect(try run(["report", "--decision", "sideways", log]).status == 2)
        #expect(try run(["report", folder.path + "/missing.jsonl"]).status == 2)
    }

    @Test(.enabled(if: binaryExists, "build swipedeck first (swift build): \(binary) is missing"))
    func configFileLinesAreCheckedAndTheCommandLineWins() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let bad = try folder.write("bad.conf", "layout = scaled\nbogus = 1\n")
        let outcome = try run(["--config", bad])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("bad.conf line 2: unknown key \"bogus\""))
        let good = try folder.write("good.conf", "# ok\nwindow = 12\n")
        #expect(try run(["--config", good]).status == 2, "the config's bad value is used")
        let overridden = try run(
            ["--config", good, "--window", "640x480"],
            environment: ["SDL_VIDEODRIVER": "dummy"], terminateAfter: 1.0)
        #expect(overridden.status == 0, "the command line wins: \(overridden.stderr)")
    }

    @Test(.enabled(if: binaryExists, "build swipedeck first (swift build): \(binary) is missing"))
    func badReplayFilesExitTwoNamingTheLine() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let missing = try run(["--replay", folder.path + "/none.jsonl"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--replay: cannot read recording \(folder.path)/none.jsonl"))
        let bad = try folder.write(
            "bad.jsonl", "{\"swipedeck-recording\": 1, \"window\": [800, 600]}\n{\"t\": 0.1, \"type\": \"quit\"\n")
        let malformed = try run(["--replay", bad])
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("bad.jsonl line 2: "), "\(malformed.stderr)")
        let future = try folder.write("v9.jsonl", "{\"swipedeck-recording\": 9, \"window\": [800, 600]}\n")
        #expect(try run(["--replay", future]).stderr.contains("unknown recording version 9"))
        #expect(try run(["--record", folder.path + "/no/such/dir/r.jsonl"]).status == 2)
    }

    @Test(.enabled(if: binaryExists, "build swipedeck first (swift build): \(binary) is missing"))
    func replayExitQuitsOnItsOwnWithFrameStatsAndARecording() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let keys = [(0.2, 1_073_741_903), (0.5, 1_073_741_904), (0.8, 8)].map { t, code in
            "{\"t\": \(t), \"type\": \"key-down\", \"keycode\": \(code), \"scancode\": 0, \"mod\": 0, \"repeat\": false}\n"
        }
        let replay = try folder.write(
            "in.jsonl", "{\"swipedeck-recording\": 1, \"window\": [800, 600]}\n" + keys.joined())
        let stats = folder.path + "/frames.jsonl", again = folder.path + "/again.jsonl", log = folder.path + "/d.jsonl"
        let outcome = try run(
            ["--replay", replay, "--replay-exit", "--frame-stats", stats, "--record", again, "--log", log],
            environment: ["SDL_VIDEODRIVER": "dummy"], terminateAfter: 20)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.terminatedByTest, "it quit by itself, not by the SIGTERM sent after 20 s")
        #expect(
            try String(contentsOfFile: log, encoding: .utf8).components(separatedBy: "\"decision\": \"").dropFirst()
                .map { $0.prefix { $0 != "\"" } } == ["right", "left", "undo"])
        let lines = try String(contentsOfFile: stats, encoding: .utf8).split(separator: "\n")
        #expect(lines.count > 10)
        #expect(lines.last?.hasPrefix("{\"summary\": true, \"frames\": \(lines.count - 1), \"textures\": ") == true)
        let rerecorded = try String(contentsOfFile: again, encoding: .utf8)
        #expect(
            rerecorded.components(separatedBy: "\"type\": \"key-down\"").count - 1 == 3,
            "recording a replay records the replayed events")
    }

    @Test(.enabled(if: binaryExists, "build swipedeck first (swift build): \(binary) is missing"))
    func sigtermWritesOutTheRecordingAndTheFrameStatsSummary() throws {
        let folder = try TempFolder()
        defer { folder.remove() }
        let recording = folder.path + "/r.jsonl", stats = folder.path + "/f.jsonl"
        let outcome = try run(
            ["--record", recording, "--frame-stats", stats],
            environment: ["SDL_VIDEODRIVER": "dummy"], terminateAfter: 1.5)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
        #expect(lines.first == "{\"swipedeck-recording\": 1, \"window\": [800, 600]}")
        #expect(
            lines.last?.hasSuffix("\"type\": \"quit\"}") == true, "SIGTERM came as SDL_QUIT and was recorded: \(lines)")
        #expect(try String(contentsOfFile: stats, encoding: .utf8).contains("{\"summary\": true, \"frames\": "))
    }
}
