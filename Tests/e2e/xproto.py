"""Window-manager messages a test sends itself, since Xvfb runs without a window manager (python3-xlib)."""
import subprocess
import sys

try:
    from Xlib import X, display, protocol
except ImportError:  # a python3 outside Debian's (pyenv, venv) does not see apt's python3-xlib
    sys.path.append("/usr/lib/python3/dist-packages")
    from Xlib import X, display, protocol


def _send(dpy_name, target, window, type_name, data):
    """Sends a 32-bit ClientMessage of `type_name` about `window` to it (`target` "window") or to the root,
    and waits for the server to have acted on it before closing: an X server that sees a client's socket
    closed drops the requests it had not read yet (xserver os/connection.c, ClientReady: CloseDownClient
    on X_NOTIFY_ERROR), so a send followed by a bare flush and close was lost on a busy machine (11 of
    40 under two busy loops, 0 of 40 with the round trip)."""
    d = display.Display(dpy_name)
    try:
        event = protocol.event.ClientMessage(window=d.create_resource_object("window", window),
                                             client_type=d.intern_atom(type_name), data=(32, data))
        mask = X.SubstructureRedirectMask | X.SubstructureNotifyMask if target == "root" else X.NoEventMask
        dest = d.screen().root if target == "root" else d.create_resource_object("window", window)
        dest.send_event(event, event_mask=mask)
        d.sync()  # a round trip: the server has acted on the send before the close
    finally:
        d.close()


def send_delete_window(dpy_name, window):
    """WM_PROTOCOLS / WM_DELETE_WINDOW to the window: the close button of any X window manager."""
    d = display.Display(dpy_name)
    delete = d.intern_atom("WM_DELETE_WINDOW")
    d.close()
    _send(dpy_name, "window", window, "WM_PROTOCOLS", [delete, X.CurrentTime, 0, 0, 0])


def send_net_close_window(dpy_name, window):
    """_NET_CLOSE_WINDOW to the root window: what wmctrl -c and taskbars ask a window manager to do."""
    _send(dpy_name, "root", window, "_NET_CLOSE_WINDOW", [X.CurrentTime, 2, 0, 0, 0])


def focus_nothing(dpy_name):
    """Takes the keyboard focus away from every window (the window in front gets FocusOut)."""
    d = display.Display(dpy_name)
    try:
        d.set_input_focus(X.NONE, X.RevertToNone, X.CurrentTime)
        d.sync()
    finally:
        d.close()


def _ended_after_twice(send, what, proc, timeout):
    """Calls `send()` and returns `proc`'s exit status once it ends within `timeout` seconds; when it does
    not, says so (`what` did not end it) and sends once more; None (and `proc` killed) when both fail."""
    for attempt in range(2):
        if attempt:
            print(f"note: the first {what} did not end the app in {timeout} s; sending it again")
        send()
        try:
            return proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            pass
    proc.kill()
    return None


def end_by_key(x, key, proc, timeout=10):
    """Presses `key` (xdotool's name) and returns `proc`'s exit status (None if it still runs). A first
    press that changes nothing is said and sent again (TESTING.md, "Known flakes": CI once saw the
    kiosk's unlock chord lost, before the BadWindow exit was found)."""
    return _ended_after_twice(lambda: x.key(key), key, proc, timeout)


def close_by_delete_window(display, wid, proc, timeout=5):
    """Sends WM_DELETE_WINDOW to `wid` once and returns `proc`'s exit status (None, and `proc` killed,
    if it still runs after `timeout` seconds). It used to be sent a second time when the first was lost
    (TESTING.md, "Known flakes"): the loss was the sender's close, fixed in `_send`."""
    send_delete_window(display, wid)
    try:
        return proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        return None
