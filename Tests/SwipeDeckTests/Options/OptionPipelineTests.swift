import SwipeCore
import Testing

@testable import SwipeDeck

/// The option pipeline's parts: `OptionBounds` (one range, stated and checked) and the config keys'
/// kinds from `OptionTable`.
@Suite struct OptionPipelineTests {
    @Test func boundsStateAndCheckTheSameRange() {
        let visible = OptionBounds.closed(1...5)
        #expect(visible.text == "1…5")
        #expect(visible.contains(1) && visible.contains(5) && !visible.contains(0) && !visible.contains(6))
        let threshold = OptionBounds.positive(atMost: 2)
        #expect(threshold.text == "greater than 0 and at most 2")
        #expect(threshold.contains(2.0) && !threshold.contains(0.0) && !threshold.contains(2.01))
        #expect(!threshold.contains(Double.nan))
        let speed = OptionBounds.positive(atMost: nil)
        #expect(speed.text == "greater than 0")
        #expect(speed.contains(1e300) && !speed.contains(Double.infinity) && !speed.contains(-1.0))
        #expect(OptionTable.textScale.rangeText == "1…2" && !OptionTable.textScale.accepts(Double.nan))
    }

    @Test func configKeysAndTheirKindsComeFromTheTable() {
        #expect(OptionTable.configKind("visible") == .value && OptionTable.configKind("kiosk") == .switch)
        #expect(OptionTable.configKind("deck") == .argument)
        #expect(OptionTable.configKind("reduced-motion") == .switchWithNo)
        #expect(OptionTable.configKind("no-reduced-motion") == .switch)
        #expect(OptionTable.configKind("no-kiosk") == nil && OptionTable.configKind("bogus") == nil)
    }
}
