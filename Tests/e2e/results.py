"""PASS/FAIL lines, counted, for every Python test runner (end-to-end, fleet, their self-tests).

A failure's line is printed where it happens, with its detail (cut to `DETAIL_LIMIT` characters), and
again, name only, in the recap `summary()` prints before the last line "N passed, N failed": a CI log
shown only by its tail still says what failed."""
import sys

# Characters of a failure's detail printed (a stderr or a table dump can run to megabytes).
DETAIL_LIMIT = 3000


class Results:
    def __init__(self):
        self.passed = self.failed = 0
        self.failures = []

    def check(self, ok, what, detail=""):
        """Prints PASS or FAIL `what` (with `detail` on a failure), counts it, and returns `ok`."""
        if ok:
            self.passed += 1
            print(f"PASS {what}")
        else:
            self.failed += 1
            self.failures.append(what)
            text = detail if isinstance(detail, str) else repr(detail)
            print(f"FAIL {what} {text[:DETAIL_LIMIT]}")
        sys.stdout.flush()
        return ok

    def summary(self):
        """The recap of the failures, then "N passed, N failed"; returns the exit status (1 on a failure)."""
        if self.failures:
            print(f"# {self.failed} failed:")
            for what in self.failures:
                print(f"#   FAIL {what}")
        print(f"{self.passed} passed, {self.failed} failed", flush=True)
        return 1 if self.failed else 0
