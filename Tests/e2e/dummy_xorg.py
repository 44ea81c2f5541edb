"""Xorg with the dummy video driver (xserver-xorg-video-dummy 0.4: RandR 1.2, outputs DUMMY0…15 whose
modes and on/off state xrandr sets): an X server whose displays can change, which Xvfb 21's one fixed RandR
mode cannot. Used by hardening_displays.py."""
import os
import subprocess

from xsession import XSession

DUMMY_CONFIG = """
Section "Device"
    Identifier "dummy"
    Driver "dummy"
    VideoRam 256000
EndSection
Section "Monitor"
    Identifier "monitor"
    HorizSync 5.0-1000.0
    VertRefresh 5.0-200.0
EndSection
Section "Screen"
    Identifier "screen"
    Device "dummy"
    Monitor "monitor"
    DefaultDepth 24
    SubSection "Display"
        Depth 24
        Virtual 4096 4096
    EndSubSection
EndSection
"""


class DummyXorg(XSession):
    """Xorg with the dummy driver on a free display number: an X server whose outputs xrandr can resize,
    rotate (by a portrait mode) and switch off. Needs root and xserver-xorg-video-dummy."""

    def __init__(self, tmp):
        self.proc = None
        self.width, self.height = 1280, 800
        config = os.path.join(tmp, "dummy-xorg.conf")
        with open(config, "w") as f:
            f.write(DUMMY_CONFIG)
        self.start_server(lambda number: ["Xorg", f":{number}", "-noreset", "-nolisten", "tcp", "-config", config,
                                          "-logfile", os.path.join(tmp, f"dummy-xorg-{number}.log")],
                          range(141, 190),
                          "could not start Xorg with the dummy driver (xserver-xorg-video-dummy, root)")
        self.xrandr("--output", "DUMMY0", "--mode", "1280x800")

    def xrandr(self, *args):
        out = subprocess.run(["xrandr", *args], env=self.env, capture_output=True, text=True, timeout=20)
        if out.returncode != 0:
            raise RuntimeError(f"xrandr {' '.join(args)}: {out.stderr.strip()}")
        return out.stdout

    def add_mode(self, output, width, height):
        """Gives `output` a mode of `width`×`height` (made with cvt) and returns its name."""
        line = subprocess.run(["cvt", str(width), str(height)], capture_output=True, text=True, check=True).stdout
        modeline = next(l for l in line.splitlines() if l.startswith("Modeline")).split()[1:]
        name = modeline[0].strip('"')
        subprocess.run(["xrandr", "--newmode", name, *modeline[1:]], env=self.env, capture_output=True)
        self.xrandr("--addmode", output, name)
        return name

    def geometry(self, wid):
        shell = self.xdotool("getwindowgeometry", "--shell", wid)
        g = dict(line.split("=", 1) for line in shell.split() if "=" in line)
        keys = ("X", "Y", "WIDTH", "HEIGHT")
        return tuple(int(g[k]) for k in keys) if all(k in g for k in keys) else None
