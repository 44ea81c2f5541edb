import SwipeSDL

extension AppRuntime {
    /// Per pass: after SIGHUP (logrotate, `systemctl reload`) reopens the decision log at its path and
    /// goes on, in every mode (kiosk included); never quits. `HangupSignal` wakes the loop for it.
    func reopenLogAfterHangup() {
        guard HangupSignal.take() else { return }
        guard let log else { return SwipeDeckApp.printError("SIGHUP: no decision log to reopen; going on") }
        SwipeDeckApp.printError("reopening the decision log \(log.path) (SIGHUP)")
        log.reopen()
    }
}
