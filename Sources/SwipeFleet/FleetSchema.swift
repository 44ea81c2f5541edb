/// The fleet's tables in PostgreSQL, version 1: the one place their SQL is written (dist/fleet-roles.sql
/// carries the same `CREATE TABLE`, checked by a test).
public enum FleetSchema {
    /// The schema version this SwipeDeck writes and reads. A database with a higher one is refused.
    public static let version = 1

    /// Serialises schema creation among kiosks starting at once (`pg_advisory_xact_lock`).
    static let creationLock: Int64 = 4_242_424_201

    /// Creates what is missing, in one transaction with the creation lock held. Idempotent.
    static let creation: [String] = [
        "SELECT pg_advisory_xact_lock(\(creationLock))",
        "CREATE SCHEMA IF NOT EXISTS swipedeck",
        "CREATE TABLE IF NOT EXISTS swipedeck.schema_version (version integer NOT NULL)",
        "INSERT INTO swipedeck.schema_version (version) SELECT \(version) WHERE NOT EXISTS (SELECT 1 FROM swipedeck.schema_version)",
        decisionsTable,
        "CREATE INDEX IF NOT EXISTS decisions_time ON swipedeck.decisions (time)",
    ]

    /// One row per decision line, undo lines included; `id` orders a kiosk's lines as its log did.
    public static let decisionsTable = """
        CREATE TABLE IF NOT EXISTS swipedeck.decisions (
            id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            kiosk       text NOT NULL,
            session     text,
            seq         bigint,
            time        timestamptz,
            time_text   text NOT NULL,
            card        text NOT NULL,
            card_index  integer NOT NULL,
            decision    text NOT NULL,
            ms          integer,
            line_sha256 bytea NOT NULL,
            received    timestamptz NOT NULL DEFAULT now(),
            CONSTRAINT decisions_line_once UNIQUE (kiosk, line_sha256)
        )
        """

    /// Adds a batch of lines given as parallel arrays ($1 kiosk … $11 line text), in their order; a line
    /// already stored (same kiosk, same bytes) is passed over. Sentinels stand for SQL NULL: session
    /// with has-session false, seq 0, time `Int64.min`, ms −1.
    /// Answers with the number of lines newly stored.
    static let insertBatch = """
        WITH added AS (
        INSERT INTO swipedeck.decisions
            (kiosk, session, seq, time, time_text, card, card_index, decision, ms, line_sha256)
        SELECT k, CASE WHEN hs THEN s END, NULLIF(q, 0),
            CASE WHEN t = -9223372036854775808 THEN NULL ELSE to_timestamp(t / 1000.0) END,
            tt, c, i, d, NULLIF(m, -1), sha256(convert_to(line, 'UTF8'))
        FROM unnest($1::text[], $2::text[], $3::bool[], $4::int8[], $5::int8[], $6::text[], $7::text[],
                    $8::int4[], $9::text[], $10::int4[], $11::text[])
            WITH ORDINALITY AS u(k, s, hs, q, t, tt, c, i, d, m, line, n)
        ORDER BY n
        ON CONFLICT DO NOTHING
        RETURNING 1)
        SELECT count(*) FROM added
        """
}
