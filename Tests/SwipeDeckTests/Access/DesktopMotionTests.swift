import SwipeCore
import Testing

@testable import SwipeDeck

/// The desktop's reduced-motion setting (WCAG 2.3.3) decides only when no flag does; readings are fed
/// in as the commands print them (`gdbus call`, `gsettings get`), including what a desktop without a
/// portal or without GNOME's schemas prints.
@Suite struct DesktopMotionTests {
    typealias Reading = DesktopMotion.Reading

    @Test func theFlagWinsOverTheDesktop() {
        let asks = Reading(portal: 1, gnomeAnimations: false), allows = Reading(portal: 0, gnomeAnimations: true)
        #expect(DesktopMotion.reducedMotion(flag: true, desktop: allows))
        #expect(!DesktopMotion.reducedMotion(flag: false, desktop: asks))
        #expect(DesktopMotion.reducedMotion(flag: nil, desktop: asks))
        #expect(!DesktopMotion.reducedMotion(flag: nil, desktop: allows))
        #expect(!DesktopMotion.reducedMotion(flag: nil, desktop: nil)) // no desktop, or too slow
    }

    @Test func eitherSourceAskingGivesReducedMotion() {
        #expect(Reading(portal: 1).asksReducedMotion)
        #expect(Reading(gnomeAnimations: false).asksReducedMotion)
        #expect(Reading(portal: 0, gnomeAnimations: false).asksReducedMotion)
        #expect(Reading(portal: 1, gnomeAnimations: true).asksReducedMotion)
        #expect(!Reading(portal: 0, gnomeAnimations: true).asksReducedMotion)
        #expect(!Reading(portal: 7).asksReducedMotion) // unknown values: no preference
        #expect(!Reading().asksReducedMotion)
    }

    @Test func thePortalsAnswerIsReadFromGdbus() {
        #expect(DesktopMotion.portalValue("(<<uint32 1>>,)\n") == 1) // Settings.Read
        #expect(DesktopMotion.portalValue("(<uint32 0>,)\n") == 0) // Settings.ReadOne
        #expect(DesktopMotion.portalValue("") == nil)
        #expect(DesktopMotion.portalValue("(<<'dark'>>,)") == nil)
        #expect(DesktopMotion.portalValue("(<<uint32 >>,)") == nil)
    }

    @Test func gnomesAnswerIsReadFromGsettings() {
        #expect(DesktopMotion.gsettingsValue("false\n") == false)
        #expect(DesktopMotion.gsettingsValue("true\n") == true)
        #expect(DesktopMotion.gsettingsValue("No such schema “org.gnome.desktop.interface”\n") == nil)
        #expect(DesktopMotion.gsettingsValue("") == nil)
    }

    @Test func onlyADesktopSessionIsAsked() {
        #expect(!DesktopMotion.hasDesktop(environment: [:]))
        #expect(!DesktopMotion.hasDesktop(environment: ["DISPLAY": ":0", "DBUS_SESSION_BUS_ADDRESS": ""]))
        #expect(DesktopMotion.hasDesktop(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"]))
        #expect(DesktopMotion.hasDesktop(environment: ["XDG_CURRENT_DESKTOP": "GNOME"]))
        #expect(DesktopMotionReader.start(environment: ["DISPLAY": ":0"]) == nil) // nothing started
    }

    @Test func optionsTakeTheDesktopOnlyWithoutAFlag() {
        var options = AppOptions()
        #expect(!options.resolvingMotion(nil).deckOptions.reducedMotion)
        options.reducedMotion = true
        options.deckOptions.reducedMotion = true
        #expect(options.resolvingMotion(nil).deckOptions.reducedMotion)
        options.reducedMotion = false
        options.deckOptions.reducedMotion = false
        #expect(!options.resolvingMotion(nil).deckOptions.reducedMotion)
    }
}
