// swift-tools-version: 6.1
import PackageDescription

/// How release builds link the app (BENCHMARKS.md, "Text through Pango"): with lld, relative
/// relocations packed (DT_RELR: a 1.8 MiB table the loader reads at every start becomes 14 KiB), and
/// the functions that run up to the first frame gathered at the start of the code (Linker/
/// startup-order.txt, made by bench/startup_order.py), so that fewer of the statically linked Swift
/// runtime's and Foundation's pages become resident. Together 5.7 MiB less memory at start. The
/// executable exports no symbols (`--no-export-dynamic`: nothing loads symbols from it by name; its
/// 4,851-symbol dynamic table was 0.6 MiB of resident pages).
let releaseLinkFlags = [
    "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
    "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Linker/startup-order.txt",
    "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "--no-export-dynamic",
]

/// Release builds of the kiosk binary's own modules put each function in a section of its own, so that
/// the ordering above gathers their start-up functions one by one, not a module's whole code at once
/// (the runtime's C++ is built so already): 2.7 MiB less memory at start (BENCHMARKS.md, 2026-12-06).
let orderedFunctions: [SwiftSetting] = [.unsafeFlags(["-function-sections"], .when(configuration: .release))]

let package = Package(
    name: "SwipeDeck",
    products: [
        .executable(name: "swipedeck", targets: ["swipedeck"]),
        .executable(name: "swipedeck-fleet", targets: ["swipedeck-fleet"]),
        .library(name: "SwipeCore", targets: ["SwipeCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        // The fleet's PostgreSQL client (swipedeck sync, report --database).
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.25.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.5.3"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev"])]
        ),
        // Text: Pango over cairo and fontconfig (shaping, bidi, font fallback); used by SwipeSDL only.
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "libfontconfig-dev"])]
        ),
        // Speech for the accessible kiosk (issue 29): espeak-ng's library, synthesising in-process;
        // why not speech-dispatcher is measured by bench/speech_stacks.sh. Used by SwipeSDL only.
        .systemLibrary(
            name: "CEspeakNG",
            pkgConfig: "espeak-ng",
            providers: [.apt(["libespeak-ng-dev"])]
        ),
        .target(name: "SwipeCore", swiftSettings: orderedFunctions),
        // Picture files, paths and JPEG segments: plain Swift, no SDL (the deck loader's checks).
        .target(name: "SwipeFormats", dependencies: ["SwipeCore"], swiftSettings: orderedFunctions),
        // Keeps the app alive when another X client destroys its window (see CXWindowGuard.h).
        .target(name: "CXWindowGuard", dependencies: ["CSDL2"], linkerSettings: [.linkedLibrary("X11")]),
        .target(
            name: "SwipeSDL",
            dependencies: ["CSDL2", "CPangoCairo", "CEspeakNG", "CXWindowGuard", "SwipeCore", "SwipeFormats"],
            swiftSettings: orderedFunctions),
        .target(
            name: "SwipeDeck", dependencies: ["SwipeCore", "SwipeFormats", "SwipeSDL"], swiftSettings: orderedFunctions),
        // What the command line asks of the fleet program: plain values, no network code.
        .target(name: "SwipeFleetRequest", swiftSettings: orderedFunctions),
        // Where Swift's global executor can be handed to SwiftNIO (`FleetExecutor`): the runtime's hook.
        .target(name: "CConcurrencyHook"),
        // The fleet: decision logs followed and sent to PostgreSQL (swipedeck sync), reports run there.
        .target(
            name: "SwipeFleet",
            dependencies: [
                "SwipeDeck", "SwipeCore", "SwipeFleetRequest", "CConcurrencyHook",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .executableTarget(
            name: "swipedeck",
            dependencies: [
                "SwipeDeck", "SwipeCore", "SwipeFleetRequest",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // main.swift holds the @main command; the subcommands and option groups live beside it.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])] + orderedFunctions,
            linkerSettings: [.unsafeFlags(releaseLinkFlags, .when(configuration: .release))]
        ),
        .testTarget(
            name: "SwipeCoreTests",
            dependencies: ["SwipeCore", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "SwipeFormatsTests", dependencies: ["SwipeFormats", "SwipeCore"]),
        .testTarget(name: "SwipeSDLTests", dependencies: ["SwipeSDL", "SwipeFormats", "CSDL2", "SwipeCore"]),
        .testTarget(
            name: "SwipeDeckTests", dependencies: ["SwipeDeck", "SwipeFormats", "SwipeSDL", "SwipeCore", "CSDL2"]),
        // The command line's flags and config files, parsed in-process (the executable target, testable).
        // The fleet program (swipedeck sync, report --database): the kiosk's binary does not link it.
        .executableTarget(
            name: "swipedeck-fleet", dependencies: ["SwipeFleet", "SwipeFleetRequest", "SwipeDeck"],
            linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(configuration: .release))]),
        .testTarget(
            name: "SwipeFleetTests",
            dependencies: [
                "SwipeFleet", "SwipeFleetRequest", "SwipeDeck", "SwipeCore",
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]),
        .testTarget(name: "SwipeDeckCLITests", dependencies: ["swipedeck", "SwipeDeck", "SwipeCore"]),
    ],
    swiftLanguageModes: [.v6]
)
