"""The test's finger: guest_touch.py's uinput touchscreen in the appliance, played through a FIFO."""

import json
import pathlib
import time

HERE = pathlib.Path(__file__).resolve().parent
FIFO = "/run/appliance-touch"


class Touch:
    def __init__(self, machine, width: int, height: int):
        self.machine, self.width, self.height, self.played = machine, width, height, 0
        machine.run(f"rm -f {FIFO} {FIFO}.ready {FIFO}.done; mkfifo {FIFO}")
        machine.run(f"python3 - {FIFO} {width} {height} > /run/appliance-touch.log 2>&1",
                    stdin=(HERE / "guest_touch.py").read_bytes(), wait=False)
        self.wait_guest(f"test -e {FIFO}.ready", "the uinput touchscreen never appeared")
        # libinput must have taken the device as a touchscreen before a finger goes down.
        self.wait_guest("journalctl -b -o cat _COMM=cage | grep -q appliance-touchscreen || "
                        "grep -q appliance-touchscreen /proc/bus/input/devices", "the touchscreen was not added")
        # udev's rules for it done (the package's touch-rotation among them), then cage adds the device to
        # its seat as it reads udev (no signal of that to wait on).
        machine.run("udevadm settle --timeout=30")
        time.sleep(2)

    def wait_guest(self, test: str, what: str, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.machine.run(test)[0] == 0:
                return
            time.sleep(0.5)
        raise TimeoutError(what)

    def play(self, steps: list) -> None:
        self.machine.run(f"cat > {FIFO}", stdin=(json.dumps(steps) + "\n").encode())
        self.played += 1
        self.wait_guest(f"grep -qx 'done {self.played}' {FIFO}.done", "the touch steps were not played")

    @staticmethod
    def tap(x: int, y: int, seconds: float = 0.08) -> list:
        return [["down", 0, x, y], ["wait", seconds], ["up", 0]]

    @staticmethod
    def drag(slot: int, start: tuple, end: tuple, seconds: float, steps: int = 12, hold: float = 0.0) -> list:
        path = [["down", slot, *start]]
        for i in range(1, steps + 1):
            path += [["wait", seconds / steps],
                     ["move", slot, round(start[0] + (end[0] - start[0]) * i / steps),
                      round(start[1] + (end[1] - start[1]) * i / steps)]]
        return path + ([["wait", hold]] if hold else []) + [["up", slot]]
