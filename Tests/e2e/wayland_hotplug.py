#!/usr/bin/env python3
"""Measures how often a keyboard appearing while the app runs natively on Wayland crashes it (issue 13:
SDL 2.26's xkb keymap handling). Not part of make test: it takes a few minutes.

    python3 Tests/e2e/wayland_hotplug.py --binary .build/debug/swipedeck --runs 10

Input paths, each --runs launches in one headless sway (scale 1), the app's window shown first
(natively, or through XWayland with --driver x11):
  first-keyboard-wtype   no keyboard when the app starts; `wtype -k Right` then adds one (and removes it)
  second-keyboard-wtype  the test's virtual keyboard exists before the app starts; wtype adds a second
  first-keyboard-client  no keyboard when the app starts; this harness's own virtual keyboard appears
  second-keyboard-client the harness's keyboard exists; a second one of its own (the same keymap) appears
  persistent-keyboard    the virtual keyboard exists before the app starts and types (what the e2e tests do)
A run counts as a crash when the app dies of a signal, as hung when SIGTERM does not end it within 10 s;
"decided" when the key reached the log.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run_e2e as base  # noqa: E402
from wayland_app import start_app  # noqa: E402
from wayland_session import WaylandSession  # noqa: E402
from wlvirtual import VirtualInput  # noqa: E402

PATHS = ("first-keyboard-wtype", "second-keyboard-wtype", "first-keyboard-client", "second-keyboard-client",
         "persistent-keyboard")


def wtype(session, key):
    env = dict(os.environ, XDG_RUNTIME_DIR=session.runtime, WAYLAND_DISPLAY=session.wayland_socket)
    subprocess.run(["wtype", "-k", key], env=env, timeout=10, capture_output=True)


def one_run(session, binary, deck, path, run, driver):
    log = f"hotplug-{path}-{run}.jsonl"
    proc, _ = start_app(session, binary, deck, driver=driver, log=log, args=("--window", "640x480"))  # drawn, still
    if path.endswith("wtype"):
        wtype(session, "Right")
    elif path == "first-keyboard-client":
        session.add_input()
        session.input.key("Right")
    elif path == "second-keyboard-client":
        second = VirtualInput(session.wayland_socket)
        second.key("Right")
    else:
        session.input.key("Right")
    time.sleep(1.5)  # the window measured: a crash or hang within 1.5 s of the new keyboard counts (no sign for none)
    status = proc.poll()
    lines = open(session.log_path(log)).read().splitlines() if os.path.exists(session.log_path(log)) else []
    decided = any(json.loads(l).get("decision") == "right" for l in lines if l)
    if status is None:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:   # a hang counts too: SIGTERM unanswered
            proc.kill()
            proc.wait()
            status = "hung (SIGTERM unanswered for 10 s)"
    if path == "first-keyboard-client":
        session.input.close()
        session.input = None
    elif path == "second-keyboard-client":
        second.close()
    err = proc.stderr.read() if status else ""
    # The crashed thread's first frames (the Swift runtime prints a backtrace on SIGSEGV).
    frames = [l.strip() for l in err.splitlines() if " in " in l and l.strip()[:1].isdigit()][:4]
    return status, decided, " | ".join(frames) or err[-200:]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--binary", required=True)
    ap.add_argument("--runs", type=int, default=10)
    ap.add_argument("--paths", default=",".join(PATHS))
    ap.add_argument("--driver", default="wayland", choices=("wayland", "x11"), help="x11: through XWayland")
    args = ap.parse_args()
    if not shutil.which("wtype"):
        print("wayland_hotplug: wtype is needed (apt package wtype)")
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        deck = base.make_deck(tmp)
        for path in args.paths.split(","):
            crashes, hangs, decided, notes = 0, 0, 0, []
            with WaylandSession(scale=1, xwayland=args.driver == "x11",
                                virtual_input=path.startswith(("second", "persistent"))) as w:
                for run in range(args.runs):
                    try:
                        status, ok, err = one_run(w, args.binary, deck, path, run, args.driver)
                    except RuntimeError as e:
                        status, ok, err = "no window", False, str(e)[-200:]
                    crashes += isinstance(status, int) and status < 0
                    hangs += isinstance(status, str) and status.startswith("hung")
                    decided += ok
                    if status is not None:
                        notes.append(f"run {run}: status {status} {err.strip()}")
            print(f"{args.driver} {path}: {crashes}/{args.runs} crashed, {hangs}/{args.runs} hung, "
                  f"{decided}/{args.runs} decided the key")
            for n in notes:
                print("   ", n)
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
