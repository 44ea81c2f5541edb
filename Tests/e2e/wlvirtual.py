"""A tiny Wayland client in plain Python that speaks wlroots' virtual input protocols: a pointer
(zwlr_virtual_pointer_manager_v1) and a keyboard (zwp_virtual_keyboard_manager_v1).

A headless wlroots seat has no input devices, so input must come from such a client. Both devices are
created once, before the app under test starts, and kept for the whole session: a keyboard that appears
while SDL 2.26 runs natively on Wayland can crash it (issue 13), and `wtype` makes a new keyboard for
every call. The wire protocol is written by hand (no protocol files or PyPI packages needed): each
message is (object id, size << 16 | opcode, arguments), little-endian, strings NUL-ended and padded to
4 bytes; the keymap's file descriptor travels as SCM_RIGHTS.
"""
import array
import os
import socket
import struct
import time

# Linux input event codes (linux/input-event-codes.h) of the keys and button the tests use.
KEYCODES = {"Escape": 1, "BackSpace": 14, "q": 16, "u": 22, "ctrl": 29, "shift": 42, "z": 44, "alt": 56,
            "space": 57, "F11": 87, "Up": 103, "Left": 105, "Right": 106, "Down": 108}
BTN_LEFT = 0x110
# xkb modifier masks of the "complete" types: Shift, Control, Mod1 (Alt).
MODIFIER_MASKS = {"shift": 1, "ctrl": 4, "alt": 8}
KEYMAP = ('xkb_keymap { xkb_keycodes { include "evdev+aliases(qwerty)" }; xkb_types { include "complete" }; '
          'xkb_compat { include "complete" }; xkb_symbols { include "pc+us+inet(evdev)" }; '
          'xkb_geometry { include "pc(pc105)" }; };\n')


def _string(text):
    data = text.encode() + b"\0"
    return struct.pack("<I", len(data)) + data + b"\0" * (-len(data) % 4)


class VirtualInput:
    """A pointer and a keyboard on the compositor at `socket_path` (its WAYLAND_DISPLAY socket)."""

    def __init__(self, socket_path, timeout=5.0):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(timeout)
        self.sock.connect(socket_path)
        self.next_id = 2                       # 1 is wl_display
        self.start = time.monotonic()
        self.modifiers = 0
        registry = self._new_id()
        self._send(1, 1, struct.pack("<I", registry))          # wl_display.get_registry
        globals_ = self._roundtrip(registry)
        missing = {"wl_seat", "zwlr_virtual_pointer_manager_v1", "zwp_virtual_keyboard_manager_v1"} - globals_.keys()
        if missing:
            raise RuntimeError(f"the compositor lacks {sorted(missing)}")
        seat = self._bind(registry, globals_["wl_seat"], "wl_seat", 1)
        pointers = self._bind(registry, globals_["zwlr_virtual_pointer_manager_v1"], "zwlr_virtual_pointer_manager_v1", 1)
        keyboards = self._bind(registry, globals_["zwp_virtual_keyboard_manager_v1"], "zwp_virtual_keyboard_manager_v1", 1)
        self.pointer = self._new_id()
        self._send(pointers, 0, struct.pack("<II", seat, self.pointer))    # create_virtual_pointer
        self.keyboard = self._new_id()
        self._send(keyboards, 0, struct.pack("<II", seat, self.keyboard))  # create_virtual_keyboard
        keymap = KEYMAP.encode() + b"\0"
        fd = os.memfd_create("swipedeck-keymap")
        os.write(fd, keymap)
        self._send(self.keyboard, 0, struct.pack("<II", 1, len(keymap)), fds=[fd])  # keymap, XKB_V1
        os.close(fd)
        self._roundtrip(None)

    # --- wire ----------------------------------------------------------------------------------------
    def _new_id(self):
        self.next_id += 1
        return self.next_id - 1

    def _send(self, obj, opcode, payload, fds=()):
        msg = struct.pack("<II", obj, (8 + len(payload)) << 16 | opcode) + payload
        ancillary = [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array("i", fds))] if fds else []
        self.sock.sendmsg([msg], ancillary)

    def _bind(self, registry, name_version, interface, version):
        name, _ = name_version
        new = self._new_id()
        self._send(registry, 0, struct.pack("<I", name) + _string(interface) + struct.pack("<II", version, new))
        return new

    def _roundtrip(self, registry):
        """Sends wl_display.sync and reads events until its callback: the globals announced on
        `registry` {interface: (name, version)}; raises on a protocol error."""
        callback = self._new_id()
        self._send(1, 0, struct.pack("<I", callback))
        found, buffer = {}, b""
        while True:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise RuntimeError("the compositor closed the connection")
            buffer += chunk
            while len(buffer) >= 8:
                obj, word = struct.unpack_from("<II", buffer)
                size, opcode = word >> 16, word & 0xFFFF
                if len(buffer) < size:
                    break
                body, buffer = buffer[8:size], buffer[size:]
                if obj == 1 and opcode == 0:                     # wl_display.error
                    _, code, length = struct.unpack_from("<III", body)
                    raise RuntimeError(f"Wayland protocol error {code}: {body[12:12 + length - 1].decode()}")
                if obj == registry and opcode == 0:              # wl_registry.global
                    name, length = struct.unpack_from("<II", body)
                    interface = body[8:8 + length - 1].decode()
                    version = struct.unpack_from("<I", body, 8 + length + (-length % 4))[0]
                    found[interface] = (name, version)
                if obj == callback and opcode == 0:              # wl_callback.done
                    return found

    def _ms(self):
        return int((time.monotonic() - self.start) * 1000) & 0xFFFFFFFF

    def sync(self):
        """Waits until the compositor has handled everything sent so far."""
        self._roundtrip(None)

    # --- pointer -------------------------------------------------------------------------------------
    def move(self, x, y, extent):
        """Puts the pointer at (x, y) of the layout, whose size is `extent` (logical pixels)."""
        w, h = extent
        x, y = max(0, min(w - 1, int(round(x)))), max(0, min(h - 1, int(round(y))))
        self._send(self.pointer, 1, struct.pack("<IIIII", self._ms(), x, y, w, h))   # motion_absolute
        self._send(self.pointer, 4, b"")                                              # frame

    def button(self, pressed):
        self._send(self.pointer, 2, struct.pack("<III", self._ms(), BTN_LEFT, 1 if pressed else 0))
        self._send(self.pointer, 4, b"")

    # --- keyboard ------------------------------------------------------------------------------------
    def _key(self, name, pressed):
        self._send(self.keyboard, 1, struct.pack("<III", self._ms(), KEYCODES[name], 1 if pressed else 0))

    def _set_modifiers(self, mask):
        self.modifiers = mask
        self._send(self.keyboard, 2, struct.pack("<IIII", mask, 0, 0, 0))

    def key(self, chord):
        """Presses and releases `chord`, e.g. "Right" or "ctrl+alt+shift+q" (modifiers first)."""
        *mods, key = chord.split("+")
        mask = 0
        for m in mods:
            self._key(m, True)
            mask |= MODIFIER_MASKS[m]
            self._set_modifiers(mask)
        self._key(key, True)
        self.sync()
        time.sleep(0.03)  # input: the key held down
        self._key(key, False)
        for m in reversed(mods):
            self._key(m, False)
            mask &= ~MODIFIER_MASKS[m]
            self._set_modifiers(mask)
        self.sync()

    def close(self):
        """Closes the connection once the compositor has handled what was sent: a server that finds a
        client's socket hung up destroys it without reading what is left (as the X server does, see
        xproto._send). A compositor already gone or stuck is not waited for past the socket's timeout."""
        try:
            self.sync()
        except (OSError, RuntimeError):
            pass  # gone, stuck (socket.timeout is an OSError) or in error: nothing left to deliver
        finally:
            self.sock.close()
