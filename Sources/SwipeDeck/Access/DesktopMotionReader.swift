import Foundation

/// Reads the desktop's reduced-motion setting (`DesktopMotion`) on a thread of its own, started at the
/// beginning of `SwipeDeckApp.run` so that it runs while SDL starts: the window never waits on it
/// longer than `startWait`, each command runs at most `commandLimit` (then it is ended), and
/// nothing is printed. Without a desktop session (`DesktopMotion.hasDesktop`) nothing is started.
final class DesktopMotionReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var result = DesktopMotion.Reading()
    /// Questions not yet answered.
    private var pending = 0

    /// Longest a command may run, seconds: 1.5 (`gdbus` itself gives up after 1).
    static let commandLimit = 1.5
    /// Longest the app waits for the reading when it opens its window, seconds: 0.25 (by then SDL's
    /// start has given the commands ~100 ms or more; a reading later than that is dropped).
    static let startWait = 0.25

    private init() {}

    /// A reader asking the desktop of `environment` now (GNOME and, with a session bus, the portal,
    /// at the same time), or nil (nothing started) without a desktop.
    static func start(environment: [String: String]) -> DesktopMotionReader? {
        guard DesktopMotion.hasDesktop(environment: environment) else { return nil }
        let reader = DesktopMotionReader()
        let askPortal = !(environment["DBUS_SESSION_BUS_ADDRESS"] ?? "").isEmpty // never start a bus
        reader.pending = askPortal ? 2 : 1
        Thread.detachNewThread {
            let gnome = Self.output(of: DesktopMotion.gnomeCommand).flatMap(DesktopMotion.gsettingsValue)
            reader.answered { $0.gnomeAnimations = gnome }
        }
        if askPortal {
            Thread.detachNewThread {
                let portal = Self.output(of: DesktopMotion.portalCommand).flatMap(DesktopMotion.portalValue)
                reader.answered { $0.portal = portal }
            }
        }
        return reader
    }

    /// What the desktop said, waiting at most `seconds` for it; nil when it had not answered by then.
    func reading(waitingAtMost seconds: Double) -> DesktopMotion.Reading? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        done.signal() // for a later caller
        return lock.withLock { result }
    }

    /// Notes one answer; the last one lets `reading` return.
    private func answered(_ note: (inout DesktopMotion.Reading) -> Void) {
        let last = lock.withLock {
            note(&result)
            pending -= 1
            return pending == 0
        }
        if last { done.signal() }
    }

    /// The standard output of `command` (its program looked up on `PATH`); nil when it cannot start,
    /// fails, or runs longer than `commandLimit` (it is then ended).
    static func output(of command: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do { try process.run() } catch { return nil }
        if ended.wait(timeout: .now() + commandLimit) == .timedOut {
            process.terminate()
            ended.wait()
            return nil
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}

extension AppOptions {
    /// These options with the engine's `reducedMotion` decided (`DesktopMotion.reducedMotion`): the
    /// flag when one was given (or reduced motion already set in code), else what `reader` read
    /// (waiting at most `DesktopMotionReader.startWait`), else off.
    func resolvingMotion(_ reader: DesktopMotionReader?) -> AppOptions {
        var o = self
        let flag = reducedMotion ?? (deckOptions.reducedMotion ? true : nil)
        let reading = flag == nil ? reader?.reading(waitingAtMost: DesktopMotionReader.startWait) : nil
        o.deckOptions.reducedMotion = DesktopMotion.reducedMotion(flag: flag, desktop: reading)
        return o
    }
}
