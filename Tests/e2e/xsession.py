"""A private X server (Xvfb) and the tools to drive and look at a window in it: xdotool and ImageMagick."""
import os
import shutil
import subprocess
import tempfile
import time


class XSession:
    """Starts Xvfb on a free display number; `env` is the environment for programs shown on it."""

    def __init__(self, width=1280, height=800):
        self.width, self.height = width, height
        self.proc = None
        self.start_server(lambda number: ["Xvfb", f":{number}", "-screen", "0", f"{width}x{height}x24",
                                          "-nolisten", "tcp"], range(91, 140))

    def start_server(self, command, numbers, failure=None):
        """Starts the X server `command(number)` on the first free display number of `numbers`, waits
        until it owns the display, and sets `display`, `proc` and `env` (DISPLAY only, no Wayland)."""
        for number in numbers:
            if os.path.exists(f"/tmp/.X{number}-lock") or os.path.exists(f"/tmp/.X11-unix/X{number}"):
                continue
            proc = subprocess.Popen(command(number), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            self.display = f":{number}"
            if self._wait_ready(proc):
                self.proc = proc
                break
            proc.kill()
            proc.wait()
        if self.proc is None:
            raise RuntimeError(failure or f"could not start {command(0)[0]} on any display :{numbers[0]}…:{numbers[-1]}")
        self.env = dict(os.environ, DISPLAY=self.display)
        self.env.pop("WAYLAND_DISPLAY", None)
        self.env.pop("SDL_VIDEODRIVER", None)
        for desktop in ("DBUS_SESSION_BUS_ADDRESS", "XDG_CURRENT_DESKTOP"):  # a developer's desktop settings
            self.env.pop(desktop, None)  # (reduced motion) must not change what the tests see

    def _wait_ready(self, proc, timeout=10.0):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if proc.poll() is not None:
                return False
            ok = subprocess.run(["xdpyinfo", "-display", self.display], stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL).returncode == 0
            if ok:  # and it is our server, not one another test run started on the same number just before
                return self._owns_display(proc)
            time.sleep(0.05)  # poll interval
        return False

    def _owns_display(self, proc):
        """Whether the display's lock file names `proc` (Xvfb writes its pid there once it owns it)."""
        try:
            with open(f"/tmp/.X{self.display[1:]}-lock") as f:
                return int(f.read().strip()) == proc.pid and proc.poll() is None
        except (OSError, ValueError):
            return False

    def close(self):
        if self.proc:
            self.proc.terminate()
            self.proc.wait(timeout=10)
            self.proc = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # --- driving -----------------------------------------------------------------------------------
    def xdotool(self, *args):
        out = subprocess.run(["xdotool", *map(str, args)], env=self.env, capture_output=True, text=True, timeout=20)
        return out.stdout

    def find_window(self, name="SwipeDeck", timeout=20.0, proc=None):
        """The window's id and geometry (x, y, width, height) once it is mapped. With `proc` (a Popen
        with a stderr pipe), a process that exits first is reported with its status and stderr."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            if proc is not None and proc.poll() is not None:
                err = proc.stderr.read() if proc.stderr else ""
                raise RuntimeError(f"the app exited with status {proc.returncode} before its window showed: {err[-500:]}")
            # the title is "SwipeDeck — <deck name>" (or just "SwipeDeck" for a deck without a name)
            ids = self.xdotool("search", "--onlyvisible", "--name", f"^{name}( .*)?$").split()
            if proc is not None:  # only its own: a window of an app that just ended may still be shown
                own = set(self.xdotool("search", "--pid", proc.pid).split())
                ids = [i for i in ids if i in own]
            if ids:
                shell = self.xdotool("getwindowgeometry", "--shell", ids[0])
                g = dict(line.split("=", 1) for line in shell.split() if "=" in line)
                if all(k in g for k in ("X", "Y", "WIDTH", "HEIGHT")):  # else it vanished meanwhile
                    return ids[0], (int(g["X"]), int(g["Y"]), int(g["WIDTH"]), int(g["HEIGHT"]))
            time.sleep(0.05)  # poll interval
        raise RuntimeError(f"no visible window named {name!r} after {timeout} s")

    def drag(self, start, end, steps=20, step_delay=0.012, hold_before_release=0.0):
        """Presses the left button at `start` (screen pixels), moves to `end` in `steps`, releases."""
        self.xdotool("mousemove", start[0], start[1])
        time.sleep(0.05)  # input pacing
        self.xdotool("mousedown", 1)
        for i in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * i / steps
            y = start[1] + (end[1] - start[1]) * i / steps
            self.xdotool("mousemove", int(round(x)), int(round(y)))
            time.sleep(step_delay)  # input pacing
        if hold_before_release:
            time.sleep(hold_before_release)  # input: a hold before the release
        self.xdotool("mouseup", 1)

    def key(self, *keys):
        for k in keys:
            self.xdotool("key", k)
            time.sleep(0.05)  # input pacing

    # --- looking -----------------------------------------------------------------------------------
    def screenshot(self, path, crop=None):
        """Saves the root window (or the crop (x, y, w, h)) as a PNG."""
        args = ["import", "-display", self.display, "-window", "root"]
        if crop:
            x, y, w, h = crop
            args += ["-crop", f"{w}x{h}+{x}+{y}", "+repage"]
        subprocess.run(args + [path], env=self.env, check=True, timeout=30)
        return path

    @staticmethod
    def pixels(path, points):
        """RGB tuples of the PNG at `path` at each (x, y)."""
        with tempfile.TemporaryDirectory() as tmp:
            raw = os.path.join(tmp, "shot.rgb")
            out = subprocess.run(["convert", path, "-format", "%w %h", "info:"], capture_output=True, text=True, check=True)
            w, h = map(int, out.stdout.split())
            subprocess.run(["convert", path, "-depth", "8", f"rgb:{raw}"], check=True)
            data = open(raw, "rb").read()
        return [tuple(data[(y * w + x) * 3:(y * w + x) * 3 + 3]) for (x, y) in points]


def tools_available():
    return all(shutil.which(t) for t in ("Xvfb", "xdotool", "import", "convert", "xdpyinfo"))
