import Foundation

extension AppOptions {
    /// These options as the app runs them, with what kiosk mode implies filled in where the options
    /// leave it open: the deck loops, idle reset after `kioskIdleReset` (60) seconds unless `idleReset`
    /// is set, and without `--log` the decision log goes to the kiosk's own log
    /// (`LogTarget.kioskDefault`, `StateDirectory.defaultLogPath(environment:)`). Outside kiosk mode
    /// the options are returned as they are. The one place these defaults are applied
    /// (`SwipeDeckApp.run` calls it); resolving twice changes nothing more.
    public func resolved(environment: [String: String] = ProcessInfo.processInfo.environment) -> AppOptions {
        guard kiosk else { return self }
        var o = self
        o.deckOptions.loops = true
        o.idleReset = idleReset ?? Self.kioskIdleReset
        o.log = log ?? .kioskDefault(FilePath(StateDirectory.defaultLogPath(environment: environment)))
        return o
    }
}
