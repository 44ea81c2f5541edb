"""End-to-end scenarios of reopening the decision log (issue 10, item 11): the log renamed (logrotate
without copytruncate) or deleted while the app runs, and SIGHUP, kiosk mode included."""
import os
import signal
from hardening_log import LoggedApp, cards_of
from run_e2e import wait_for


def log_reopen(x, binary, deck, tmp, r):
    """The log renamed (logrotate without copytruncate) or deleted while running is reopened at its path
    with a warning; SIGHUP reopens it and never ends the app, kiosk mode included."""
    log = os.path.join(tmp, "reopen.jsonl")
    app = LoggedApp(x, binary, deck, tmp, "reopen", args=("--log", log))
    app.swipe(x)
    os.rename(log, log + ".1")
    app.swipe(x)
    r.check([e["card"] for e in cards_of(log)] == ["c1"] and len(cards_of(log + ".1")) == 1,
            "renamed log: the next decision goes to a new file at the path", (cards_of(log), cards_of(log + ".1")))
    os.remove(log)
    app.swipe(x)
    r.check([e["card"] for e in cards_of(log)] == ["c2"] and "was deleted" in app.stderr(),
            "deleted log: the next decision goes to a new file at the path, with a warning", (cards_of(log), app.stderr()))
    r.check(app.stop() == 0, "SIGTERM after the log was moved exits 0")


def log_hangup(x, binary, deck, tmp, r):
    """SIGHUP reopens the log at its path and never ends the app, kiosk mode included."""
    log = os.path.join(tmp, "hangup.jsonl")
    app = LoggedApp(x, binary, deck, tmp, "hangup", args=("--log", log))
    app.swipe(x)
    os.rename(log, log + ".1")
    app.proc.send_signal(signal.SIGHUP)
    wait_for(lambda: "reopening the decision log" in app.stderr() and os.path.exists(log), 10)
    r.check(app.proc.poll() is None and "reopening the decision log" in app.stderr() and os.path.exists(log),
            "SIGHUP: the app goes on and reopens the log at its path", (app.proc.poll(), app.stderr()))
    app.swipe(x)
    r.check([e["card"] for e in cards_of(log)] == ["c1"] and [e["card"] for e in cards_of(log + ".1")] == ["c0"],
            "SIGHUP: the next decision goes to the reopened log", (cards_of(log), cards_of(log + ".1")))
    r.check(app.stop() == 0, "SIGTERM after SIGHUP still exits 0")
    kiosk = LoggedApp(x, binary, deck, tmp, "hupkiosk", args=("--kiosk", "--log", os.path.join(tmp, "hupkiosk.jsonl")))
    kiosk.proc.send_signal(signal.SIGHUP)
    wait_for(lambda: "reopening the decision log" in kiosk.stderr(), 10)
    r.check(kiosk.proc.poll() is None and "reopening the decision log" in kiosk.stderr(),
            "kiosk: SIGHUP is logged and the kiosk goes on", (kiosk.proc.poll(), kiosk.stderr()))
    r.check(kiosk.stop() == 0, "kiosk: SIGTERM after SIGHUP exits 0")


SCENARIOS = (log_reopen, log_hangup)
