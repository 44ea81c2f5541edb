"""Runs inside the appliance (python3-evdev): a uinput multitouch touchscreen driven through a FIFO.

  python3 - FIFO WIDTH HEIGHT < guest_touch.py      (started by appliance_test.py through guest-exec)

The device is a direct-touch panel (INPUT_PROP_DIRECT, type B slots, ABS_MT_* axes) whose axes span
0..WIDTH-1 and 0..HEIGHT-1, so libinput lists it as a touchscreen and the compositor maps it onto the
output. Each line written to FIFO is a JSON list of steps, played in order:
  ["down", SLOT, X, Y]   ["move", SLOT, X, Y]   ["up", SLOT]   ["wait", SECONDS]
followed by a SYN_REPORT after each down/move/up. When a line is played, "done N" goes to FIFO.done.
"""

import json
import os
import sys
import time

from evdev import AbsInfo, UInput, ecodes as e

fifo, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
SLOTS = 10
axes = [
    (e.ABS_X, AbsInfo(0, 0, width - 1, 0, 0, 10)),
    (e.ABS_Y, AbsInfo(0, 0, height - 1, 0, 0, 10)),
    (e.ABS_MT_SLOT, AbsInfo(0, 0, SLOTS - 1, 0, 0, 0)),
    (e.ABS_MT_TRACKING_ID, AbsInfo(0, 0, 65535, 0, 0, 0)),
    (e.ABS_MT_POSITION_X, AbsInfo(0, 0, width - 1, 0, 0, 10)),
    (e.ABS_MT_POSITION_Y, AbsInfo(0, 0, height - 1, 0, 0, 10)),
]
device = UInput({e.EV_KEY: [e.BTN_TOUCH], e.EV_ABS: axes}, name="appliance-touchscreen",
                input_props=[e.INPUT_PROP_DIRECT])
down = set()
tracking = 0
if not os.path.exists(fifo):
    os.mkfifo(fifo)
with open(fifo + ".ready", "w") as ready:
    ready.write(device.device.path if hasattr(device, "device") and device.device else "ready")
count = 0
while True:
    with open(fifo) as commands:
        for line in commands:
            for step in json.loads(line):
                kind = step[0]
                if kind == "wait":
                    time.sleep(step[1])
                    continue
                slot = step[1]
                device.write(e.EV_ABS, e.ABS_MT_SLOT, slot)
                if kind == "down":
                    tracking += 1
                    device.write(e.EV_ABS, e.ABS_MT_TRACKING_ID, tracking)
                    if not down:
                        device.write(e.EV_KEY, e.BTN_TOUCH, 1)
                    down.add(slot)
                if kind in ("down", "move"):
                    device.write(e.EV_ABS, e.ABS_MT_POSITION_X, step[2])
                    device.write(e.EV_ABS, e.ABS_MT_POSITION_Y, step[3])
                    if slot == min(down):
                        device.write(e.EV_ABS, e.ABS_X, step[2])
                        device.write(e.EV_ABS, e.ABS_Y, step[3])
                if kind == "up":
                    device.write(e.EV_ABS, e.ABS_MT_TRACKING_ID, -1)
                    down.discard(slot)
                    if not down:
                        device.write(e.EV_KEY, e.BTN_TOUCH, 0)
                device.syn()
            count += 1
            with open(fifo + ".done", "w") as done:
                done.write(f"done {count}\n")
