-- SwipeDeck fleet: the schema, and the two roles of least privilege. Run once as the database's owner:
--   psql -v ON_ERROR_STOP=1 -d swipedeck -f /usr/share/doc/swipedeck/examples/fleet-roles.sql
-- then give each role a password (ALTER ROLE swipedeck_kiosk PASSWORD '...') or a certificate.
--   swipedeck_kiosk   what every kiosk's `swipedeck sync` logs in as: it may only add decision rows
--                     (INSERT; a row sent twice is dropped by the unique identity), never read, change
--                     or delete one.
--   swipedeck_report  what `swipedeck report --database` logs in as: it may only read.
-- `swipedeck sync` run by a role that may create schemas makes the same schema itself; this file is
-- for a database whose kiosks must not.
BEGIN;
SELECT pg_advisory_xact_lock(4242424201);
CREATE SCHEMA IF NOT EXISTS swipedeck;
CREATE TABLE IF NOT EXISTS swipedeck.schema_version (version integer NOT NULL);
INSERT INTO swipedeck.schema_version (version)
    SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM swipedeck.schema_version);
CREATE TABLE IF NOT EXISTS swipedeck.decisions (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, -- the order lines reached the database
    kiosk       text NOT NULL,      -- the line's "kiosk", or the sender's --kiosk-name for older lines
    session     text,               -- the visitor session; NULL in logs older than sessions
    seq         bigint,             -- the line's number in its session ("seq"); NULL in older logs
    time        timestamptz,        -- the line's "time"; NULL when it cannot be read
    time_text   text NOT NULL,      -- the line's "time" as written
    card        text NOT NULL,
    card_index  integer NOT NULL,   -- the line's "index"
    decision    text NOT NULL,      -- left, right, up, ..., or undo
    ms          integer,            -- time on top before the decision, milliseconds
    line_sha256 bytea NOT NULL,     -- SHA-256 of the line's bytes: with kiosk, the line's identity
    received    timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT decisions_line_once UNIQUE (kiosk, line_sha256)
);
CREATE INDEX IF NOT EXISTS decisions_time ON swipedeck.decisions (time);

DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'swipedeck_kiosk') THEN
        CREATE ROLE swipedeck_kiosk LOGIN;
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'swipedeck_report') THEN
        CREATE ROLE swipedeck_report LOGIN;
    END IF;
END $$;
REVOKE ALL ON SCHEMA swipedeck FROM PUBLIC;
REVOKE ALL ON ALL TABLES IN SCHEMA swipedeck FROM PUBLIC;
GRANT USAGE ON SCHEMA swipedeck TO swipedeck_kiosk, swipedeck_report;
-- Kiosks: add rows, and read the schema's version (to know the table is the one they write).
GRANT INSERT ON swipedeck.decisions TO swipedeck_kiosk;
GRANT SELECT ON swipedeck.schema_version TO swipedeck_kiosk;
-- Reports: read.
GRANT SELECT ON swipedeck.decisions, swipedeck.schema_version TO swipedeck_report;
COMMIT;
