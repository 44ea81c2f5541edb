import SwipeCore
import SwipeSDL

extension AppRuntime {
    /// The empty view's layout, for drawing and hit-testing alike: its Start over button as wide as
    /// the label in it needs (`ChromeLayout.empty(viewport:density:titleWidth:)`).
    var emptyLayout: ChromeLayout {
        painter.emptyLayout(viewport: controller.viewport, density: controller.density, labels: holder.labels)
    }
}
