"""A private headless sway (wlroots) session for end-to-end tests under Wayland, natively or through
XWayland: an unprivileged user (sway refuses root), its private runtime directory, sway started with a
config (output size, scale, XWayland on or off), swaymsg, virtual input (wlvirtual), grim screenshots,
and the app's window found in sway's tree by its process id.

    with WaylandSession(scale=2) as w:
        app = w.start_app(binary, deck, driver="wayland")
        w.input.key("Right")
        w.screenshot(path)
"""
import json
import os
import pwd
import shutil
import subprocess
import tempfile
import time

from wlvirtual import VirtualInput

USER = "swipedeck-test"
OUTPUT = "HEADLESS-1"
MODE = (1280, 800)              # the output's mode, physical pixels
TOOLS = ("sway", "swaymsg", "grim", "useradd", "convert")


def missing_tools(xwayland=False):
    """The tools these tests need that are not installed (apt packages sway, grim, xwayland)."""
    return [t for t in (*TOOLS, *(("Xwayland",) if xwayland else ())) if not shutil.which(t)]


def ensure_user(name=USER):
    """(uid, gid) of the unprivileged user that runs sway and the app; created (a system user with a
    home) when missing."""
    try:
        entry = pwd.getpwnam(name)
    except KeyError:
        subprocess.run(["useradd", "--system", "--create-home", "--home-dir", f"/var/lib/{name}",
                        "--shell", "/usr/sbin/nologin", name], check=True, capture_output=True)
        entry = pwd.getpwnam(name)
    return entry.pw_uid, entry.pw_gid


class WaylandSession:
    """Headless sway at `scale` on one 1280×800 output; `xwayland` starts XWayland (DISPLAY in
    `x_display`); `virtual_input` creates the virtual pointer and keyboard (`input`) at once, before any
    app starts (else call `add_input` later). Everything lives in a private folder owned by the test
    user, removed on close."""

    def __init__(self, scale=1, xwayland=False, virtual_input=True, timeout=15.0):
        self.scale, self.xwayland = scale, xwayland
        self.uid, self.gid = ensure_user()
        self.home = pwd.getpwuid(self.uid).pw_dir
        self.root = tempfile.mkdtemp(prefix="swipedeck-wayland-")
        self.runtime = os.path.join(self.root, "runtime")
        self.files = os.path.join(self.root, "files")
        os.makedirs(self.runtime, mode=0o700)
        os.makedirs(self.files)
        os.chmod(self.root, 0o755)
        for d in (self.runtime, self.files):
            os.chown(d, self.uid, self.gid)
        self.proc, self.input, self.apps = None, None, []
        config = os.path.join(self.files, "sway.conf")
        with open(config, "w") as f:
            f.write(f"output {OUTPUT} mode {MODE[0]}x{MODE[1]} scale {scale}\n"
                    f"xwayland {'enable' if xwayland else 'disable'}\n"
                    "default_border normal 2\nfocus_follows_mouse no\n"
                    # sway's own environment, as its clients get it: the sockets to connect to
                    f"exec sh -c 'echo \"$WAYLAND_DISPLAY $DISPLAY\" > {self.files}/displays'\n")
        self.log = open(os.path.join(self.root, "sway.log"), "w")
        self.proc = subprocess.Popen(["sway", "-c", config], env=self.user_env(
            WLR_BACKENDS="headless", WLR_LIBINPUT_NO_DEVICES="1", WLR_RENDERER="pixman"),
            preexec_fn=self.drop_privileges, stdout=self.log, stderr=subprocess.STDOUT, cwd=self.files)
        try:
            self._wait_ready(timeout)
            if virtual_input:  # before any app starts: no keyboard hot-plug while SDL runs
                self.add_input()
        except Exception:
            self.close()
            raise

    def add_input(self):
        """Creates the virtual pointer and keyboard (`input`) and waits until sway has them."""
        self.input = VirtualInput(self.wayland_socket)
        if not self.wait_for(lambda: {"pointer", "keyboard"} <= {i["type"] for i in self.swaymsg("get_inputs")}, 5):
            raise RuntimeError("sway did not add the virtual pointer and keyboard")

    # --- process -----------------------------------------------------------------------------------
    def drop_privileges(self):
        os.setgroups([])
        os.setgid(self.gid)
        os.setuid(self.uid)

    def user_env(self, **extra):
        """A clean environment for the test user: its home and runtime directory, no X or Wayland."""
        env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": self.home, "USER": USER, "LANG": "C.UTF-8",
               "XDG_RUNTIME_DIR": self.runtime}
        env.update(extra)
        return env

    def _wait_ready(self, timeout):
        displays = os.path.join(self.files, "displays")
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"sway exited with status {self.proc.returncode}: {self._log_tail()}")
            sockets = [n for n in os.listdir(self.runtime) if n.startswith("sway-ipc.")]
            if sockets and os.path.exists(displays) and open(displays).read().strip():
                names = open(displays).read().split()
                self.wayland_display = names[0]
                self.x_display = names[1] if len(names) > 1 else None
                self.wayland_socket = os.path.join(self.runtime, self.wayland_display)
                self.ipc_socket = os.path.join(self.runtime, sockets[0])
                if self.xwayland and not self.x_display:
                    raise RuntimeError("sway started without XWayland (apt package xwayland)")
                return
            time.sleep(0.05)  # poll interval
        raise RuntimeError(f"sway did not start within {timeout} s: {self._log_tail()}")

    def _log_tail(self):
        self.log.flush()
        return open(self.log.name).read()[-600:]

    def close(self):
        for app in self.apps:
            if app.poll() is None:
                app.kill()
                app.wait()
        if self.input:
            self.input.close()
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.log.close()
        shutil.rmtree(self.root, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    @staticmethod
    def wait_for(predicate, timeout, step=0.05):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if predicate():
                return True
            time.sleep(step)  # poll interval
        return predicate()

    # --- sway --------------------------------------------------------------------------------------
    def swaymsg(self, kind, *command):
        """swaymsg -t KIND [COMMAND] as JSON (kind: get_tree, get_outputs, get_inputs, command)."""
        out = subprocess.run(["swaymsg", "-s", self.ipc_socket, "-r", "-t", kind, *command],
                             capture_output=True, text=True, timeout=10)
        return json.loads(out.stdout) if out.stdout.strip() else None

    def output_rect(self):
        """(x, y, width, height) of the output in logical pixels (the physical mode / scale)."""
        rect = [o for o in self.swaymsg("get_outputs") if o["name"] == OUTPUT][0]["rect"]
        return rect["x"], rect["y"], rect["width"], rect["height"]

    def window(self, pid):
        """sway's node of the window of process `pid` (native or XWayland), or None."""
        stack = [self.swaymsg("get_tree")]
        while stack:
            node = stack.pop()
            if node.get("pid") == pid and node.get("type") in ("con", "floating_con"):
                return node
            stack.extend(node.get("nodes", []) + node.get("floating_nodes", []))
        return None

    @staticmethod
    def content_rect(node):
        """(x, y, width, height) of the window's content in logical pixels of the layout."""
        r, w = node["rect"], node["window_rect"]
        return r["x"] + w["x"], r["y"] + w["y"], w["width"], w["height"]

    def log_path(self, name):
        """A file the app may write (its log): in the test user's folder."""
        return os.path.join(self.files, name)

    # --- input and pixels --------------------------------------------------------------------------
    def drag(self, start, end, steps=20, step_delay=0.015):
        """Presses the left button at `start` (layout logical pixels), moves to `end`, releases."""
        extent = self.output_rect()[2:]
        self.input.move(*start, extent)
        self.input.sync()
        time.sleep(0.05)  # input pacing
        self.input.button(True)
        for i in range(1, steps + 1):
            self.input.move(start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps,
                            extent)
            self.input.sync()
            time.sleep(step_delay)  # input pacing
        self.input.button(False)
        self.input.sync()

    def screenshot(self, path):
        """The output as a PNG at its physical size (grim)."""
        subprocess.run(["grim", "-o", OUTPUT, path], check=True, timeout=20, env=self._grim_env())
        return path

    def picture(self, rect):
        """The layout's rectangle `rect` (x, y, width, height, logical pixels) as grim's PPM bytes."""
        x, y, w, h = (int(v) for v in rect)
        return subprocess.run(["grim", "-g", f"{x},{y} {w}x{h}", "-t", "ppm", "-"], capture_output=True, timeout=20,
                              env=self._grim_env()).stdout

    def _grim_env(self):
        return dict(os.environ, XDG_RUNTIME_DIR=self.runtime, WAYLAND_DISPLAY=self.wayland_socket)

    def wait_drawn(self, pid, fits=lambda node: True, timeout=10.0):
        """sway's node of process `pid`'s window once it has the focus, `fits(node)` holds and its content
        shows more than one colour (drawn) and stays the same, with its rectangle, in Stillness.SHOTS
        pictures in a row; or the last node seen after `timeout` seconds."""
        from waits import Stillness  # here: the rest of this module does without waits' python3-xlib
        still, seen = Stillness(), [None]

        def drawn():
            node = seen[0] = self.window(pid) or seen[0]
            if node is None or not node.get("focused") or not fits(node):
                return False
            rect = self.content_rect(node)
            body = self.picture(rect).split(b"\n", 3)[-1]  # after P6, the size and 255
            return still.seen((rect, body)) and len({body[i:i + 3] for i in range(0, len(body) - 2, 3 * 97)}) > 1

        self.wait_for(drawn, timeout)
        return seen[0]
