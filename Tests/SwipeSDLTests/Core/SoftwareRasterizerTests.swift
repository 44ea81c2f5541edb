import Testing

@testable import SwipeSDL

/// The rasteriser threads the app asks llvmpipe for (`SoftwareRasterizer.threadsSetting`); the running
/// app's thread count is checked end to end (Tests/e2e/hardening_rasterizer.py).
@Suite struct SoftwareRasterizerTests {
    @Test(arguments: [(2, "4"), (3, "6"), (4, "8"), (8, "16"), (12, "16"), (64, "16")])
    func twoThreadsPerProcessorUpToLlvmpipesCeiling(processors: Int, expected: String) {
        #expect(SoftwareRasterizer.threadsSetting(current: nil, onlineProcessors: processors) == expected)
    }

    @Test(arguments: [0, 1])
    func oneProcessorKeepsLlvmpipesDefault(processors: Int) {
        #expect(SoftwareRasterizer.threadsSetting(current: nil, onlineProcessors: processors) == nil)
    }

    @Test(arguments: ["1", "2", "0", "", "many"])
    func aValueTheUserSetIsKept(current: String) {
        #expect(SoftwareRasterizer.threadsSetting(current: current, onlineProcessors: 2) == nil)
    }
}
