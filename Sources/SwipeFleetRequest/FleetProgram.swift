import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The fleet program, `swipedeck-fleet`: the PostgreSQL client the `sync` and `report --database`
/// commands run in. It lives beside the `swipedeck` binary (a build folder) or in
/// `../lib/swipedeck/` (an installed package), and is given one request as JSON.
public enum FleetProgram {
    /// The program's file name. "swipedeck-fleet".
    public static let name = "swipedeck-fleet"

    /// Where to look for the program, given the running binary's path: beside it, then in
    /// `../lib/swipedeck/` from its folder.
    public static func candidates(besides binary: String) -> [String] {
        let folder = (binary as NSString).deletingLastPathComponent
        return [folder + "/" + name, (folder as NSString).deletingLastPathComponent + "/lib/swipedeck/" + name]
    }

    /// The request as the program's one argument.
    public static func argument(_ request: FleetRequest) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(request)) ?? Data(), as: UTF8.self)
    }

    /// The request in the program's argument; nil when it is not one.
    public static func request(_ argument: String) -> FleetRequest? {
        try? JSONDecoder().decode(FleetRequest.self, from: Data(argument.utf8))
    }

    /// Replaces this process with the fleet program working on `request` (same process id, so a
    /// systemd unit follows it). Returns only when the program cannot be started, with why.
    public static func exec(_ request: FleetRequest) -> String {
        let binary =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let places = candidates(besides: binary)
        guard let program = places.first(where: { access($0, X_OK) == 0 }) else {
            return "the fleet program \(name) is not installed (looked in \(places.joined(separator: " and ")))"
        }
        let arguments = [name, argument(request)]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        execv(program, &argv)
        return "cannot start \(program): \(String(cString: strerror(errno)))"
    }
}
