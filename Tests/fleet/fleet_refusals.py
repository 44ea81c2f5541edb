"""The fleet's refusals: what the least-privilege roles may not do, and bad input with its exit
statuses (2 bad usage, 3 the database refused, 4 unreachable with --once), TLS verification, SIGHUP
and SIGINT, and the log left untouched by the sender."""
import os
import signal
import subprocess
import time

from fleet_basic import line
from fleet_common import (ROLES_SQL, Sender, compare, decision_lines, fingerprint, one_line, password_file,
                          report, row_count, stored_rows, sync, wait_until)
from pg_cluster import PgError, free_port


def small_log(folder, kiosk, n=3, day="2026-11-23"):
    path = os.path.join(folder, f"{kiosk}.jsonl")
    with open(path, "a") as f:
        for i in range(n):
            f.write(line(f"c{i}", i, "right" if i % 2 else "left", i + 1, session="0badc0de", kiosk=kiosk,
                         t=f"{day}T08:00:0{i}.000Z"))
    return path


def refused(pg, sql, db, user, password):
    """The stderr of `sql` as `user` (empty when it was allowed)."""
    try:
        pg.psql(sql, user=user, db=db, password=password, via="tcp", sslmode="verify-full")
        return ""
    except PgError as e:
        return e.stderr


def security(ctx, r):
    """fleet-roles.sql's roles: swipedeck_kiosk sends with sync but may not SELECT, UPDATE, DELETE or
    TRUNCATE; swipedeck_report may read but not write; the kiosk role still inserts afterwards; the
    password from $CREDENTIALS_DIRECTORY/db-password."""
    pg, db = ctx.pg, "security"
    pg.create_database(db)
    pg.apply_sql_file(ROLES_SQL, db)
    pg.set_password("swipedeck_kiosk", "kiosk-secret")
    pg.set_password("swipedeck_report", "report-secret")
    folder = os.path.join(ctx.tmp, "security")
    os.makedirs(os.path.join(folder, "credentials"))
    password_file(os.path.join(folder, "credentials"), "db-password", "kiosk-secret", mode=0o400)
    env = dict(os.environ, CREDENTIALS_DIRECTORY=os.path.join(folder, "credentials"))
    log = small_log(folder, "sec-1")
    url = pg.url("swipedeck_kiosk", db=db, sslmode="verify-full")
    args = ("--once", "--state-dir", os.path.join(folder, "state"))
    sent = sync(ctx.binary, [log], url, *args, env=env)
    ok, summary = compare(stored_rows(pg, db), decision_lines(log))
    r.check(sent.returncode == 0 and ok, "security: swipedeck_kiosk sends over TLS (password from "
            "$CREDENTIALS_DIRECTORY/db-password)", (sent.returncode, sent.stderr, summary))
    before = row_count(pg, db)
    for what, sql in (("SELECT", "SELECT * FROM swipedeck.decisions"),
                      ("UPDATE", "UPDATE swipedeck.decisions SET card = 'x'"),
                      ("DELETE", "DELETE FROM swipedeck.decisions"),
                      ("TRUNCATE", "TRUNCATE swipedeck.decisions"),
                      ("CREATE", "CREATE TABLE swipedeck.mine (x int)")):
        err = refused(pg, sql, db, "swipedeck_kiosk", "kiosk-secret")
        r.check("permission denied" in err, f"security: swipedeck_kiosk may not {what} (permission denied)",
                err or "allowed")
    for what, sql in (("INSERT", "INSERT INTO swipedeck.decisions (kiosk, time_text, card, card_index, decision, "
                                 "line_sha256) VALUES ('x', 't', 'c', 0, 'left', '\\x01')"),
                      ("UPDATE", "UPDATE swipedeck.decisions SET card = 'x'"),
                      ("DELETE", "DELETE FROM swipedeck.decisions")):
        err = refused(pg, sql, db, "swipedeck_report", "report-secret")
        r.check("permission denied" in err, f"security: swipedeck_report may not {what} (permission denied)",
                err or "allowed")
    readable = refused(pg, "SELECT count(*) FROM swipedeck.decisions", db, "swipedeck_report", "report-secret")
    r.check(readable == "" and row_count(pg, db) == before,
            "security: swipedeck_report reads; the refused statements changed nothing", readable)
    small_log(folder, "sec-1", n=2, day="2026-11-24")
    again = sync(ctx.binary, [log], url, *args, env=env)
    ok, summary = compare(stored_rows(pg, db), decision_lines(log))
    r.check(again.returncode == 0 and ok, "security: after the refusals the kiosk role still inserts via sync",
            (again.returncode, again.stderr, summary))
    pw = password_file(folder, "report-pw", "report-secret")
    from_db = report(ctx.binary, "--database", pg.url("swipedeck_report", db=db, sslmode="verify-full"),
                     "--password-file", pw)
    from_log = report(ctx.binary, log)
    r.check(from_db.returncode == 0 and from_db.stdout == from_log.stdout,
            "security: report --database as swipedeck_report equals report LOG", (from_db.stderr, from_db.stdout))


def expect(r, what, done, status, one=True, words=()):
    """Checks an exit status, that stderr is one line (when `one`), and that it holds one of `words`."""
    err = done.stderr
    ok = done.returncode == status and (not one or one_line(err)) and \
        (not words or any(w in err.lower() for w in words))
    return r.check(ok, what, (done.returncode, err.strip()[-800:]))


def bad_input(ctx, r):
    """Exit 2 for bad URLs, a missing --database and an unsafe or missing password file; 3 for a wrong
    password, a missing database, a role without privilege where the schema is missing, and a
    certificate that does not verify (wrong host, other CA); 4 for a closed port with --once;
    verify-full with the right CA and host works; SIGHUP is ignored, SIGINT/SIGTERM exit 0; the
    log's bytes and mtime never change."""
    pg, db = ctx.pg, "badinput"
    pg.create_database(db)
    pg.apply_sql_file(ROLES_SQL, db)
    pg.set_password("swipedeck_kiosk", "kiosk-secret")
    pg.create_role("nopriv", "nopriv-secret")
    pg.create_database("noschema")
    folder = os.path.join(ctx.tmp, "badinput")
    os.makedirs(folder)
    log = small_log(folder, "bad-1")
    before = fingerprint(log)
    state = ("--state-dir", os.path.join(folder, "state"))
    good_pw = password_file(folder, "pw", "kiosk-secret")

    def run(url, *more, timeout=120):
        return sync(ctx.binary, [log], url, "--once", *state, *more, timeout=timeout)

    for url in ("http://x@127.0.0.1/db", "postgresql://", "postgresql://u@127.0.0.1:99999/db",
                "postgresql://u@127.0.0.1/db?sslmode=sometimes", "postgresql://u@127.0.0.1/db?colour=blue"):
        expect(r, f"bad_input: --database {url} exits 2 with one line", run(url), 2)
    empty = sync(ctx.binary, [log], "", "--once", *state)
    absent = subprocess.run([ctx.binary, "sync", log, "--once", *state], capture_output=True, text=True, timeout=60)
    r.check(absent.returncode == 2 and empty.returncode == 2, "bad_input: a missing or empty --database exits 2",
            (absent.returncode, absent.stderr, empty.returncode, empty.stderr))
    kiosk = pg.url("swipedeck_kiosk", db=db, sslmode="verify-full")
    loose = password_file(folder, "loose-pw", "kiosk-secret", mode=0o644)
    expect(r, "bad_input: a password file others can read exits 2", run(kiosk, "--password-file", loose), 2)
    expect(r, "bad_input: a missing password file exits 2",
           run(kiosk, "--password-file", os.path.join(folder, "nothing")), 2)
    wrong = password_file(folder, "wrong-pw", "not-the-secret")
    expect(r, "bad_input: a wrong password exits 3", run(kiosk, "--password-file", wrong), 3,
           words=("password", "authentication"))
    expect(r, "bad_input: a database that does not exist exits 3",
           run(pg.url("swipedeck_kiosk", db="nosuchdb", sslmode="verify-full"), "--password-file", good_pw), 3)
    bare = dict(os.environ)
    bare.pop("CREDENTIALS_DIRECTORY", None)
    nopw = sync(ctx.binary, [log], kiosk, "--once", *state, env=bare)
    expect(r, "bad_input: no password anywhere (the server asks for one) exits 3, a refusal (not 4)", nopw, 3)
    t0 = time.time()
    closed = run(pg.url("swipedeck_kiosk", "kiosk-secret", db=db, sslmode="disable").replace(
        f":{pg.port}/", f":{free_port()}/"), timeout=180)
    expect(r, f"bad_input: a closed port with --once exits 4 ({time.time() - t0:.1f} s)", closed, 4)
    nopriv = run(pg.url("nopriv", "nopriv-secret", db="noschema", sslmode="verify-full"))
    expect(r, "bad_input: a role without privilege on a database without the schema exits 3, saying so",
           nopriv, 3, words=("privilege", "permission", "schema"))
    r.check(pg.psql("SELECT count(*) FROM pg_namespace WHERE nspname = 'swipedeck'", db="noschema").strip() == "0",
            "bad_input: ... and nothing was made there")
    expect(r, f"bad_input: verify-full to {pg.wrong_host} (not in the certificate) exits 3",
           run(pg.url("swipedeck_kiosk", db=db, sslmode="verify-full", host=pg.wrong_host), "--password-file",
               good_pw), 3)
    expect(r, "bad_input: verify-ca with another authority's certificate exits 3",
           run(pg.url("swipedeck_kiosk", db=db, sslmode="verify-ca", sslrootcert=pg.other_ca_path),
               "--password-file", good_pw), 3)
    r.check(row_count(pg, db) == 0, "bad_input: none of the refused runs stored a line", row_count(pg, db))
    good = run(kiosk, "--password-file", good_pw)
    ok, summary = compare(stored_rows(pg, db), decision_lines(log))
    r.check(good.returncode == 0 and ok, "bad_input: verify-full with the right CA and host stores the lines",
            (good.returncode, good.stderr, summary))
    for sig, after in ((signal.SIGHUP, 2.0), (signal.SIGHUP, None), (signal.SIGINT, 2.0)):
        sender = Sender(ctx.binary, [log], kiosk, ("--password-file", good_pw, *state),
                        stderr_path=os.path.join(folder, "follow.stderr")).start()
        started = time.monotonic()
        if after is None:
            # The earliest moment the promise can hold: `main`'s first instruction, before the exec
            # into swipedeck-fleet (a fixed 0.05 s raced the binary's start on a loaded machine).
            wait_until(lambda: ignores_sighup(sender.proc.pid), 10, step=0.001)
        else:
            time.sleep(after)
        when = time.monotonic() - started
        sender.signal(sig)
        time.sleep(1.5)
        if sig == signal.SIGHUP:
            moment = ("sent in its first milliseconds (once /proc shows it ignored, before the exec into "
                      "swipedeck-fleet)") if after is None else f"{after} s after it starts"
            r.check(sender.alive(), f"bad_input: a following sender ignores SIGHUP {moment} "
                    f"({when * 1000:.0f} ms; logrotate's pkill -HUP)",
                    f"exit {sender.proc.returncode} (negative: killed by that signal)")
            code = sender.stop()
            r.check(code == 0 or after is None, "bad_input: SIGTERM stops a following sender with status 0",
                    (code, sender.stderr()))
        else:
            code = sender.proc.poll() if sender.proc.poll() is not None else sender.stop()
            r.check(code == 0, "bad_input: SIGINT stops a following sender with status 0", (code, sender.stderr()))
    r.check(fingerprint(log) == before, "bad_input: the log's bytes and mtime are unchanged after every run",
            (before, fingerprint(log)))


def ignores_sighup(pid):
    """Whether process `pid` ignores SIGHUP (/proc/PID/status's SigIgn mask, bit 0); False once gone."""
    try:
        with open(f"/proc/{pid}/status") as f:
            mask = next((x.split()[1] for x in f if x.startswith("SigIgn:")), "0")
    except OSError:
        return False
    return int(mask, 16) & (1 << (signal.SIGHUP - 1)) != 0


SCENARIOS = (security, bad_input)
