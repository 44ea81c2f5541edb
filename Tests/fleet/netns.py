"""A second host for the fleet's tests: a network namespace joined to this one by a veth pair, on
link-local addresses only (169.254.250.1/30 here, 169.254.250.2/30 in the namespace), and faults on
its link: packet loss and delay, and a blackhole (every packet dropped, or the link down).

    with KioskNet() as net:                       # raises NetnsUnavailable with the reason
        proc = net.popen([binary, "sync", ...])   # runs inside the namespace; reaches HOST_ADDRESS
        net.impair(loss=10, delay_ms=150)         # replaces the previous impairment
        net.blackhole(); ...; net.lift()          # or net.blackhole_for(30)

Loss and delay use tc netem on both ends of the pair when the kernel has sch_netem. When it does not
(CONFIG_NET_SCH_NETEM unset and no modules, as on the CI machines), loss is made by nftables in the
namespace (`numgen random` drops on both ends' ingress) and delay by nfq_delay.py holding each packet that
crosses the link in an NFQUEUE (iptables, both ways): the same faults in the kernel's packet path,
so the sender's TCP sees real drops and real round trips. `net.mechanism` says which is in use.
Everything made (namespace, veth pair, rules, the delaying process) is removed on exit.
"""
import os
import shutil
import socket
import subprocess
import sys
import threading
import time

HOST_ADDRESS = "169.254.250.1"
KIOSK_ADDRESS = "169.254.250.2"
QUEUE = 7
HERE = os.path.dirname(os.path.abspath(__file__))
# Run in the namespace by probe(): sends numbered datagrams, prints each answered one's round trip (ms).
PROBE = """import socket, sys, time
host, port, count, gap, wait = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5])
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
s.settimeout(wait)
for i in range(count):
    t = time.monotonic()
    s.sendto(str(i).encode(), (host, port))
    try:
        while s.recv(64) != str(i).encode():
            pass
        print(round((time.monotonic() - t) * 1000, 2))
    except OSError:
        pass
    time.sleep(gap)
"""


class NetnsUnavailable(RuntimeError):
    """Network namespaces (or what the faults need) cannot be used here; the message says why."""


def _run(cmd, check=True):
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=30)
    if check and done.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)}: exit {done.returncode}: {done.stderr.strip()}")
    return done


class KioskNet:
    """A namespace `name` with address KIOSK_ADDRESS whose programs reach this host at HOST_ADDRESS."""

    def __init__(self, name=None, wait_free=120):
        self.wait_free = wait_free      # seconds to wait for another run to give HOST_ADDRESS back
        tag = os.getpid() % 100000
        self.name = name or f"swipedeck-fleet-{tag}"
        self.outer, self.inner = f"sdf{tag}h", f"sdf{tag}k"
        self.table = f"swipedeck_fault_{tag}"
        self.mechanism = None           # "netem" or "nft+nfqueue", known after the first impair()
        self.delayer, self.made = None, False

    def __enter__(self):
        for tool in ("ip", "tc", "nft"):
            if not shutil.which(tool):
                raise NetnsUnavailable(f"{tool} is not installed (apt-get install iproute2 nftables)")
        if os.geteuid() != 0:
            raise NetnsUnavailable("network namespaces need root (CAP_SYS_ADMIN and CAP_NET_ADMIN)")
        deadline = time.time() + self.wait_free
        while True:
            taken = _run(["ip", "-o", "addr", "show", "to", f"{HOST_ADDRESS}/32"], check=False).stdout.strip()
            if not taken:
                break
            if time.time() > deadline:
                raise NetnsUnavailable(f"{HOST_ADDRESS} is already assigned here (another test run?): {taken}")
            time.sleep(1)
        added = _run(["ip", "netns", "add", self.name], check=False)
        if added.returncode != 0:
            raise NetnsUnavailable(f"ip netns add is not permitted here: {added.stderr.strip()}")
        self.made = True
        try:
            _run(["ip", "link", "add", self.outer, "type", "veth", "peer", "name", self.inner])
            _run(["ip", "link", "set", self.inner, "netns", self.name])
            _run(["ip", "addr", "add", f"{HOST_ADDRESS}/30", "dev", self.outer])
            _run(["ip", "link", "set", self.outer, "up"])
            self.ns("ip", "addr", "add", f"{KIOSK_ADDRESS}/30", "dev", self.inner)
            self.ns("ip", "link", "set", self.inner, "up")
            self.ns("ip", "link", "set", "lo", "up")
            self._wait_reachable()
        except Exception as e:
            self.__exit__()
            raise NetnsUnavailable(f"the veth pair could not be set up: {e}") from e
        return self

    def __exit__(self, *exc):
        if not self.made:
            return
        self._stop_delayer()
        _run(["ip", "link", "del", self.outer], check=False)
        _run(["ip", "netns", "del", self.name], check=False)
        self.made = False

    def _wait_reachable(self, timeout=5):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.probe(count=1, timeout=0.5)[0] == 1:
                return
        raise RuntimeError(f"{HOST_ADDRESS} does not answer from the namespace")

    def probe(self, count=20, interval=0.05, timeout=1.0):
        """UDP echoes from the namespace to HOST_ADDRESS: (answers received, median round trip in ms
        or None). No ping needed."""
        server = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        server.bind((HOST_ADDRESS, 0))
        stop = threading.Event()

        def echo():
            server.settimeout(0.1)
            while not stop.is_set():
                try:
                    data, peer = server.recvfrom(64)
                    server.sendto(data, peer)
                except OSError:
                    pass
        thread = threading.Thread(target=echo, daemon=True)
        thread.start()
        try:
            done = self.ns(sys.executable, "-c", PROBE, HOST_ADDRESS, str(server.getsockname()[1]), str(count),
                           str(interval), str(timeout), check=False)
        finally:
            stop.set()
            thread.join()
            server.close()
        rtts = sorted(float(x) for x in done.stdout.split())
        return len(rtts), (rtts[len(rtts) // 2] if rtts else None)

    def command(self, cmd):
        """`cmd` as run inside the namespace (ip netns exec execs it: its pid is the program's)."""
        return ["ip", "netns", "exec", self.name, *cmd]

    def ns(self, *cmd, check=True):
        """Runs `cmd` in the namespace."""
        return _run(self.command(list(cmd)), check=check)

    def popen(self, cmd, **kw):
        return subprocess.Popen(self.command(cmd), **kw)

    def _netem_available(self):
        if self.mechanism is None:
            probe = _run(["tc", "qdisc", "add", "dev", self.outer, "root", "netem", "delay", "0ms"], check=False)
            self.mechanism = "netem" if probe.returncode == 0 else "nft+nfqueue"
            _run(["tc", "qdisc", "del", "dev", self.outer, "root"], check=False)
            if self.mechanism != "netem" and not shutil.which("iptables"):
                print(f"netns: no tc netem ({probe.stderr.strip()}); delay needs iptables (NFQUEUE)",
                      file=sys.stderr)
        return self.mechanism == "netem"

    def clear(self):
        """Lifts every fault: netem qdiscs, nft rules, NFQUEUE rules and the delaying process."""
        for dev, inside in ((self.outer, False), (self.inner, True)):
            cmd = ["tc", "qdisc", "del", "dev", dev, "root"]
            _run(self.command(cmd) if inside else cmd, check=False)
        self.ns("nft", "delete", "table", "netdev", self.table, check=False)
        _run(["nft", "delete", "table", "netdev", self.table], check=False)
        if shutil.which("iptables"):
            for chain, way in (("INPUT", "-i"), ("OUTPUT", "-o")):
                while self.ns("iptables", "-D", chain, way, self.inner, "-j", "NFQUEUE", "--queue-num", str(QUEUE),
                              check=False).returncode == 0:
                    pass
        self._stop_delayer()
        self.ns("ip", "link", "set", self.inner, "up", check=False)
        _run(["ip", "link", "set", self.outer, "up"], check=False)

    def impair(self, loss=0.0, delay_ms=0, jitter_ms=0):
        """Drops `loss` percent of the packets and delays each by `delay_ms` (± jitter_ms), both
        ways (a round trip gains twice the delay). Replaces the previous fault."""
        self.clear()
        if not loss and not delay_ms:
            return
        if self._netem_available():
            spec = ["delay", f"{delay_ms}ms", *([f"{jitter_ms}ms"] if jitter_ms else []), "loss", f"{loss}%"]
            _run(["tc", "qdisc", "add", "dev", self.outer, "root", "netem", *spec])
            self.ns("tc", "qdisc", "add", "dev", self.inner, "root", "netem", *spec)
            return
        if loss:
            self._nft(f"numgen random mod 1000 < {int(loss * 10)} drop")
        if delay_ms:
            self._start_delayer(delay_ms, jitter_ms)

    def blackhole(self, mode="drop"):
        """Cuts the link: every packet dropped silently (mode "drop": the peers see nothing, as a
        pulled cable far away) or the veth pair's link down (mode "down")."""
        self.clear()
        if mode == "down":
            _run(["ip", "link", "set", self.outer, "down"])
        else:
            self._nft("drop")

    lift = clear

    def blackhole_for(self, seconds, mode="drop"):
        """A blackhole for `seconds` seconds (this call waits), then lifted."""
        self.blackhole(mode)
        try:
            time.sleep(seconds)
        finally:
            self.lift()

    def _nft(self, rule):
        """`rule` on the ingress of both ends of the pair (netdev family, before any routing): drops
        there are silent, as on a far link; a drop on a host's own output would fail its send (EPERM)."""
        for dev, inside in ((self.inner, True), (self.outer, False)):
            script = (f"table netdev {self.table} {{\n chain ingress {{ type filter hook ingress device "
                      f"\"{dev}\" priority -10; {rule}; }}\n}}\n")
            cmd = ["nft", "-f", "-"]
            done = subprocess.run(self.command(cmd) if inside else cmd, input=script, capture_output=True, text=True)
            if done.returncode != 0:
                raise RuntimeError(f"nft on {dev}: {done.stderr.strip()}")

    def _start_delayer(self, delay_ms, jitter_ms):
        if not shutil.which("iptables"):
            raise NetnsUnavailable("no tc netem in this kernel and no iptables for an NFQUEUE delay "
                                   "(apt-get install iptables)")
        self.delayer = self.popen([sys.executable, os.path.join(HERE, "nfq_delay.py"), "--queue", str(QUEUE),
                                   "--delay-ms", str(delay_ms), "--jitter-ms", str(jitter_ms)],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if self.delayer.stdout.readline().strip() != "ready":
            err = self.delayer.stderr.read()
            self._stop_delayer()
            raise RuntimeError(f"nfq_delay.py did not start: {err.strip()}")
        for chain, way in (("INPUT", "-i"), ("OUTPUT", "-o")):
            self.ns("iptables", "-A", chain, way, self.inner, "-j", "NFQUEUE", "--queue-num", str(QUEUE))

    def _stop_delayer(self):
        if self.delayer is not None:
            if self.delayer.poll() is None:
                self.delayer.terminate()
                try:
                    self.delayer.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    self.delayer.kill()
                    self.delayer.wait()
        self.delayer = None
