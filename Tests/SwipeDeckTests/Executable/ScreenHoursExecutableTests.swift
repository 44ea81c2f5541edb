import Foundation
import Testing

/// The built binary refuses bad screen hours with one line and status 2 (issue 28).
@Suite struct ScreenHoursExecutableTests {
    @Test(
        .enabled(if: ExecutableTests.binaryExists, "build swipedeck first (swift build)"),
        arguments: [
            (["--kiosk", "--screen-hours", "8am-8pm"], "--screen-hours: \"8am\" is not a time of day"),
            (["--kiosk", "--screen-hours", "someday 08:00-20:00"], "--screen-hours: \"someday\" is not a day"),
            (["--screen-hours", "08:00-20:00"], "--screen-hours: needs --kiosk"),
        ])
    func badScreenHoursExitTwo(arguments: [String], message: String) throws {
        let outcome = try ExecutableTests().run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("swipedeck: error: " + message), "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
    }
}
