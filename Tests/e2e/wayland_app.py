"""Starting the app under test in a WaylandSession: staged where the unprivileged test user can read
it (binary, Assets, deck), run as that user natively or through XWayland, its window found in sway's
tree by process id."""
import os
import shutil
import subprocess
import time


def stage(session, binary, deck=None):
    """Copies the app (with its Assets, for SWIPEDECK_ASSETS) and the deck's folder (its files, not
    its subfolders) where the test user can read them; returns (binary, deck path or None)."""
    staged = os.path.join(session.files, "app")
    if not os.path.exists(staged):
        os.makedirs(staged)
        # Another name than the product's: the app id must not depend on what the binary is called.
        shutil.copy2(binary, os.path.join(staged, "app-under-test"))
        shutil.copytree(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Assets"),
                        os.path.join(staged, "Assets"))
    staged_deck = None
    if deck:
        folder = os.path.join(session.files, "deck")
        if not os.path.exists(folder):
            os.makedirs(folder)
            source = os.path.dirname(os.path.abspath(deck))
            for name in os.listdir(source):
                path = os.path.join(source, name)
                if os.path.isfile(path) and name.endswith((".json", ".png", ".jpg")):
                    shutil.copy2(path, folder)
        staged_deck = os.path.join(folder, os.path.basename(deck))
    for dirpath, _, names in os.walk(session.files):
        os.chown(dirpath, session.uid, session.gid)
        for n in names:
            os.chown(os.path.join(dirpath, n), session.uid, session.gid)
    return os.path.join(staged, "app-under-test"), staged_deck

def start_app(session, binary, deck, driver="wayland", args=(), log=None, timeout=20.0, extra_env=None):
    """Starts the app as the test user on this session (`driver`: "wayland" natively, "x11" through
    XWayland) and waits for its window; returns (Popen, sway node). The log goes in the user's
    folder: pass a file name. `extra_env` adds to the app's environment."""
    app, staged_deck = stage(session, binary, deck)
    env = session.user_env(SDL_VIDEODRIVER=driver, SWIPEDECK_ASSETS=os.path.join(os.path.dirname(app), "Assets"),
                           **(extra_env or {}))
    if driver == "wayland":
        env["WAYLAND_DISPLAY"] = session.wayland_display
    else:
        env["DISPLAY"] = session.x_display
    cmd = [app, *([staged_deck] if staged_deck else []), *args]
    if log:
        cmd += ["--log", os.path.join(session.files, log)]
    proc = subprocess.Popen(cmd, env=env, preexec_fn=session.drop_privileges, cwd=session.files,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    session.apps.append(proc)
    node = None
    deadline = time.time() + timeout
    while time.time() < deadline and node is None:
        if proc.poll() is not None:
            raise RuntimeError(f"the app exited with status {proc.returncode} before its window showed: "
                               f"{proc.stderr.read()[-500:]}")
        node = session.window(proc.pid)
        time.sleep(0.05)  # poll interval
    if node is None:
        raise RuntimeError(f"no window of the app in sway's tree after {timeout} s")
    return proc, session.wait_drawn(proc.pid) or node  # focused, its first frames drawn and still
