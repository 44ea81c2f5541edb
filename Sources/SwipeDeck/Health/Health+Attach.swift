import SwipeCore

extension Health {
    /// Reports a loop's health from `t` on: its decisions (`recorder`'s events), its log write
    /// failures and the pictures `textures` failed to load, besides what the loop tells it itself
    /// (passes, frames, reloads). A window that replaces a lost one is attached to the same health,
    /// so the counts go on. Earlier handlers of `recorder` and `textures` still run.
    func attach(recorder: DecisionRecorder, textures: CardTextureCache, at t: Double) {
        start(at: t)
        recorder.onEvents = { [weak self] events, t in
            self?.count(events, at: t)
        }
        let logError = recorder.onError
        recorder.onError = { [weak self] in
            self?.logWriteFailed(); logError($0)
        }
        let pictureWarning = textures.onWarning
        textures.onWarning = { [weak self] in
            self?.pictureFailed(); pictureWarning($0)
        }
    }
}
