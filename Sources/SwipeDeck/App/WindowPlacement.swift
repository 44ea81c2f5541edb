import SwipeCore
import SwipeSDL

/// Where and how large the window opens.
enum WindowPlacement {
    /// How the window opens for `options` on video driver `driver`: on `--display`, borderless over it
    /// in kiosk mode; else at `--window`'s size, shrunk to the display's usable area when larger
    /// (`DisplayFit.fit`, keeping the aspect ratio; one warning names both sizes) and then centred in
    /// that area, so no part of it (the buttons) starts off-screen. A driver that shows nothing
    /// (`DisplayCheck.invisibleDrivers`: the tests' dummy) has no real display to fit.
    static func options(for options: AppOptions, driver: String?) -> WindowOptions {
        let requested = Size(width: Double(options.windowSize.width), height: Double(options.windowSize.height))
        var windowOptions = WindowOptions(
            title: WindowTitle.of(deckNamed: ""), size: requested, borderlessFullscreen: options.kiosk)
        windowOptions.display = options.display
        guard !options.kiosk, !DisplayCheck.invisibleDrivers.contains(driver ?? ""),
            let usable = Window.usableBounds(ofDisplay: options.display)
        else { return windowOptions }
        let fitted = DisplayFit.fit(requested, into: usable.size)
        guard fitted != requested else { return windowOptions }
        SwipeDeckApp.warn(
            "--window \(options.windowSize.width)x\(options.windowSize.height) does not fit display"
                + " \(options.display)'s usable area (\(Int(usable.width))x\(Int(usable.height)));"
                + " the window opens at \(Int(fitted.width))x\(Int(fitted.height))")
        windowOptions.size = fitted
        windowOptions.origin = DisplayFit.centred(fitted, in: usable).origin
        return windowOptions
    }
}
