import Testing

@testable import SwipeSDL

/// `NotifyAddress`: `$NOTIFY_SOCKET` as the bytes of a `sockaddr_un` path.
@Suite struct NotifyAddressTests {
    @Test func aPathIsItsBytes() throws {
        let address = try #require(NotifyAddress("/run/systemd/notify"))
        #expect(address.pathBytes == Array("/run/systemd/notify".utf8))
    }

    @Test func anAbstractNameStartsWithAZeroByteInsteadOfTheAt() throws {
        let address = try #require(NotifyAddress("@/org/freedesktop/systemd1/notify/123"))
        #expect(address.pathBytes == [0] + Array("/org/freedesktop/systemd1/notify/123".utf8))
        #expect(address.text == "@/org/freedesktop/systemd1/notify/123")
    }

    @Test(arguments: ["", "@", "/", "relative/notify", "x\u{0}y", "/" + String(repeating: "a", count: 108)])
    func whatNamesNoSocketIsRefused(text: String) {
        #expect(NotifyAddress(text) == nil)
    }

    @Test func theLongestPathFits() {
        #expect(NotifyAddress("/" + String(repeating: "a", count: 107))?.pathBytes.count == 108)
        #expect(NotifyAddress("@" + String(repeating: "a", count: 107))?.pathBytes.count == 108)
    }
}
