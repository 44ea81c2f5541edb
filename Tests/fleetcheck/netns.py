"""A second host for the fleet's tests: a network namespace joined to this one by a veth pair, on
link-local addresses only (169.254.250.1 here, 169.254.250.2 there), and faults on its link.

tc's netem is not in these machines' kernel ("Specified qdisc kind is unknown"; no modules to load),
so the faults are made with what is: packet loss and a blackhole with nftables inside the namespace
(`numgen random` drops, or every packet), and a slow link with tc's token bucket (tbf)."""
import subprocess

HOST_ADDRESS = "169.254.250.1"
KIOSK_ADDRESS = "169.254.250.2"


def ip(*args, check=True):
    return subprocess.run(["ip", *args], capture_output=True, text=True, check=check)


class KioskHost:
    """`with KioskHost("swd-kiosk") as host:` a namespace whose programs reach this host at HOST_ADDRESS."""

    def __init__(self, name="swd-kiosk"):
        self.name = name
        self.outer = "swd-veth0"
        self.inner = "swd-veth1"

    def __enter__(self):
        self.__exit__()
        ip("netns", "add", self.name)
        ip("link", "add", self.outer, "type", "veth", "peer", "name", self.inner)
        ip("link", "set", self.inner, "netns", self.name)
        ip("addr", "add", f"{HOST_ADDRESS}/30", "dev", self.outer)
        ip("link", "set", self.outer, "up")
        ip("netns", "exec", self.name, "ip", "addr", "add", f"{KIOSK_ADDRESS}/30", "dev", self.inner)
        ip("netns", "exec", self.name, "ip", "link", "set", self.inner, "up")
        ip("netns", "exec", self.name, "ip", "link", "set", "lo", "up")
        return self

    def __exit__(self, *exc):
        ip("link", "del", self.outer, check=False)
        ip("netns", "del", self.name, check=False)

    def command(self, cmd):
        """`cmd` run inside the namespace."""
        return ["ip", "netns", "exec", self.name, *cmd]

    def nft(self, *rules):
        """Runs nft inside the namespace."""
        return subprocess.run(self.command(["nft", *rules]), capture_output=True, text=True, check=True)

    def fault(self, loss=0, blackhole=False, rate=None):
        """Sets the link's faults, replacing the last ones: `loss` percent of packets dropped both ways,
        every packet dropped (`blackhole`), and the kiosk's sending held to `rate` (e.g. "256kbit")."""
        subprocess.run(self.command(["nft", "delete", "table", "inet", "swdfault"]), capture_output=True)
        subprocess.run(self.command(["tc", "qdisc", "del", "dev", self.inner, "root"]), capture_output=True)
        if loss or blackhole:
            self.nft("add", "table", "inet", "swdfault")
            for hook in ("input", "output"):
                self.nft("add", "chain", "inet", "swdfault", hook, f"{{ type filter hook {hook} priority 0 ; }}")
                rule = ["drop"] if blackhole else ["numgen", "random", "mod", "100", "<", str(loss), "drop"]
                self.nft("add", "rule", "inet", "swdfault", hook, "iifname" if hook == "input" else "oifname",
                         self.inner, *rule)
        if rate:
            subprocess.run(self.command(["tc", "qdisc", "add", "dev", self.inner, "root", "tbf", "rate", rate,
                                         "burst", "16kbit", "latency", "400ms"]), check=True, capture_output=True)


def available():
    """Why network namespaces cannot be used here, or None when they can."""
    try:
        probe = subprocess.run(["ip", "netns", "add", "swd-probe"], capture_output=True, text=True)
    except OSError as e:
        return f"ip is missing ({e}): apt-get install iproute2"
    if probe.returncode != 0:
        return "ip netns add failed: " + probe.stderr.strip()
    ip("netns", "del", "swd-probe", check=False)
    for tool, package in (("tc", "iproute2"), ("nft", "nftables")):
        try:
            subprocess.run([tool, "--version"], capture_output=True)
        except OSError:
            return f"{tool} is missing: apt-get install {package}"
    return None
