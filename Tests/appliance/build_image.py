#!/usr/bin/env python3
"""make appliance: a Debian 12 kiosk image built the way docs/kiosk.md tells an operator.

  build_image.py --deb swipedeck_VERSION_amd64.deb [--out .build-appliance]

1. debootstrap of bookworm (minbase plus Tests/appliance/packages.txt) from the Debian mirror of this
   machine's apt sources (APPLIANCE_MIRROR overrides), cached in OUT/tree-KEY, KEY being a hash of the
   package list, suite and mirror: a second build reuses it.
2. A copy of that tree in which the operator's steps run as root in a chroot: the shell block between
   "<!-- appliance:begin -->" and "<!-- appliance:end -->" of docs/kiosk.md, exactly as written
   ("sudo" is the identity there: a fresh Debian has no sudo, the build is root already). Nothing of
   the product is placed by hand.
3. OUT/vmlinuz and OUT/initrd.img for QEMU's -kernel/-initrd, and OUT/disk.raw (mkfs.ext4 -d).

Exit status: 0 built; 1 a step failed (its output shown); 2 a tool is missing (what to install).
"""

import argparse
import hashlib
import os
import pathlib
import re
import shutil
import subprocess
import sys
import time
import urllib.request

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent.parent
SUITE = "bookworm"
DISK_SIZE = "3G"
TOOLS = {"debootstrap": "debootstrap", "mkfs.ext4": "e2fsprogs", "chroot": "coreutils"}


def fail(message: str, status: int = 1) -> None:
    print(f"appliance: error: {message}", file=sys.stderr)
    sys.exit(status)


def step(name: str, started: float) -> None:
    print(f"appliance: {name} ({time.monotonic() - started:.0f} s)", flush=True)


def packages() -> list[str]:
    lines = (HERE / "packages.txt").read_text().splitlines()
    return [line.split("#")[0].strip() for line in lines if line.split("#")[0].strip()]


def mirror() -> str:
    """The Debian mirror: APPLIANCE_MIRROR, else the first URIs of /etc/apt/sources.list.d/*.sources."""
    if os.environ.get("APPLIANCE_MIRROR"):
        return os.environ["APPLIANCE_MIRROR"].rstrip("/")
    for source in sorted(pathlib.Path("/etc/apt/sources.list.d").glob("*.sources")):
        for uri in re.findall(r"^URIs:\s*(\S+)", source.read_text(), re.M):
            if uri.rstrip("/").endswith("/debian"):
                return uri.rstrip("/")
    return "http://deb.debian.org/debian"


def check_mirror(url: str) -> None:
    release = f"{url}/dists/{SUITE}/Release"
    try:
        with urllib.request.urlopen(release, timeout=30) as response:
            response.read(64)
    except Exception as error:  # any reason: DNS, refused, timeout, HTTP status
        fail(f"the Debian mirror cannot be reached: {release}: {error} (set APPLIANCE_MIRROR to another)")


def run(argv: list[str], **kwargs) -> None:
    result = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kwargs)
    if result.returncode != 0:
        print(result.stdout[-6000:], file=sys.stderr)
        fail(f"{argv[0]} exited with status {result.returncode}: {' '.join(argv[:6])} ...")


def tree(out: pathlib.Path, url: str, started: float) -> pathlib.Path:
    """The debootstrap tree for this package list, built once and then reused."""
    names = packages()
    key = hashlib.sha256("\n".join([SUITE, url, *names]).encode()).hexdigest()[:12]
    cached = out / f"tree-{key}"
    if (cached / ".complete").exists():
        step(f"debootstrap tree {cached.name} reused", started)
        return cached
    for old in out.glob("tree-*"):
        shutil.rmtree(old)
    check_mirror(url)
    partial = out / f"partial-{key}"
    shutil.rmtree(partial, ignore_errors=True)
    run(["debootstrap", "--variant=minbase", f"--include={','.join(names)}", SUITE, str(partial), url])
    (partial / ".complete").write_text(f"{SUITE} {url}\n" + "\n".join(names) + "\n")
    partial.rename(cached)
    step(f"debootstrap tree {cached.name} built", started)
    return cached


def docs_block(name: str) -> str | None:
    """The shell block of docs/kiosk.md between its `<!-- NAME:begin -->` and `<!-- NAME:end -->`
    markers, as the operator reads it; None when there is none (appliance: the image's steps; portrait:
    scenario_portrait.py's)."""
    text = (REPO / "docs" / "kiosk.md").read_text()
    found = re.search(rf"<!-- {name}:begin -->\s*```sh\n(.*?)```\s*<!-- {name}:end -->", text, re.S)
    return found.group(1) if found else None


def operator_steps() -> str:
    """The shell block of docs/kiosk.md between the appliance markers (`docs_block`)."""
    steps = docs_block("appliance")
    if steps is None:
        fail("docs/kiosk.md has no ```sh block between <!-- appliance:begin --> and <!-- appliance:end -->")
    return steps


def install(root: pathlib.Path, deb: pathlib.Path, steps: str) -> None:
    named = re.search(r"\./(swipedeck_\S+_amd64\.deb)", steps)
    if not named or named.group(1) != deb.name:
        fail(f"docs/kiosk.md installs {named.group(1) if named else 'no .deb'}, make deb built {deb.name}: "
             "update the docs' steps")
    shutil.copy(deb, root / "root" / deb.name)
    policy = root / "usr/sbin/policy-rc.d"  # nothing starts inside the chroot
    policy.write_text("#!/bin/sh\nexit 101\n")
    policy.chmod(0o755)
    for mount in ("proc", "sys", "dev"):
        subprocess.run(["mount", "--bind", f"/{mount}", str(root / mount)], check=True)
    try:
        script = 'set -ex\nsudo() { "$@"; }\nexport DEBIAN_FRONTEND=noninteractive\ncd /root\n' + steps
        print("appliance: the operator's steps from docs/kiosk.md:\n" + steps, flush=True)
        # The operator answers apt's "Do you want to continue? [Y/n]" (the recommends it pulls in) with y.
        run(["chroot", str(root), "sh", "-c", script], input="y\n" * 20)
    finally:
        for mount in ("dev", "sys", "proc"):
            subprocess.run(["umount", "-l", str(root / mount)], check=False)
        policy.unlink()
        (root / "root" / deb.name).unlink()


def unmount_all(root: pathlib.Path) -> None:
    """Unmounts what an interrupted build left bound under root: deleting it must never reach /dev."""
    prefix = str(root.resolve()) + "/"
    for line in reversed(pathlib.Path("/proc/mounts").read_text().splitlines()):
        if line.split()[1].startswith(prefix):
            subprocess.run(["umount", "-l", line.split()[1]], check=False)
    if any(line.split()[1].startswith(prefix) for line in pathlib.Path("/proc/mounts").read_text().splitlines()):
        fail(f"something is still mounted under {root}: unmount it first")


def machine(root: pathlib.Path) -> None:
    """What any installed machine has and a debootstrap tree lacks: a name, a root file system."""
    (root / "etc/hostname").write_text("kiosk-appliance\n")
    (root / "etc/hosts").write_text("127.0.0.1 localhost kiosk-appliance\n")
    (root / "etc/fstab").write_text("LABEL=swipedeck / ext4 defaults 0 1\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deb", type=pathlib.Path, help="the package to install (make deb)")
    parser.add_argument("--out", type=pathlib.Path, default=REPO / ".build-appliance")
    parser.add_argument("--tree-only", action="store_true", help="only the cached debootstrap tree")
    args = parser.parse_args()
    missing = [pkg for tool, pkg in TOOLS.items() if not shutil.which(tool)]
    if missing:
        fail(f"missing tools: install them with: apt-get install {' '.join(sorted(set(missing)))}", 2)
    if os.geteuid() != 0:
        fail("debootstrap, chroot and mount need root: run it as root", 2)
    started = time.monotonic()
    args.out.mkdir(parents=True, exist_ok=True)
    cached = tree(args.out, mirror(), started)
    if args.tree_only:
        return
    if not args.deb or not args.deb.exists():
        fail(f"no package {args.deb}: run make deb first")
    root = args.out / "root"
    unmount_all(root)
    shutil.rmtree(root, ignore_errors=True)
    run(["cp", "-a", str(cached), str(root)])
    (root / ".complete").unlink()
    install(root, args.deb.resolve(), operator_steps())
    machine(root)
    step("the operator's steps ran", started)
    kernels = sorted((root / "boot").glob("vmlinuz-*"))
    initrds = sorted((root / "boot").glob("initrd.img-*"))
    if not kernels or not initrds:
        fail("no kernel or initrd in the image's /boot")
    shutil.copy(kernels[-1], args.out / "vmlinuz")
    shutil.copy(initrds[-1], args.out / "initrd.img")
    disk = args.out / "disk.raw"
    disk.unlink(missing_ok=True)
    run(["mkfs.ext4", "-q", "-F", "-L", "swipedeck", "-d", str(root), str(disk), DISK_SIZE])
    step(f"image {disk} ({DISK_SIZE}), kernel and initrd ready", started)


if __name__ == "__main__":
    main()
