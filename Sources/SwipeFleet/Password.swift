import Foundation
import SwipeFleetRequest

#if canImport(Glibc)
import Glibc
#endif

/// Where the database password comes from, first found wins: the URL itself, `--password-file FILE`,
/// then systemd's credential `db-password` (`LoadCredential=db-password:…` puts it in
/// `$CREDENTIALS_DIRECTORY`). A password file must not be readable by other users.
public enum Password {
    /// The credential's name under `$CREDENTIALS_DIRECTORY`. "db-password".
    public static let credentialName = "db-password"

    /// The password for `url`: its own, the file's, or the credential's; nil when none is given
    /// (trust or peer authentication). Throws `.usage` for a file that cannot be read or that other
    /// users can read.
    public static func resolve(
        for url: DatabaseURL, file: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(FleetError) -> String? {
        if let password = url.password { return password }
        if let file { return try read(file, checkMode: true) }
        if let folder = environment["CREDENTIALS_DIRECTORY"], !folder.isEmpty {
            let path = folder + "/" + credentialName
            if access(path, F_OK) == 0 { return try read(path, checkMode: false) }
        }
        return nil
    }

    /// The file's first line. `checkMode`: refuse a file other users may read (systemd's credentials
    /// are private to the service already).
    static func read(_ path: String, checkMode: Bool) throws(FleetError) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw FleetError(.usage, "--password-file \(path): \(String(cString: strerror(errno)))")
        }
        if checkMode && info.st_mode & (S_IROTH | S_IWOTH) != 0 {
            throw FleetError(
                .usage,
                "--password-file \(path) can be read by every user (mode \(String(info.st_mode & 0o777, radix: 8))); chmod 600 it, or use systemd's LoadCredential=\(credentialName):\(path)"
            )
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FleetError(.usage, "--password-file \(path): cannot read it")
        }
        let text = String(decoding: data, as: UTF8.self)
        return String(text.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" })
    }
}
