"""The fleet's plain scenarios: complete lines only and each once, the report in the database equal
to the report over the logs, TLS, the roles' refusals and bad input."""
import hashlib
import json
import os
import subprocess

import kiosks

ROLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "dist", "fleet-roles.sql")


def sync(binary, *args, env=None, timeout=120):
    return subprocess.run([binary, "sync", *args], capture_output=True, text=True, timeout=timeout, env=env)


def report(binary, *args):
    return subprocess.run([binary, "report", *args], capture_output=True, text=True, timeout=120)


def line(card, seq, decision="right", session="s1", kiosk="k1", t="2026-11-22T10:00:00.000Z"):
    return json.dumps({"time": t, "card": card, "index": seq, "decision": decision, "session": session, "ms": 900,
                       "kiosk": kiosk, "seq": seq}) + "\n"


def stored(pg, db):
    """The stored lines' digests (hex), sorted."""
    return sorted(pg.psql("SELECT encode(line_sha256, 'hex') FROM swipedeck.decisions", db=db)[1].split())


def once_and_torn(pg, binary, tmp, r):
    """Complete lines are stored once; a torn last line waits, then is stored once; the log is untouched."""
    pg.create_database("basic")
    url = pg.socket_url("basic")
    log = os.path.join(tmp, "basic.jsonl")
    older = '{"time": "2026-11-20T09:00:00.000Z", "card": "c9", "index": 9, "decision": "left"}\n'
    torn = line("c3", 4)
    with open(log, "w") as f:
        f.write(line("c1", 1) + line("c2", 2) + line("c2", 3, "undo") + older + torn[:25])
    before = (os.stat(log).st_mtime_ns, hashlib.sha256(open(log, "rb").read()).hexdigest())
    state = os.path.join(tmp, "basic-state")
    first = sync(binary, log, "--database", url, "--once", "--state-dir", state)
    rows = stored(pg, "basic")
    r.check(first.returncode == 0 and rows == kiosks.digests(kiosks.complete_lines(log)) and len(rows) == 4,
            "sync --once: every complete line stored (undo and an older line included), the torn one not",
            (first.returncode, first.stderr, len(rows)))
    after = (os.stat(log).st_mtime_ns, hashlib.sha256(open(log, "rb").read()).hexdigest())
    r.check(before == after, "the sender never changes the log (bytes and time unchanged)")
    with open(log, "a") as f:
        f.write(torn[25:])
    second = sync(binary, log, "--database", url, "--once", "--state-dir", state)
    third = sync(binary, log, "--database", url, "--once", "--state-dir", os.path.join(tmp, "basic-fresh"))
    rows = stored(pg, "basic")
    r.check(second.returncode == 0 and third.returncode == 0 and len(rows) == 5
            and rows == kiosks.digests(kiosks.complete_lines(log)),
            "the completed line is stored once; sending the whole log again (no cursor) doubles nothing",
            (second.stderr, third.stderr, len(rows)))
    r.check("5 were there already" in third.stderr, "the sender says how many lines were there already", third.stderr)
    count = pg.psql("SELECT count(*) FROM swipedeck.decisions WHERE seq IS NULL AND session IS NULL", db="basic")[1]
    r.check(count == "1", "an older line without seq or session is kept as such", count)


def report_equality(pg, binary, tmp, r):
    """report --database equals report LOG... for every form, over three kiosks that are the real app."""
    pg.create_database("equal")
    url = pg.socket_url("equal")
    deck = kiosks.make_deck(tmp)
    logs = []
    for i, name in enumerate(["kiosk-a", "kiosk-b", "kiosk-c"]):
        recording = os.path.join(tmp, f"eq-{name}.rec")
        kiosks.write_recording(recording, seconds=4, rate=5, seed=i)
        logs.append(os.path.join(tmp, f"eq-{name}.jsonl"))
        app = kiosks.start_kiosk(binary, deck, recording, logs[-1], name)
        app.wait(timeout=120)
    with open(logs[0], "a") as f:  # a second visitor on kiosk-a, and an older line
        f.write(line("c1", 1, "left", session="second", kiosk="kiosk-a", t="2026-11-22T11:00:00.000Z"))
    done = sync(binary, *logs, "--database", url, "--once", "--state-dir", os.path.join(tmp, "eq-state"))
    r.check(done.returncode == 0, "three kiosks' logs sent", done.stderr)
    session = json.loads(open(logs[1]).readline())["session"]
    forms = [[], ["--json"], ["--by-card"], ["--by-card", "--json"], ["--decision", "right"], ["--session", session],
             ["--since", "2026-11-22T10:30:00Z"], ["--until", "2030-01-01"]]
    for form in forms:
        a, b = report(binary, *logs, *form), report(binary, "--database", url, *form)
        r.check(a.returncode == 0 and b.returncode == 0 and a.stdout == b.stdout and a.stdout.count("\n") > 1,
                f"report --database {' '.join(form)} equals report LOG...", (a.stdout[:300], b.stdout[:300], b.stderr))


def tls_and_refusals(pg, binary, tmp, r):
    """TLS with a test authority; the kiosk role may only add rows; bad input gets one line and its status."""
    pg.create_database("fleet", roles_sql=ROLES)
    pg.psql("ALTER ROLE swipedeck_kiosk PASSWORD 'kiosk-pw'")
    pg.psql("ALTER ROLE swipedeck_report PASSWORD 'report-pw'")
    log = os.path.join(tmp, "tls.jsonl")
    with open(log, "w") as f:
        f.write(line("c1", 1, kiosk="tls") + line("c2", 2, kiosk="tls"))
    password = os.path.join(tmp, "pw")
    with open(password, "w") as f:
        f.write("kiosk-pw\n")
    os.chmod(password, 0o600)
    state = os.path.join(tmp, "tls-state")
    ok = sync(binary, log, "--database", pg.tcp_url("fleet", "swipedeck_kiosk"), "--password-file", password,
              "--once", "--state-dir", state)
    r.check(ok.returncode == 0 and "2 lines stored" in ok.stderr,
            "sslmode=verify-full with the test authority: the kiosk role stores lines over TLS", ok.stderr)
    r.check(pg.psql("SHOW ssl")[1] == "on", "the server runs with TLS")
    other = os.path.join(tmp, "other-ca.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", other + ".key", "-out",
                    other, "-days", "1", "-subj", "/CN=other"], check=True, capture_output=True)
    wrong_ca = sync(binary, log, "--database", pg.tcp_url("fleet", "swipedeck_kiosk", ca=other), "--password-file",
                    password, "--once", "--state-dir", os.path.join(tmp, "s2"))
    r.check(wrong_ca.returncode == 3 and "TLS failed" in wrong_ca.stderr,
            "verify-full against another authority: refused, exit 3", (wrong_ca.returncode, wrong_ca.stderr))
    env = dict(os.environ, PGPASSWORD="kiosk-pw")
    for sql, what in [("SELECT count(*) FROM swipedeck.decisions", "SELECT"),
                      ("UPDATE swipedeck.decisions SET card = 'x'", "UPDATE"),
                      ("DELETE FROM swipedeck.decisions", "DELETE")]:
        done = pg.psql(sql, db="fleet", user="swipedeck_kiosk", password="kiosk-pw", check=False)
        r.check(done[0] != 0 and "permission denied" in done[2], f"the kiosk role may not {what}", done)
    _ = env
    rep = report(binary, "--database", pg.tcp_url("fleet", "swipedeck_kiosk", password="kiosk-pw"))
    r.check(rep.returncode == 3 and "permission denied" in rep.stderr, "report as the kiosk role: refused, exit 3",
            (rep.returncode, rep.stderr))
    rep = report(binary, "--database", pg.tcp_url("fleet", "swipedeck_report", password="report-pw"))
    r.check(rep.returncode == 0 and rep.stdout == "card,index,decision\nc1,1,right\nc2,2,right\n",
            "the report role reads", (rep.stdout, rep.stderr))
    bad = [
        (["--database", "mysql://x@y/z"], 2, "not a postgresql:// URL", "a wrong URL"),
        (["--database", pg.tcp_url("fleet", "swipedeck_kiosk", password="wrong")], 3, "password authentication failed",
         "a wrong password"),
        (["--database", f"postgresql://k@127.0.0.1:{pg.port + 1 if pg.port < 65535 else 1}/fleet?sslmode=disable"], 4,
         "cannot reach the database", "an unreachable host (--once)"),
        (["--database", pg.socket_url("empty", user="swipedeck_kiosk:kiosk-pw")], 3, "may not create it",
         "a database without the schema, for a role that may not make it"),
    ]
    pg.create_database("empty")
    for args, status, words, what in bad:
        done = sync(binary, log, *args, "--once", "--state-dir", os.path.join(tmp, "bad-state"), timeout=60)
        last = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else ""
        r.check(done.returncode == status and words in last, f"{what}: exit {status} and one clear line",
                (done.returncode, done.stderr))
    os.chmod(password, 0o644)
    done = sync(binary, log, "--database", pg.tcp_url("fleet", "swipedeck_kiosk"), "--password-file", password,
                "--once")
    r.check(done.returncode == 2 and "chmod 600" in done.stderr, "a password file others can read: exit 2",
            (done.returncode, done.stderr))


SCENARIOS = [once_and_torn, report_equality, tls_and_refusals]
