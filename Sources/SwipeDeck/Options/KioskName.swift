#if canImport(Glibc)
import Glibc
#endif

/// The machine name written in each decision line (`kiosk`), so a report over a fleet's logs keeps
/// the machines apart: `--kiosk-name NAME` / `kiosk-name = NAME`, by default the host name.
public enum KioskName {
    /// Longest name accepted, in characters. 200.
    public static let maxLength = 200

    /// `text` checked as a kiosk name: not empty, at most `maxLength` characters, no control
    /// characters. Throws naming `--kiosk-name`.
    public static func parse(_ text: String) throws(OptionError) -> String {
        guard !text.isEmpty else { throw OptionError(option: OptionTable.kioskName.flag, message: "the name is empty") }
        guard text.count <= maxLength else {
            throw OptionError(option: OptionTable.kioskName.flag, message: "longer than \(maxLength) characters")
        }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw OptionError(option: OptionTable.kioskName.flag, message: "holds a control character")
        }
        return text
    }

    /// This machine's host name (`gethostname`), or "unknown" when it has none.
    public static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "unknown" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "unknown" : name
    }
}
