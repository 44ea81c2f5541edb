"""End-to-end scenarios of the process itself (imported by run_e2e.py): standard descriptors closed,
stderr a pipe nobody reads, a replay flood of 200,000 events, numbers out of range in a recording."""
import os
import signal
import subprocess
import time

from record_replay import _wait  # the exit status, or None after killing a process that overran
from run_e2e import WINDOW

WARNING_REPLAY_SIZE = "the recording was made in a 640x480 window"


def _mismatched_recording(tmp):
    """A recording made in another window size: the app warns about it once its window is open."""
    path = os.path.join(tmp, "other-size.jsonl")
    with open(path, "w") as f:
        f.write('{"swipedeck-recording": 1, "window": [640, 480]}\n')
    return path


def _command(binary, deck, *args):
    return [binary, deck, "--window", f"{WINDOW[0]}x{WINDOW[1]}", *args]


def _window_then_sigterm(x, proc, settle=1.0):
    """Waits for the window (or the process's end), lets it run `settle` s, sends SIGTERM; returns
    (status or None when it did not end within 5 s, whether it was alive before SIGTERM)."""
    try:
        x.find_window(timeout=15)
    except RuntimeError:
        pass
    time.sleep(settle)  # the running time under test
    alive = proc.poll() is None
    if alive:
        proc.send_signal(signal.SIGTERM)
    return _wait(proc, 5), alive


def closed_descriptors(x, binary, deck, tmp, r):
    """`2>&-`, `>&- 2>&-`, `<&- >&- 2>&-`: the app starts, warns into the void (not into the X
    connection or the decision log), and SIGTERM ends it with status 0."""
    recording = _mismatched_recording(tmp)
    for closing in ("2>&-", ">&- 2>&-", "<&- >&- 2>&-"):
        log = os.path.join(tmp, f"closed-fds-{len(closing)}.jsonl")
        script = f'exec "$@" {closing}'
        proc = subprocess.Popen(["sh", "-c", script, "sh", *_command(binary, deck, "--log", log, "--replay", recording)],
                                env=x.env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        status, alive = _window_then_sigterm(x, proc)
        r.check(alive and status == 0, f"closed descriptors ({closing}): runs, and SIGTERM ends it with status 0",
                f"alive before SIGTERM: {alive}, status {status}")
        text = open(log, encoding="utf-8", errors="replace").read() if os.path.exists(log) else ""
        r.check("swipedeck:" not in text and "warning" not in text,
                f"closed descriptors ({closing}): no warning inside the decision log", repr(text[:200]))


def stderr_pipe_closed(x, binary, deck, tmp, r):
    """stderr a pipe whose reader has gone (`… 2>&1 | head -c 10`): the warning's write fails, the app
    goes on (no SIGPIPE) and SIGTERM ends it with status 0."""
    recording = _mismatched_recording(tmp)
    read_end, write_end = os.pipe()
    os.close(read_end)
    proc = subprocess.Popen(_command(binary, deck, "--replay", recording), env=x.env,
                            stdout=subprocess.DEVNULL, stderr=write_end)
    os.close(write_end)
    status, alive = _window_then_sigterm(x, proc)
    r.check(alive and status == 0, "stderr pipe closed: no SIGPIPE, SIGTERM ends it with status 0",
            f"alive before SIGTERM: {alive}, status {status}")


def replay_flood(x, binary, deck, tmp, r):
    """A replay of 200,000 events within 0.2 s: a handful of warnings at most, and SIGTERM obeyed
    within 2 s."""
    recording = os.path.join(tmp, "flood.jsonl")
    count = 200_000
    with open(recording, "w") as f:
        f.write('{"swipedeck-recording": 1, "window": [800, 600]}\n')
        f.write('{"t": 0.0, "type": "mouse-down", "button": 1, "clicks": 1, "x": 400, "y": 200, "which": 0}\n')
        for i in range(count - 2):
            t = 0.2 * i / count
            xpos = 400 + (i % 200) - 100
            f.write(f'{{"t": {t:.3f}, "type": "mouse-motion", "x": {xpos}, "y": 200, "dx": 1, "dy": 0, "buttons": 1, "which": 0}}\n')
        f.write('{"t": 0.2, "type": "mouse-up", "button": 1, "clicks": 1, "x": 400, "y": 200, "which": 0}\n')
    err_path = os.path.join(tmp, "flood.err")
    with open(err_path, "w") as err:
        proc = subprocess.Popen(_command(binary, deck, "--replay", recording), env=x.env,
                                stdout=subprocess.DEVNULL, stderr=err)
        try:
            x.find_window(timeout=30)
        except RuntimeError:
            pass
        time.sleep(0.5)  # the flood under way: the SIGTERM under test lands in it
        sent = time.time()
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
        status = _wait(proc, 10)
        took = time.time() - sent
    r.check(status == 0 and took <= 2.0, "replay flood: SIGTERM obeyed within 2 s, status 0",
            f"status {status} after {took:.1f} s")
    # The whole flood with --replay-exit: every event handled, next to no warnings.
    with open(err_path, "w") as err:
        started = time.time()
        proc = subprocess.Popen(_command(binary, deck, "--replay", recording, "--replay-exit"), env=x.env,
                                stdout=subprocess.DEVNULL, stderr=err)
        status = _wait(proc, 60)
        took = time.time() - started
    warnings = [line for line in open(err_path, encoding="utf-8", errors="replace").read().splitlines() if "warning" in line]
    r.check(status == 0, "replay flood: --replay-exit ends with status 0", f"status {status} after {took:.1f} s")
    r.check(len(warnings) <= 3, "replay flood: at most a few warnings", f"{len(warnings)} warnings: {warnings[:3]}")


def recording_numbers_out_of_range(x, binary, deck, tmp, r):
    """A recording whose "t" is 1e16, 9.3e15 or 1e300: exit 2 naming the file and line, no crash."""
    for t in ("1e16", "9.3e15", "1e300", "-0.5"):
        recording = os.path.join(tmp, f"huge-t-{t}.jsonl")
        with open(recording, "w") as f:
            f.write('{"swipedeck-recording": 1, "window": [800, 600]}\n')
            f.write(f'{{"t": {t}, "type": "quit"}}\n')
        proc = subprocess.run(_command(binary, deck, "--replay", recording), env=x.env,
                              capture_output=True, text=True, timeout=30)
        r.check(proc.returncode == 2 and f"{recording} line 2" in proc.stderr and "\"t\"" in proc.stderr,
                f"recording with t = {t}: exit 2 naming the file and line",
                f"status {proc.returncode}, stderr {proc.stderr[-300:]!r}")


def log_stdout_closed(x, binary, deck, tmp, r):
    """`--log -` with standard output closed (`>&-`): exit 2 naming the cause (before, every decision
    went to the /dev/null put in its place, lost unseen)."""
    proc = subprocess.Popen(["sh", "-c", 'exec "$@" >&-', "sh", *_command(binary, deck, "--log", "-")], env=x.env,
                            stdin=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    status, alive = _window_then_sigterm(x, proc)
    err = proc.stderr.read()
    r.check(not alive and status == 2 and "standard output is closed" in err,
            "--log - with stdout closed: exit 2, \"standard output is closed\"",
            f"alive {alive}, status {status}, stderr {err[-300:]!r}")


SCENARIOS = (closed_descriptors, stderr_pipe_closed, replay_flood, recording_numbers_out_of_range, log_stdout_closed)
