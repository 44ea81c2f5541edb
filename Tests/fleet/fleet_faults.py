"""The fleet's faults while kiosks run: three kiosks (the real app replaying generated key presses)
each with a following `swipedeck sync`, through a server stopped (fast, then immediate) and started
again, a sender SIGKILLed 20 times, the log rotated twice (rename + SIGHUP, as logrotate does), and
one sender's network lossy, slow, then a 30 s blackhole; and a log on a full disk. At the end the
table holds exactly the union of every log's lines, and the reports agree."""
import os
import random
import signal
import subprocess
import time

from fleet_basic import compare_reports
from fleet_common import (ROLES_SQL, Sender, compare, complete_lines, decision_lines, password_file,
                          presses, row_count, start_kiosk, stored_rows, sync, wait_until, write_recording)
from fleet_timeline import Clock, Sampler, backlog_lines, log_files, name_of, rotate

REPLAY_SECONDS = 90     # each kiosk's replay; every fault happens while the apps write
RATE = 25               # decisions a second: 2,250 lines per kiosk over the replay (the Sampler counts incrementally)
KILLS = 20
BLACKHOLE_SECONDS = 30
STATUS_EVERY = 5
PREFIX = "swipedeck sync: "
# Seconds a sender may take to hold every line written before a fault ended: after the partition
# the pause between tries may have grown to its 30 s cap.
BUDGET = {"kills": 20, "rotation": 20, "loss": 15, "delay": 15, "lift": 45, "server": 30, "end": 60}


def hup(apps, senders, kiosk):
    """logrotate's postrotate `pkill -HUP -x swipedeck`: the kiosk's app, and every running sender
    (which it ignores). A sender is `swipedeck-fleet` once started; one restarted a few milliseconds
    ago, still named `swipedeck` before it ignores SIGHUP, is left out: that race is real (systemd's
    Restart= brings such a sender back, nothing lost) but not what this check is about."""
    procs = [apps[kiosk]] + [s.proc for s in senders.values() if s.alive() and name_of(s.proc) != "swipedeck"]
    for proc in procs:
        proc.send_signal(signal.SIGHUP)


def timeline(clock, pg, net, apps, senders, rng):
    """The faults, one after another, while the apps replay (about 90 s of their 100)."""
    clock.at(4)
    clock.note("kills", f"kiosk-1's sender: SIGKILL {KILLS} times at random moments, restarted each time")
    gaps = [rng.uniform(0.3, 2.5) for _ in range(KILLS)]
    for gap in gaps:
        time.sleep(gap * min(1.0, 26 / sum(gaps)))
        senders["kiosk-1"].kill()
    clock.note("kills_end", "kiosk-1's sender: last restart")
    clock.at(32)
    clock.note("rotation1", "kiosk-2's log rotated (LOG -> LOG.1), SIGHUP to its app and every sender")
    rotate(apps["kiosk-2"].log, 0)
    hup(apps, senders, "kiosk-2")
    clock.note("loss", "kiosk-3's link: 20% loss each way for 7 s")
    net.impair(loss=20)
    print(f"#   (the link's faults are made with {net.mechanism})", flush=True)
    clock.at(39)
    # the app makes a new LOG when it next writes after the SIGHUP
    wait_until(lambda: os.path.exists(apps["kiosk-2"].log), 10, 0.1)
    clock.note("rotation", "kiosk-2's log rotated again (LOG.1 -> LOG.2, LOG -> LOG.1), SIGHUP")
    rotate(apps["kiosk-2"].log, 1)
    hup(apps, senders, "kiosk-2")
    clock.note("delay", "kiosk-3's link: 150 ms (± 30 ms) delay each way and 5% loss for 7 s")
    net.impair(loss=5, delay_ms=150, jitter_ms=30)
    clock.at(46)
    clock.note("blackhole", f"kiosk-3's link: blackhole (every packet dropped) for {BLACKHOLE_SECONDS} s")
    said = len(senders["kiosk-3"].stderr())
    net.blackhole_for(BLACKHOLE_SECONDS)
    clock.note("lift", "kiosk-3's link: lifted")
    # A statement sent into the blackhole is given up after its 30 s deadline, as long as the
    # blackhole: the report of the backlog it left may come a moment after the lift.
    wait_until(lambda: backlog_lines(senders["kiosk-3"].stderr()[said:]), STATUS_EVERY + 3)
    during = senders["kiosk-3"].stderr()[said:]
    clock.at(78)
    clock.note("server_down", "server: stop (fast) for 4 s")
    pg.stop("fast")
    time.sleep(4)
    pg.start()
    clock.note("server_up1", "server: started")
    clock.at(85)
    clock.note("server_crash", "server: stop (immediate, as a crash) for 3 s")
    pg.stop("immediate")
    time.sleep(3)
    pg.start()
    clock.note("server", "server: started")
    return during


def judge(r, sampler, clock, kiosk, event, what):
    """PASS when the kiosk's rows reached its lines at `event` within BUDGET[event] seconds."""
    took, (want, got) = sampler.catch_up(kiosk, clock.events[event])
    r.check(took is not None and took <= BUDGET[event],
            f"faults: {what}: {kiosk}'s sender held every line within {BUDGET[event]} s "
            f"({'%.1f s' % took if took is not None else 'never'})", f"lines {want}, rows {got} at the end")


def faults(ctx, r):
    """Three kiosks and their senders through 20 SIGKILLs, two rotations, a partition (loss, delay,
    30 s blackhole) and server restarts; then every line of every log stored exactly once."""
    pg, net, db = ctx.pg, ctx.net, "faults"
    if not r.check(net is not None, "faults: network namespaces for the partition", ctx.net_error):
        return
    pg.create_database(db)
    pg.apply_sql_file(ROLES_SQL, db)
    pg.set_password("swipedeck_kiosk", "kiosk-secret")
    folder = os.path.join(ctx.tmp, "faults")
    os.makedirs(os.path.join(folder, "credentials"))
    pw = password_file(folder, "pw", "kiosk-secret")
    password_file(os.path.join(folder, "credentials"), "db-password", "kiosk-secret")
    names = ["kiosk-1", "kiosk-2", "kiosk-3"]
    logs = {n: os.path.join(folder, n, "decisions.jsonl") for n in names}
    plans = {   # kiosk: (URL, extra args, env, wrapper): TCP+TLS, the socket, TCP+TLS from the namespace
        "kiosk-1": (pg.url("swipedeck_kiosk", db=db, sslmode="verify-full"), ("--password-file", pw), None, ()),
        "kiosk-2": (pg.url("swipedeck_kiosk", db=db, via="socket"), (),
                    dict(os.environ, CREDENTIALS_DIRECTORY=os.path.join(folder, "credentials")), ()),
        "kiosk-3": (pg.url("swipedeck_kiosk", "kiosk-secret", db=db, via="netns", sslmode="verify-full"), (), None,
                    tuple(net.command([]))),
    }
    apps, senders = {}, {}
    clock = Clock()
    for i, n in enumerate(names):
        os.makedirs(os.path.dirname(logs[n]))
        recording = os.path.join(folder, f"{n}.rec.jsonl")
        write_recording(recording, presses(REPLAY_SECONDS, RATE, seed=7 + i))
        url, extra, env, wrap = plans[n]
        apps[n] = start_kiosk(ctx.binary, ctx.deck, recording, logs[n], n, os.path.join(folder, f"{n}.app.stderr"))
        apps[n].log = logs[n]
        senders[n] = Sender(ctx.binary, [logs[n]], url, (*extra, "--status-every", str(STATUS_EVERY), "--state-dir",
                            os.path.join(folder, n, "st")), env=env, wrap=wrap,
                            stderr_path=os.path.join(folder, f"{n}.sync.stderr")).start()
    sampler = Sampler(clock, pg, db, logs)
    sampler.start()
    try:
        during = timeline(clock, pg, net, apps, senders, random.Random(int(os.environ.get("FLEET_SEED", "2026"))))
    except BaseException:  # a broken timeline leaves no sender or app running after the suite
        sampler.stop()
        for process in [*(s for s in senders.values()), *apps.values()]:
            process.kill() if isinstance(process, subprocess.Popen) else process.kill(restart=False)
        raise
    finally:
        net.lift()
    codes = {n: app.wait(timeout=REPLAY_SECONDS + 120) for n, app in apps.items()}
    clock.note("end", f"replays ended: {codes}")
    want = {n: len(decision_lines(*log_files(logs[n]))) for n in names}
    r.check(all(c == 0 for c in codes.values()) and all(w >= REPLAY_SECONDS * RATE * 0.9 for w in want.values()),
            f"faults: the three replays ran to their end (lines {want})", codes)
    r.check(all(s.alive() for s in senders.values()), "faults: no sender exited by itself (SIGHUP ignored)",
            {n: s.proc.returncode for n, s in senders.items()})
    # a sample taken after the end (one from before it may already hold every row: caught up in 0 s)
    last = lambda: sampler.samples[-1]  # noqa: E731
    wait_until(lambda: last()[0] >= clock.events["end"] and last()[2] is not None
               and all(last()[2][n] >= want[n] for n in names), BUDGET["end"], 0.5)
    sampler.stop()
    counted = {n: sampler.counter.count(log_files(logs[n])) for n in names}
    r.check(counted == want, "faults: the Sampler's running count equals a whole read of the logs", (counted, want))
    clock.note("settled", "stopped waiting for the senders")
    judge(r, sampler, clock, "kiosk-1", "kills", f"{senders['kiosk-1'].kills} SIGKILLs")
    judge(r, sampler, clock, "kiosk-2", "rotation", "two rotations")
    judge(r, sampler, clock, "kiosk-3", "loss", "20% loss")
    judge(r, sampler, clock, "kiosk-3", "delay", "150 ms delay")
    judge(r, sampler, clock, "kiosk-3", "lift", "30 s blackhole lifted")
    r.check(backlog_lines(during), "faults: kiosk-3's sender reports its backlog while the link is down (or as "
            "its statement's deadline ends)", during[-1500:])
    for n in names:
        judge(r, sampler, clock, n, "server", "server stopped (fast, then immediate) and started")
        judge(r, sampler, clock, n, "end", "replay over")
    stops = {n: s.stop() for n, s in senders.items()}
    r.check(all(c == 0 for c in stops.values()), "faults: SIGTERM stops every sender with status 0", stops)
    for n in names:
        url, extra, env, wrap = plans[n]
        done = sync(ctx.binary, [logs[n]], url, *extra, "--once", "--state-dir", os.path.join(folder, n, "st"),
                    env=env, wrap=wrap)
        r.check(done.returncode == 0, f"faults: {n}: a final --once exits 0", (done.returncode, done.stderr))
    every = [line for n in names for line in decision_lines(*log_files(logs[n]))]
    ok, summary = compare(stored_rows(pg, db), every)
    r.check(ok, "faults: the table holds exactly the union of every log's lines (LOG, LOG.1, LOG.2), each once",
            summary)
    torn = {n: len(complete_lines(*log_files(logs[n]))) - want[n] for n in names}
    r.check(not any(torn.values()), "faults: every complete log line is a decision (none torn by the faults)", torn)
    for n, s in senders.items():
        lines = [x for x in s.stderr().splitlines() if x.strip()]
        odd = [x for x in lines if not x.startswith(PREFIX)]
        r.check(not odd, f"faults: {n}'s sender's stderr lines all start with {PREFIX!r}", odd[:5])
    compare_reports(ctx, r, [f for n in names for f in log_files(logs[n])], pg.url("postgres", db=db, via="socket"),
                    pw, "faults")


faults.needs_netns = True


def disk_full(ctx, r):
    """A kiosk's log on a 64 KiB tmpfs that fills up mid-run: the app reports its failed writes and
    goes on; the sender stores exactly the log's complete decision lines; after space is freed, new
    lines are stored too."""
    pg, db = ctx.pg, "diskfull"
    pg.create_database(db)
    folder = os.path.join(ctx.tmp, "diskfull")
    mount = os.path.join(folder, "tiny")
    os.makedirs(mount)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k,mode=0755", "tmpfs", mount], capture_output=True,
                          text=True)
    if not r.check(done.returncode == 0, "disk_full: a 64 KiB tmpfs can be mounted", done.stderr):
        return
    try:
        filler = os.path.join(mount, "filler")
        with open(filler, "wb") as f:
            f.write(b"\0" * 40 * 1024)
        log = os.path.join(mount, "decisions.jsonl")
        url = pg.url("postgres", db=db, via="socket")
        state = ("--state-dir", os.path.join(folder, "state"))
        sender = Sender(ctx.binary, [log], url, state, stderr_path=os.path.join(folder, "sync.stderr")).start()
        recording = os.path.join(folder, "rec.jsonl")
        write_recording(recording, presses(20, 10, seed=99))
        app_err = os.path.join(folder, "app.stderr")
        app = start_kiosk(ctx.binary, ctx.deck, recording, log, "full-1", app_err)
        code = app.wait(timeout=120)
        with open(app_err, errors="replace") as f:
            err = f.read()
        free = os.statvfs(mount).f_bavail
        r.check(code == 0 and "cannot write to decision log" in err and free == 0,
                f"disk_full: the disk filled, the app reported failed writes and went on (exit {code})",
                (free, err[-600:]))
        want = decision_lines(log)
        wait_until(lambda: row_count(pg, db) >= len(want), 60, 0.5)
        stop = sender.stop()
        once = sync(ctx.binary, [log], url, "--once", *state)
        ok, summary = compare(stored_rows(pg, db), want)
        with open(log, "rb") as f:
            tail = len(f.read().rsplit(b"\n", 1)[-1])
        r.check(stop == 0 and once.returncode == 0 and ok and len(want) > 20,
                f"disk_full: exactly the {len(want)} complete decision lines stored (not the {tail}-byte torn "
                f"tail, nor {len(complete_lines(log)) - len(want)} torn pieces ended by a newline)",
                (stop, once.returncode, once.stderr, summary))
        os.unlink(filler)
        write_recording(recording, presses(2, 5, seed=98))
        app = start_kiosk(ctx.binary, ctx.deck, recording, log, "full-1", app_err)
        app.wait(timeout=60)
        more = sync(ctx.binary, [log], url, "--once", *state)
        ok, summary = compare(stored_rows(pg, db), decision_lines(log))
        pieces = len(complete_lines(log)) - len(decision_lines(log))
        r.check(more.returncode == 0 and ok and len(decision_lines(log)) > len(want),
                f"disk_full: space freed, the next run's lines are stored too ({pieces} torn pieces, ended with "
                "a newline by the app, not stored)", (more.stderr, summary))
    finally:
        subprocess.run(["umount", "-l", mount], capture_output=True)


SCENARIOS = (faults, disk_full)
