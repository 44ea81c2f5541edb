"""A throw-away PostgreSQL cluster for bench/fleet.py: initdb in a temporary folder as the unprivileged
user `postgres` (through runuser), listening on a Unix socket in that folder and on 127.0.0.1.

The server keeps PostgreSQL's defaults (fsync on, synchronous_commit on, shared_buffers 128 MB…): the
bench measures a sender's throughput against a server as an operator runs it, not a tuned-down one.
Authentication is `trust` (the bench's own server, reachable only from this machine). The bench talks
to it with psql; the sender under test uses its own client.
"""
import glob
import os
import re
import shutil
import socket
import subprocess
import tempfile
import time

USER = "postgres"


def pg_bin():
    """The newest /usr/lib/postgresql/VERSION/bin that holds initdb."""
    found = [d for d in glob.glob("/usr/lib/postgresql/*/bin") if os.path.exists(os.path.join(d, "initdb"))]
    if not found:
        raise RuntimeError("no PostgreSQL server binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql)")
    return max(found, key=lambda d: [int(n) for n in re.findall(r"\d+", d)] or [0])


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Cluster:
    """`with Cluster() as pg:` a running server; `pg.url(db)`, `pg.sql(text, db)`, `pg.create_db(name)`,
    `pg.drop_db(name)`, `pg.server_pid()`. Removed with its folder on exit."""

    def __init__(self):
        self.bin = pg_bin()
        self.root = tempfile.mkdtemp(prefix="swipedeck-bench-pg-")
        self.data = os.path.join(self.root, "data")
        self.log = os.path.join(self.root, "server.log")
        self.port = free_port()
        self.started = False

    def _as_postgres(self, *command, **kw):
        return subprocess.run(["runuser", "-u", USER, "--", *command], cwd=self.root, check=True,
                              capture_output=True, text=True, **kw)

    def start(self):
        shutil.chown(self.root, USER, USER)
        self._as_postgres(os.path.join(self.bin, "initdb"), "-D", self.data, "-U", USER, "-A", "trust",
                          "-E", "UTF8", "--locale=C", "--no-instructions")
        options = f"-c listen_addresses=127.0.0.1 -c port={self.port} -c unix_socket_directories={self.root}"
        # The server stands for the fleet's database machine, which in the field takes none of the
        # kiosk's CPU: here it shares the two cores, so it runs at SCHED_IDLE (chrt --idle), on time the
        # kiosk does not want.
        self._as_postgres("chrt", "--idle", "0", os.path.join(self.bin, "pg_ctl"), "-D", self.data, "-l", self.log,
                          "-w", "-t", "60", "-o", options, "start")
        self.started = True
        deadline = time.time() + 30
        while subprocess.run([os.path.join(self.bin, "pg_isready"), "-q", "-h", self.root, "-p", str(self.port)]
                             ).returncode != 0:
            if time.time() > deadline:
                raise RuntimeError(f"PostgreSQL did not become ready; see {self.log}")
            time.sleep(0.1)
        return self

    def stop(self):
        if self.started:
            try:
                self._as_postgres(os.path.join(self.bin, "pg_ctl"), "-D", self.data, "-m", "fast", "-w", "stop")
            except subprocess.CalledProcessError:
                pass
            self.started = False
        shutil.rmtree(self.root, ignore_errors=True)

    def __enter__(self):
        try:
            return self.start()
        except BaseException:
            self.stop()
            raise

    def __exit__(self, *exc):
        self.stop()

    def url(self, db):
        """The URL a sender connects with: TCP to 127.0.0.1, as a kiosk reaches a server (no TLS)."""
        return f"postgresql://{USER}@127.0.0.1:{self.port}/{db}?sslmode=disable"

    def sql(self, text, db="postgres"):
        """Runs `text` with psql over the socket; returns its output rows, fields split on '|'."""
        out = subprocess.run([os.path.join(self.bin, "psql"), "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1",
                              "-h", self.root, "-p", str(self.port), "-U", USER, "-d", db, "-c", text],
                             check=True, capture_output=True, text=True).stdout
        return [line.split("|") for line in out.splitlines() if line]

    def create_db(self, name):
        self.sql(f'CREATE DATABASE "{name}"')

    def drop_db(self, name):
        self.sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def server_pid(self):
        """The postmaster's process id (its children are the backends, WAL writer, checkpointer…)."""
        with open(os.path.join(self.data, "postmaster.pid")) as f:
            return int(f.readline())

    def checkpoint(self):
        """Writes out what earlier runs left dirty, so that a run does not pay for the one before."""
        self.sql("CHECKPOINT")


if __name__ == "__main__":
    with Cluster() as pg:
        print(pg.bin, pg.url("postgres"), pg.sql("SHOW fsync")[0][0], pg.sql("SHOW synchronous_commit")[0][0],
              pg.sql("SELECT version()")[0][0])
