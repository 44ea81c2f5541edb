import SwipeCore
import Testing

@testable import SwipeSDL

#if canImport(Glibc)
import Glibc
#endif

/// SDL is started once per test process, headless (`SDL_VIDEODRIVER=dummy`), and never quit.
enum TestSDL {
    static let context: SDLContext = {
        do { return try SDLContext(SDLContextOptions(videoDriver: "dummy")) } catch {
            fatalError("SDL could not start: \(error)")
        }
    }()

    /// A font for tests: the project's copy when present, otherwise the system's DejaVu.
    static func fontPath(bold: Bool = false) -> String {
        let name = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        for dir in ["Assets/Fonts", "/usr/share/fonts/truetype/dejavu"] where access("\(dir)/\(name)", R_OK) == 0 {
            return "\(dir)/\(name)"
        }
        return "/usr/share/fonts/truetype/dejavu/\(name)"
    }

    /// A fresh path under /tmp for a test artefact.
    static func temporaryPath(_ name: String) -> String {
        "/tmp/swipesdl-tests-\(getpid())-\(name)"
    }
}

/// Every test that touches SDL lives in a suite nested in this one, so they run one at a time.
@Suite(.serialized) struct SDLSuites {}
