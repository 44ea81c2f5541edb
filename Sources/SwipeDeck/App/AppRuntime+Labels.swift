import SwipeCore
import SwipeSDL

extension AppRuntime {
    /// The empty view's layout, for drawing and hit-testing alike: its Start over button as wide as
    /// the label in it needs (`ChromeLayout.empty(viewport:titleWidth:)`).
    var emptyLayout: ChromeLayout {
        let viewport = controller.viewport
        let title = chrome.textWidth(holder.labels[.startOver], pointSize: ChromeLayout.titlePointSize(viewport: viewport), bold: true)
        return .empty(viewport: viewport, titleWidth: Double(title))
    }
}
