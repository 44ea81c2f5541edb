"""Reads pixels of an X display's root window through libX11 (ctypes: no Python package needed).

The benchmark watches the screen the way a user sees it: it polls one row of the root window and
waits for the deck's colour to appear there.
"""
import ctypes
import time
import ctypes.util

_ZPIXMAP = 2
_ALL_PLANES = 0xFFFFFFFF


class _XImage(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.POINTER(ctypes.c_ubyte)),
                ("byte_order", ctypes.c_int), ("bitmap_unit", ctypes.c_int),
                ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int),
                ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


_x11 = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
_x11.XOpenDisplay.restype = ctypes.c_void_p
_x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
_x11.XDefaultRootWindow.restype = ctypes.c_ulong
_x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
_x11.XGetImage.restype = ctypes.POINTER(_XImage)
_x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                           ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
_x11.XFree.argtypes = [ctypes.c_void_p]
_x11.XCloseDisplay.argtypes = [ctypes.c_void_p]


class Screen:
    """A connection to `display` (":91") for reading pixels of its root window."""

    def __init__(self, display):
        self._dpy = _x11.XOpenDisplay(display.encode())
        if not self._dpy:
            raise RuntimeError(f"cannot open X display {display}")
        self._root = _x11.XDefaultRootWindow(self._dpy)

    def row(self, y, x0, width):
        """The pixels of row `y` from `x0`, `width` of them, as (r, g, b) tuples (24/32-bit visuals)."""
        image = _x11.XGetImage(self._dpy, self._root, x0, y, width, 1, _ALL_PLANES, _ZPIXMAP)
        if not image:
            raise RuntimeError("XGetImage failed")
        try:
            img = image.contents
            step = img.bits_per_pixel // 8
            raw = ctypes.string_at(img.data, width * step)
            # ZPixmap on a little-endian TrueColor visual: B, G, R, (pad)
            return [(raw[i + 2], raw[i + 1], raw[i]) for i in range(0, width * step, step)]
        finally:
            _x11.XFree(image.contents.data)
            _x11.XFree(image)

    def close(self):
        if self._dpy:
            _x11.XCloseDisplay(self._dpy)
            self._dpy = None


def open_screen(display, timeout=10.0):
    """A `Screen` on `display`, retried: a busy machine's Xvfb may still be starting, and Xvfb refuses
    connections while it resets (it does when its last client leaves, e.g. a readiness probe)."""
    deadline = time.time() + timeout
    while True:
        try:
            return Screen(display)
        except RuntimeError:
            if time.time() > deadline:
                raise
            time.sleep(0.1)


def near(pixel, colour, tolerance=12):
    """Whether `pixel` is within `tolerance` of `colour` on every channel."""
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour))
