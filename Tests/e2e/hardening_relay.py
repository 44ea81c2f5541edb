"""End-to-end checks of `swipedeck notify-relay` (issue 28; imported by run_e2e.py), the kiosk unit's main
process: systemd takes notifications only from a unit's main process or its cgroup, and the kiosk unit's
login session (PAMName=) moves the app out of the cgroup. The test owns the notification socket and reads
each datagram's sender with SO_PASSCRED, as systemd does: READY=1 and the pings of a kiosk run under the
relay arrive from the relay's process id; a stopped app sends none; SIGHUP changes nothing; SIGTERM to the relay ends the app with
0 and the relay with it; SIGABRT (systemd's WatchdogSignal) ends a hung app with SIGKILL after 5 s; the
command's status comes out; without NOTIFY_SOCKET the relay is the command (exec)."""
import glob
import os
import signal
import socket
import struct
import subprocess
import time

import run_e2e as base

WATCHDOG_SEC = 2.0


class CredentialSocket:
    """A stand-in for systemd's notification socket that notes each datagram's sender (SCM_CREDENTIALS)."""

    def __init__(self, path):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_PASSCRED, 1)
        self.sock.bind(path)
        self.path = path

    def drain(self, seconds):
        """(time, sender pid, text) of each datagram received within `seconds`."""
        got, deadline = [], time.time() + seconds
        while (left := deadline - time.time()) > 0:
            self.sock.settimeout(left)
            try:
                data, ancillary, _, _ = self.sock.recvmsg(4096, socket.CMSG_SPACE(12))
            except socket.timeout:
                break
            pid = next((struct.unpack("iII", d[:12])[0] for level, kind, d in ancillary
                        if level == socket.SOL_SOCKET and kind == socket.SCM_CREDENTIALS), None)
            got.append((time.time(), pid, data.decode()))
        return got

    def wait_for(self, key, seconds):
        """The first datagram with line `key` within `seconds` (time, pid, text), else None."""
        deadline = time.time() + seconds
        while time.time() < deadline:
            for message in self.drain(0.2):
                if key in message[2].split("\n"):
                    return message
        return None


def start(x, binary, deck, tmp, name):
    """The relay running a kiosk, the test's socket and the folder the relay's own socket goes in."""
    sock = CredentialSocket(os.path.join(tmp, name + ".notify"))
    runtime = os.path.join(tmp, name + "-runtime")
    os.makedirs(runtime, exist_ok=True)
    env = dict(x.env, NOTIFY_SOCKET=sock.path, WATCHDOG_USEC=str(int(WATCHDOG_SEC * 1e6)), WATCHDOG_PID="1",
               XDG_RUNTIME_DIR=runtime, XDG_STATE_HOME=os.path.join(tmp, name + "-state"))
    cmd = [binary, "notify-relay", "--", binary, deck, "--kiosk", "--idle-reset", "600", "--window", "400x300",
           "--log", os.path.join(tmp, name + ".jsonl")]
    relay = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return relay, sock, runtime


def child_of(pid, timeout=10):
    """The first child process of `pid`, once there is one."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        out = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split()
        if out:
            return int(out[0])
        time.sleep(0.05)  # poll interval
    return None


def alive(pid):
    """Whether process `pid` is there (an ended one is reaped by init once its parent, the relay, is gone)."""
    return os.path.exists(f"/proc/{pid}")


def relay_notifies(x, binary, deck, tmp, r):
    """Notifications pass through the relay as the relay's; SIGSTOP stops them; SIGTERM ends both with 0."""
    relay, sock, runtime = start(x, binary, deck, tmp, "relay")
    try:
        app = child_of(relay.pid)
        ready = sock.wait_for("READY=1", 20)
        r.check(ready is not None and app is not None and ready[1] == relay.pid != app,
                "relay: the app's READY=1 reaches systemd's socket from the relay's process id, not the app's",
                (ready, relay.pid, app))
        environ = dict(v.split("=", 1) for v in open(f"/proc/{app}/environ").read().split("\0") if "=" in v)
        r.check(os.getpgid(app) == app and environ.get("NOTIFY_SOCKET", "").startswith(runtime + "/swipedeck-relay.")
                and "WATCHDOG_PID" not in environ and environ.get("WATCHDOG_USEC") == str(int(WATCHDOG_SEC * 1e6)),
                "relay: the app runs in its own process group, told the relay's socket and the watchdog, not WATCHDOG_PID",
                (os.getpgid(app), {k: v for k, v in environ.items() if "NOTIFY" in k or "WATCHDOG" in k}))
        idle = sock.drain(3.0)
        pings = [pid for _, pid, text in idle if "WATCHDOG=1" in text.split("\n")]
        r.check(len(pings) >= 2 and set(pings) == {relay.pid}, "relay: the idle kiosk's pings come from the relay", idle)
        os.kill(app, signal.SIGSTOP)
        sock.drain(0.3)
        stopped = sock.drain(WATCHDOG_SEC + 0.5)
        os.kill(app, signal.SIGCONT)
        again = sock.wait_for("WATCHDOG=1", 3)
        r.check(stopped == [] and again is not None,
                "relay: a stopped app (a stuck loop) gives no ping for WatchdogSec, and pings resume after it", stopped)
        relay.send_signal(signal.SIGHUP)  # logrotate's pkill -HUP -x swipedeck names the relay and the app
        os.kill(app, signal.SIGHUP)
        sock.drain(0.3)
        hup = sock.wait_for("WATCHDOG=1", 3)
        r.check(hup is not None and relay.poll() is None and alive(app),
                "relay: SIGHUP (logrotate's pkill) leaves the relay and the app running", hup)
        relay.send_signal(signal.SIGTERM)
        status = relay.wait(timeout=10)
        stopping = [m for m in sock.drain(0.3) if "STOPPING=1" in m[2]]
        left = glob.glob(os.path.join(runtime, "swipedeck-relay.*"))
        r.check(status == 0 and not alive(app) and left == [],
                "relay: SIGTERM to the relay (systemctl stop) ends the app with 0, the relay with it, its socket removed",
                (status, stopping, left, relay.stderr.read()[-400:]))
    finally:
        if relay.poll() is None:
            relay.kill()
        relay.wait()


def relay_watchdog(x, binary, deck, tmp, r):
    """SIGABRT, systemd's signal when the watchdog ran out, ends a hung app: SIGKILL 5 s later."""
    relay, sock, _ = start(x, binary, deck, tmp, "relay-watchdog")
    try:
        app = child_of(relay.pid)
        ready = sock.wait_for("READY=1", 20)
        os.kill(app, signal.SIGSTOP)  # hung: even SIGABRT waits while it is stopped
        began = time.time()
        relay.send_signal(signal.SIGABRT)
        try:
            status = relay.wait(timeout=15)
        except subprocess.TimeoutExpired:
            status = None
        took = time.time() - began
        r.check(ready is not None and status == 128 + signal.SIGKILL and 4.5 <= took <= 8 and not alive(app),
                "relay: SIGABRT (the watchdog's signal) ends a hung app with SIGKILL 5 s later; the relay exits 137",
                (status, round(took, 1), alive(app)))
    finally:
        if relay.poll() is None:
            relay.kill()
        relay.wait()


def relay_plain(x, binary, deck, tmp, r):
    """The command's status comes out; a missing command is 127 with a message; without NOTIFY_SOCKET the
    relay becomes the command."""
    sock = CredentialSocket(os.path.join(tmp, "plain.notify"))
    env = dict(os.environ, NOTIFY_SOCKET=sock.path, XDG_RUNTIME_DIR=tmp)
    three = subprocess.run([binary, "notify-relay", "sh", "-c", "exit 3"], env=env, capture_output=True, text=True)
    missing = subprocess.run([binary, "notify-relay", "--", "no-such-command-here"], env=env, capture_output=True,
                             text=True)
    r.check(three.returncode == 3 and missing.returncode == 127 and "cannot run no-such-command-here" in missing.stderr,
            "relay: the command's exit status comes out (3); a command that cannot run is 127 with a message",
            (three.returncode, missing.returncode, missing.stderr))
    plain = dict(os.environ)
    plain.pop("NOTIFY_SOCKET", None)
    proc = subprocess.Popen([binary, "notify-relay", "sh", "-c", "echo $$"], env=plain, stdout=subprocess.PIPE, text=True)
    out, _ = proc.communicate(timeout=10)
    r.check(out.strip() == str(proc.pid), "relay: without NOTIFY_SOCKET the relay becomes the command (exec)",
            (out, proc.pid))


SCENARIOS = [relay_notifies, relay_watchdog, relay_plain]
