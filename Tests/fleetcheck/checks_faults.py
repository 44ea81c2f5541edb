"""The fleet under faults, while three kiosks (the real app replaying key presses) write their logs
and a sender per kiosk follows each: the server stopped and started, senders killed with SIGKILL 20
times, a log rotated as logrotate does, one kiosk's link lossy, slow and then a blackhole for 30 s;
and a log on a full disk. After each, the table holds exactly the logs' complete lines."""
import os
import random
import signal
import subprocess
import time

import kiosks
import netns
from checks_basic import ROLES, report, stored, sync

NAMES = ["kiosk-a", "kiosk-b", "kiosk-c"]
REPLAY_SECONDS, RATE = 60, 10


def start_sender(binary, log, url, password, state, host=None):
    cmd = [binary, "sync", log, "--database", url, "--password-file", password, "--state-dir", state,
           "--status-every", "5"]
    return subprocess.Popen(host.command(cmd) if host else cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True)


def wait_for_rows(pg, db, want, seconds):
    """Waits until the table holds `want` rows (or `seconds` pass); returns the count."""
    end = time.monotonic() + seconds
    while True:
        count = int(pg.psql("SELECT count(*) FROM swipedeck.decisions", db=db)[1] or 0)
        if count >= want or time.monotonic() > end:
            return count
        time.sleep(1)


def faults_while_kiosks_run(pg, binary, tmp, r):
    pg.create_database("faults", roles_sql=ROLES)
    pg.psql("ALTER ROLE swipedeck_kiosk PASSWORD 'kiosk-pw'")
    password = os.path.join(tmp, "faults-pw")
    with open(password, "w") as f:
        f.write("kiosk-pw\n")
    os.chmod(password, 0o600)
    deck = kiosks.make_deck(tmp)
    host = getattr(pg, "kiosk_host", None)
    r.check(host is not None, "a second host in a network namespace (ip netns, nftables)", getattr(pg, "no_host", ""))
    logs, apps, senders, states, urls = {}, {}, {}, {}, {}
    presses = 0
    for i, name in enumerate(NAMES):
        recording = os.path.join(tmp, f"f-{name}.rec")
        presses += kiosks.write_recording(recording, REPLAY_SECONDS, RATE, seed=10 + i)
        logs[name] = os.path.join(tmp, f"f-{name}.jsonl")
        states[name] = os.path.join(tmp, f"f-{name}-state")
        remote = name == "kiosk-c" and host is not None
        urls[name] = pg.tcp_url("faults", "swipedeck_kiosk", host=netns.HOST_ADDRESS if remote else "127.0.0.1")
        apps[name] = kiosks.start_kiosk(binary, deck, recording, logs[name], name)
        senders[name] = start_sender(binary, logs[name], urls[name], password, states[name], host if remote else None)
    began = time.monotonic()
    rng = random.Random(25)
    kills = sorted(rng.uniform(8, 40) for _ in range(20))
    timeline = [(2, "lossy"), (5, "stop server"), (9, "start server"), (25, "rotate"), (42, "blackhole"),
                (72, "link back")] + [(t, "kill") for t in kills]
    timeline.sort()
    killed = 0
    for at, what in timeline:
        time.sleep(max(0, at - (time.monotonic() - began)))
        if what == "lossy" and host:
            host.fault(loss=20, rate="256kbit")
        elif what == "stop server":
            pg.stop("fast")
        elif what == "start server":
            pg.start()
        elif what == "rotate":
            os.rename(logs["kiosk-a"], logs["kiosk-a"] + ".1")
            apps["kiosk-a"].send_signal(signal.SIGHUP)
        elif what == "blackhole" and host:
            host.fault(blackhole=True)
        elif what == "link back" and host:
            host.fault()
        elif what == "kill":
            name = rng.choice(NAMES)
            senders[name].kill()
            senders[name].wait()
            killed += 1
            remote = name == "kiosk-c" and host is not None
            senders[name] = start_sender(binary, logs[name], urls[name], password, states[name],
                                         host if remote else None)
    statuses = [apps[n].wait(timeout=120) for n in NAMES]
    r.check(statuses == [0, 0, 0], "the kiosks ran to the end of their replays whatever the database did",
            [(s, apps[n].stderr.read()[-300:]) for s, n in zip(statuses, NAMES)])
    files = [logs["kiosk-a"] + ".1", *logs.values()]
    lines = kiosks.complete_lines(*files)
    r.check(len(lines) > presses // 2, f"the kiosks logged their decisions ({len(lines)} lines of {presses} presses)")
    count = wait_for_rows(pg, "faults", len(lines), 120)
    for name in NAMES:
        senders[name].send_signal(signal.SIGTERM)
    ends = {n: senders[n].wait(timeout=30) for n in NAMES}
    said = {n: senders[n].stderr.read() for n in NAMES}
    r.check(all(code == 0 for code in ends.values()), "SIGTERM stops each sender with status 0",
            (ends, {n: s[-400:] for n, s in said.items()}))
    r.check(count == len(lines), f"the followers caught up after every fault ({count} of {len(lines)} rows)",
            {n: s[-600:] for n, s in said.items()})
    r.check(killed == 20, "the senders were killed 20 times")
    r.check(any("backlog" in s for s in said.values()), "a sender reported its backlog while the database was away",
            {n: s[-300:] for n, s in said.items()})
    if host:
        r.check("cannot reach the database" in said["kiosk-c"] and "caught up" in said["kiosk-c"],
                "the sender behind the blackhole said it could not reach the database, then caught up",
                said["kiosk-c"][-600:])
    for name in NAMES:
        sync(binary, logs[name], "--database", pg.tcp_url("faults", "swipedeck_kiosk"), "--password-file", password,
             "--once", "--state-dir", states[name])
    r.check(stored(pg, "faults") == kiosks.digests(lines),
            "the table holds exactly the logs' lines (rotated file included): none missing, none twice",
            (len(stored(pg, "faults")), len(lines)))
    pg.psql("ALTER ROLE swipedeck_report PASSWORD 'report-pw'")
    for form in ([], ["--by-card"]):
        a = report("report-dummy") if False else report(binary, *files, *form)
        b = report(binary, "--database", pg.tcp_url("faults", "swipedeck_report", password="report-pw"), *form)
        r.check(a.returncode == 0 and a.stdout == b.stdout, f"after the faults, report --database {' '.join(form)} "
                "equals report over the logs", (a.stdout[:200], b.stdout[:200], b.stderr[-200:]))


def full_disk(pg, binary, tmp, r):
    """A kiosk's log on a full disk: the app reports its failed writes, the sender stores exactly the
    complete lines (a torn piece never)."""
    mount = os.path.join(tmp, "small")
    os.makedirs(mount, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=12k", "tmpfs", mount], capture_output=True, text=True)
    if not r.check(done.returncode == 0, "a 12 KiB file system for the log (mount -t tmpfs)", done.stderr):
        return
    try:
        pg.create_database("full")
        log = os.path.join(mount, "d.jsonl")
        recording = os.path.join(tmp, "full.rec")
        kiosks.write_recording(recording, 12, 10, seed=3)
        app = kiosks.start_kiosk(binary, kiosks.make_deck(tmp), recording, log, "kiosk-full")
        app.wait(timeout=120)
        errors = app.stderr.read()
        r.check("cannot write to decision log" in errors, "the app says the disk is full", errors[-300:])
        out = sync(binary, log, "--database", pg.socket_url("full"), "--once", "--state-dir",
                   os.path.join(tmp, "full-state"))
        lines = kiosks.complete_lines(log)
        r.check(out.returncode == 0 and stored(pg, "full") == kiosks.digests(lines) and len(lines) > 10,
                f"a full disk's log: its {len(lines)} complete lines stored, no torn piece", out.stderr[-300:])
    finally:
        subprocess.run(["umount", mount], capture_output=True)


SCENARIOS = [faults_while_kiosks_run, full_disk]
