import ArgumentParser
import Foundation
import SwipeCore
import SwipeDeck
import Testing

@testable import swipedeck

/// Each flag's name, kind, range, default and help come from one place, its `OptionTable` spec: the
/// command declares exactly the table's flags with the table's help, the parser takes what the kind
/// says, and for every flag with a range the help states the spec's range and default, the validator
/// refuses exactly the values outside that range with a message stating it, and the default the help
/// states is the options' default.
@Suite struct OptionTableTests {
    /// The long names (without dashes) of the flags `swipedeck run --help` lists, `--help` aside.
    static func flagsInTheHelp() -> Set<String> {
        let help = SwipeDeckCommand.helpMessage(columns: 10_000)
        var names: Set<String> = []
        for line in help.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("--") else { continue }
            let token = trimmed.prefix { $0 != " " && $0 != "," }
            for name in token.split(separator: "/") where name.hasPrefix("--") && !name.hasPrefix("--no-") {
                names.insert(String(name.dropFirst(2)))
            }
        }
        names.remove("help")
        return names
    }

    /// The help text of `flag`'s entry ("--window", "<DECK>"; "--reduced-motion" finds
    /// "--reduced-motion/--no-reduced-motion"): its line and the lines after it up to the next flag.
    static func entry(_ flag: String) -> String {
        let help = SwipeDeckCommand.helpMessage(columns: 10_000)
        let lines = help.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = lines.firstIndex { line in line.prefix { $0 != " " }.split(separator: "/").contains { $0 == flag } }
        guard let start else { return "" }
        let rest = lines[(start + 1)...].prefix { !$0.hasPrefix("-") }
        return ([lines[start]] + rest).joined(separator: " ")
    }

    @Test func theCommandDeclaresExactlyTheTablesFlags() {
        let table = Set(OptionTable.all.filter { $0.kind != .argument }.map(\.name))
        #expect(table.count == OptionTable.all.count - 1, "one spec per name")
        #expect(Self.flagsInTheHelp() == table)
        #expect(OptionTable.all.filter { $0.kind == .argument }.map(\.flag) == ["DECK"])
    }

    @Test(arguments: OptionTable.all)
    func eachFlagsHelpIsItsSpecs(spec: OptionSpec) {
        let entry = Self.entry(spec.kind == .argument ? "<DECK>" : spec.flag)
        #expect(entry.contains(spec.help), "\(spec.flag): \(entry)")
        if !spec.defaultText.isEmpty { #expect(spec.help.contains("Default: \(spec.defaultText)")) }
        #expect(OptionTable.spec(named: spec.name) == spec)
    }

    /// The kind a config key is read with is the kind the parser takes: a switch parses alone (and
    /// its `--no-` form too when it has one), a value option does not.
    @Test(arguments: OptionTable.all.filter { $0.kind != .argument })
    func eachKindIsWhatTheParserTakes(spec: OptionSpec) {
        let alone = (try? SwipeDeckCommand.parse([spec.flag])) != nil
        #expect(alone == spec.isSwitch, "\(spec.flag)")
        let negated = (try? SwipeDeckCommand.parse(["--no-" + spec.name])) != nil
        #expect(negated == (spec.kind == .switchWithNo), "--no-\(spec.name)")
        #expect(ConfigArguments.takesValue(spec.name) == !spec.isSwitch)
    }

    /// The message `arguments` are refused with by the parser and the validator, or nil.
    static func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try SwipeDeckCommand.parse(arguments).options.checked()
            return nil
        } catch {
            return OptionMessages.reason(error, parsing: SwipeDeckCommand.self)
        }
    }

    /// The value typed after `spec`'s flag for the number `n` (`--window` takes a side twice).
    static func typed(_ n: Double, for spec: OptionSpec) -> String {
        let number = OptionParsing.formatted(n)
        return spec == OptionTable.window ? "\(number)x\(number)" : number
    }

    @Test(arguments: OptionTable.all.filter { $0.bounds != nil })
    func eachRangeIsStatedCheckedAndHoldsTheDefault(spec: OptionSpec) throws {
        let bounds = try #require(spec.bounds)
        #expect(spec.help.contains(spec.rangeText), "\(spec.flag) states its range")
        let (inside, outside): ([Double], [Double]) =
            switch bounds {
            case .closed(let range):
                ([range.lowerBound, range.upperBound], [range.lowerBound - 1, range.upperBound + 1])
            case .positive(let most?): ([most / 2, most], [0, -1, most * 1.5])
            case .positive(nil): ([0.5, 1e6], [0, -1])
            }
        for n in inside {
            #expect(Self.refusal([spec.flag, Self.typed(n, for: spec)]) == nil, "\(spec.flag) \(n)")
            #expect(spec.accepts(n))
        }
        for n in outside {
            let message = Self.refusal([spec.flag, Self.typed(n, for: spec)])
            #expect(message?.hasPrefix(spec.flag + ": ") == true, "\(spec.flag) \(n): \(message ?? "accepted")")
            #expect(message?.contains(spec.rangeText) == true, "\(spec.flag) \(n): \(message ?? "accepted")")
            #expect(!spec.accepts(n))
        }
        // The default the help states, typed after the flag, changes nothing: it is the options' default
        // (the idle reset's is kiosk mode's, filled in by `resolved`).
        let base = spec == OptionTable.idleReset ? [OptionTable.kiosk.flag] : []
        let value = String(spec.defaultText.prefix { $0 != " " })
        func run(_ arguments: [String]) throws -> AppOptions {
            try SwipeDeckCommand.parse(arguments).options.checked().resolved(environment: [:])
        }
        #expect(try run(base + [spec.flag, value]) == run(base), "\(spec.flag) \(value) is the default")
    }
}
