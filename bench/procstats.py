"""Memory and CPU of a whole process tree, read from /proc (Linux)."""
import os

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def _stat_fields(pid):
    with open(f"/proc/{pid}/stat") as f:
        text = f.read()
    # the command name may hold spaces and parentheses: split after the last ')'
    return text[text.rindex(")") + 2:].split()


def tree(pid):
    """`pid` and all its descendants alive now."""
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                ppid = int(_stat_fields(entry)[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(ppid, []).append(int(entry))
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        found.append(p)
        todo.extend(children.get(p, []))
    return found


def pss_kib(pid):
    """Proportional set size of `pid`'s whole tree, KiB (shared pages split among their users)."""
    total = 0
    for p in tree(pid):
        try:
            with open(f"/proc/{p}/smaps_rollup") as f:
                for line in f:
                    if line.startswith("Pss:"):
                        total += int(line.split()[1])
                        break
        except OSError:
            pass
    return total


def cpu_seconds(pid):
    """User plus system CPU time used so far by `pid`'s tree (live processes), seconds."""
    total = 0
    for p in tree(pid):
        try:
            fields = _stat_fields(p)
            total += int(fields[11]) + int(fields[12])   # utime, stime
        except (OSError, ValueError, IndexError):
            pass
    return total / CLOCK_TICKS


def open_fds(pid):
    """How many file descriptors `pid` holds open."""
    return len(os.listdir(f"/proc/{pid}/fd"))
