"""The appliance under QEMU (TCG): power-on, QMP (screens, keys, power cut) and the guest agent.

The machine is the study's (issue 27): q35, 2 CPUs, 2 GiB, virtio-vga, a USB tablet and keyboard, no
network; the disk is a copy-on-write overlay of OUT/disk.raw, so every scenario starts from the image
as built, and a power cut keeps what the guest had written to its overlay.
"""

import base64
import json
import os
import pathlib
import socket
import subprocess
import time

import screens

QEMU = "qemu-system-x86_64"
MACHINE = ["-M", "q35", "-accel", "tcg,thread=multi", "-cpu", "max", "-smp", "2", "-m", "2048"]
DEVICES = ["-device", "qemu-xhci", "-device", "usb-tablet", "-device", "usb-kbd", "-nic", "none"]
CMDLINE = "root=/dev/vda rw console=ttyS0 quiet panic=-1"


class Channel:
    """One JSON-per-line connection over a Unix socket (QMP or the guest agent)."""

    def __init__(self, path: pathlib.Path, deadline: float):
        while True:
            try:
                self.sock = socket.socket(socket.AF_UNIX)
                self.sock.connect(str(path))
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)
        self.buffer = b""

    def send(self, message: dict) -> None:
        self.sock.sendall(json.dumps(message).encode() + b"\n")

    def receive(self, timeout: float) -> dict:
        self.sock.settimeout(timeout)
        while b"\n" not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("the channel closed")
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return json.loads(line) if line.strip() else self.receive(timeout)


class Machine:
    """A booted appliance; start() powers it on, quit() cuts the power."""

    def __init__(self, image: pathlib.Path, work: pathlib.Path, name: str, gpu: str = "virtio-vga"):
        self.image, self.work, self.name, self.gpu = image, work, name, gpu
        self.process = None
        self.started = 0.0

    def new_disk(self) -> None:
        overlay = self.work / f"{self.name}.qcow2"
        overlay.unlink(missing_ok=True)
        subprocess.run(["qemu-img", "create", "-q", "-f", "qcow2", "-F", "raw", "-b",
                        str((self.image / "disk.raw").resolve()), str(overlay)], check=True)

    def start(self, extra_cmdline: str = "") -> None:
        qmp, qga = self.work / f"{self.name}.qmp", self.work / f"{self.name}.qga"
        for path in (qmp, qga):
            path.unlink(missing_ok=True)
        argv = [QEMU, *MACHINE, "-kernel", str(self.image / "vmlinuz"), "-initrd", str(self.image / "initrd.img"),
                "-append", f"{CMDLINE} {extra_cmdline}".strip(),
                "-drive", f"file={self.work / (self.name + '.qcow2')},if=virtio,format=qcow2",
                "-device", self.gpu, *DEVICES, "-display", "none",
                "-qmp", f"unix:{qmp},server=on,wait=off",
                "-chardev", f"socket,path={qga},server=on,wait=off,id=qga0",
                "-device", "virtio-serial", "-device", "virtserialport,chardev=qga0,name=org.qemu.guest_agent.0",
                "-serial", f"file:{self.work / (self.name + '.serial.log')}"]
        self.started = time.monotonic()
        self.process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=open(self.work / f"{self.name}.qemu.log", "a"))
        self.qmp = Channel(qmp, time.monotonic() + 30)
        self.qmp.receive(30)  # the greeting
        self.command("qmp_capabilities")
        self.qga = None

    def elapsed(self) -> float:
        return time.monotonic() - self.started

    def command(self, name: str, **arguments) -> dict:
        self.qmp.send({"execute": name, "arguments": arguments})
        while True:
            reply = self.qmp.receive(120)
            if "event" in reply:
                continue
            if "error" in reply:
                raise RuntimeError(f"QMP {name}: {reply['error']}")
            return reply.get("return")

    def screen(self, path: pathlib.Path) -> tuple[int, int, bytes]:
        """The screen as (width, height, RGB bytes), saved as PPM at path."""
        self.command("screendump", filename=str(path))
        return screens.parse_ppm(path.read_bytes())

    def keys(self, *names: str, hold_ms: int = 150) -> None:
        """Presses QEMU key codes ("right", "ctrl", "q"…) together on the USB keyboard, then releases them."""
        self.command("send-key", keys=[{"type": "qcode", "data": name} for name in names], **{"hold-time": hold_ms})

    def agent(self, deadline: float) -> None:
        """Waits for the guest agent to answer a guest-sync."""
        while True:
            try:
                if self.qga is None:
                    self.qga = Channel(self.work / f"{self.name}.qga", deadline)
                token = int(time.monotonic() * 1000) % 1000000
                self.qga.send({"execute": "guest-sync", "arguments": {"id": token}})
                while self.qga.receive(5).get("return") != token:
                    pass
                return
            except (OSError, ConnectionError, ValueError):
                self.qga = None
                if time.monotonic() > deadline:
                    raise TimeoutError("the guest agent never answered")
                time.sleep(1)

    def agent_call(self, name: str, **arguments) -> dict:
        self.qga.send({"execute": name, "arguments": arguments})
        reply = self.qga.receive(60)
        if "error" in reply:
            raise RuntimeError(f"guest {name}: {reply['error']}")
        return reply["return"]

    def run(self, script: str, stdin: bytes = b"", wait: bool = True, timeout: float = 120) -> tuple[int, str]:
        """Runs a shell script in the guest as root: (status, stdout+stderr); wait=False returns at once."""
        arguments = {"path": "/bin/sh", "arg": ["-c", script], "capture-output": wait}
        if stdin:
            arguments["input-data"] = base64.b64encode(stdin).decode()
        pid = self.agent_call("guest-exec", **arguments)["pid"]
        if not wait:
            return 0, ""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            status = self.agent_call("guest-exec-status", pid=pid)
            if status.get("exited"):
                text = b"".join(base64.b64decode(status.get(k, "")) for k in ("out-data", "err-data"))
                return status.get("exitcode", -1), text.decode(errors="replace")
            time.sleep(0.3)
        raise TimeoutError(f"guest command still running after {timeout} s: {script[:80]}")

    def quit(self) -> None:
        """Cuts the power (QMP quit): nothing in the guest gets to sync."""
        if self.process and self.process.poll() is None:
            try:
                self.command("quit")
            except (OSError, ConnectionError, RuntimeError):
                pass
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None
