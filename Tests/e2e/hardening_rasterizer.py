"""End-to-end scenario for the software rasteriser's threads (imported by run_e2e.py): the running app asks
llvmpipe for two rasteriser threads per online processor (`SoftwareRasterizer`, BENCHMARKS.md "Two
rasteriser threads per core"), and a value the user set in LP_NUM_THREADS is kept."""
import os
import re

from run_e2e import App

THREAD_NAME = re.compile(r"llvmpipe-\d+$")
MAX_THREADS = 16  # SoftwareRasterizer.maxThreads, llvmpipe's own ceiling


def rasteriser_threads(pid):
    """How many threads of process `pid` are llvmpipe's rasteriser threads (named llvmpipe-N)."""
    count = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/comm") as f:
                count += bool(THREAD_NAME.match(f.read().strip()))
        except OSError:  # the thread ended meanwhile
            continue
    return count


def threads_of_a_running_app(x, binary, deck, extra_env=None):
    """Starts the app (its window shown, so its renderer exists), counts its rasteriser threads, ends it."""
    app = App(x, binary, deck, None, extra_env=extra_env)
    try:
        return rasteriser_threads(app.proc.pid)
    finally:
        app.proc.terminate()
        app.wait()


def two_rasteriser_threads_per_processor(x, binary, deck, tmp, r):
    """The app's llvmpipe runs 2 × the online processors' threads (at most 16; with one processor
    llvmpipe's default, none); with LP_NUM_THREADS=3 set by the user it runs 3. Before the change it
    ran one per processor (2 here), which the first check tells apart on any machine of 2 cores or more."""
    processors = os.sysconf("SC_NPROCESSORS_ONLN")
    expected = min(2 * processors, MAX_THREADS) if processors >= 2 else 0
    found = threads_of_a_running_app(x, binary, deck)
    r.check(found == expected, f"llvmpipe rasterises with {expected} threads on {processors} processors",
            f"found {found} threads named llvmpipe-N")
    found = threads_of_a_running_app(x, binary, deck, extra_env={"LP_NUM_THREADS": "3"})
    r.check(found == 3, "LP_NUM_THREADS set by the user is kept (3 threads)", f"found {found}")


SCENARIOS = (two_rasteriser_threads_per_processor,)
