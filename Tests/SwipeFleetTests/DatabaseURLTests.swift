import Testing

@testable import SwipeFleet
@testable import SwipeFleetRequest

@Suite struct DatabaseURLTests {
    @Test func readsHostPortUserDatabaseAndTLS() throws {
        let url = try DatabaseURL(
            parsing: "postgresql://kiosk:s%40cret@db.example.org:6543/fleet?sslmode=verify-full&sslrootcert=/etc/ca.pem"
        )
        #expect(url.endpoint == .tcp(host: "db.example.org", port: 6543))
        #expect(url.user == "kiosk" && url.password == "s@cret" && url.database == "fleet")
        #expect(url.tlsMode == .verifyFull && url.rootCertificate == "/etc/ca.pem")
        #expect(!url.description.contains("s@cret") && !url.description.contains("cret"))
    }

    @Test func defaultsAsLibpq() throws {
        let url = try DatabaseURL(parsing: "postgres://kiosk@127.0.0.1")
        #expect(url.endpoint == .tcp(host: "127.0.0.1", port: 5432))
        #expect(url.database == "kiosk" && url.tlsMode == .prefer && url.password == nil)
    }

    @Test func aSocketFolderIsAHostStartingWithASlash() throws {
        let url = try DatabaseURL(parsing: "postgresql://kiosk@/fleet?host=/run/postgresql&port=5433")
        #expect(url.endpoint == .socket(path: "/run/postgresql/.s.PGSQL.5433"))
        #expect(url.tlsMode == .disable)
    }

    @Test(arguments: [
        "mysql://kiosk@host/db", "postgresql://host/db", "postgresql://kiosk@host/db?sslmode=maybe",
        "postgresql://kiosk@host:99999/db", "postgresql://kiosk@host/db?colour=red",
        "postgresql://kiosk@/db?host=/run/postgresql&sslmode=verify-full", "postgresql://kiosk@/db",
    ])
    func refusesWithAUsageError(text: String) {
        #expect {
            _ = try DatabaseURL(parsing: text)
        } throws: { error in
            (error as? FleetError)?.kind == .usage
                && (error as? FleetError)?.description.hasPrefix("--database: ") == true
        }
    }
}
