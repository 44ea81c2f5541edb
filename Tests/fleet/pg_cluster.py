"""A throw-away PostgreSQL cluster for the fleet's tests.

`with PgCluster() as pg:` runs initdb into a fresh temporary folder as the unprivileged `postgres`
user (the server refuses to run as root), then starts a server listening on a Unix socket in that
folder and on 127.0.0.1 (and 127.0.0.2, the "wrong host", plus any `extra_listen` addresses) at a
free port, with TLS from a throw-away authority made here with openssl. The server certificate names
127.0.0.1, localhost and the extra addresses, never 127.0.0.2, so `verify-full` to `pg.wrong_host`
fails while `verify-ca` passes. pg_hba: the superuser may use the socket without a password (trust);
everything else, on the socket or over TCP (plain or TLS), needs a password (scram-sha-256).
Everything (server, folder) is removed on exit, even after a failure.
"""
import glob
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.parse

SUPERUSER = "postgres"


class PgError(RuntimeError):
    """A command against the cluster failed; `stderr` holds what it said."""

    def __init__(self, what, stderr):
        super().__init__(f"{what}: {stderr.strip()}")
        self.stderr = stderr


def pg_bin():
    """The newest installed PostgreSQL's bin folder (Debian: /usr/lib/postgresql/N/bin)."""
    found = glob.glob("/usr/lib/postgresql/*/bin/initdb")
    if not found:
        raise RuntimeError("PostgreSQL is not installed (apt-get install postgresql)")
    return os.path.dirname(max(found, key=lambda p: int(p.split("/")[4]) if p.split("/")[4].isdigit() else 0))


def free_port(host="127.0.0.1"):
    """A TCP port nothing listens on right now (also usable as a closed port)."""
    with socket.socket() as s:
        return s.bind((host, 0)) or s.getsockname()[1]


def _run(cmd, what, **kw):
    done = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if done.returncode != 0:
        raise PgError(f"{what} ({' '.join(cmd[:3])}… exit {done.returncode})", done.stderr or done.stdout)
    return done.stdout


class PgCluster:
    """A PostgreSQL server of its own; see the module's docstring. Attributes: port, socket_dir,
    ca_path (the authority to trust), other_ca_path (an authority that signed nothing the server
    shows), wrong_host (an address the server listens on that its certificate does not name)."""

    wrong_host = "127.0.0.2"

    def __init__(self, extra_listen=(), user=SUPERUSER):
        self.bin = pg_bin()
        self.user = user
        self.extra_listen = list(extra_listen)
        self.dir = tempfile.mkdtemp(prefix="swipedeck-pg-")
        os.chmod(self.dir, 0o755)
        self.data = os.path.join(self.dir, "data")
        self.socket_dir = self.dir
        self.log_path = os.path.join(self.dir, "server.log")
        self.ca_path = os.path.join(self.dir, "ca.pem")
        self.other_ca_path = os.path.join(self.dir, "other-ca.pem")
        self.port = free_port()
        self.running = False

    def __enter__(self):
        try:
            self.init()
            self.start()
        except BaseException:
            self.cleanup()
            raise
        return self

    def __exit__(self, *exc):
        self.cleanup()

    def _as_server_user(self, cmd, what, timeout=60):
        return _run(["runuser", "-u", self.user, "--", *cmd], what, timeout=timeout)

    def init(self):
        """initdb, the certificates, postgresql.conf and pg_hba.conf."""
        shutil.chown(self.dir, self.user)
        self._as_server_user([f"{self.bin}/initdb", "-D", self.data, "-U", SUPERUSER, "--no-sync", "-E", "UTF8",
                              "--locale=C", "--auth-local=trust", "--auth-host=scram-sha-256"], "initdb")
        self._certificates()
        listen = ",".join(["127.0.0.1", self.wrong_host, *self.extra_listen])
        # Fast: no fsync (the machine does not crash; the server may). synchronous_commit stays on: off,
        # an immediate stop could lose commits the sender was told of, a fault of the test, not of it.
        conf = {"listen_addresses": f"'{listen}'", "port": self.port, "unix_socket_directories": f"'{self.dir}'",
                "fsync": "off", "full_page_writes": "off", "shared_buffers": "'16MB'", "max_connections": 60,
                "ssl": "on", "ssl_cert_file": f"'{self.dir}/server.pem'", "ssl_key_file": f"'{self.dir}/server.key'",
                "password_encryption": "'scram-sha-256'", "log_min_messages": "warning", "timezone": "'UTC'"}
        with open(os.path.join(self.data, "postgresql.conf"), "a") as f:
            f.write("".join(f"{k} = {v}\n" for k, v in conf.items()))
        with open(os.path.join(self.data, "pg_hba.conf"), "w") as f:
            f.write(f"local all {SUPERUSER} trust\n"
                    "local all all scram-sha-256\n"
                    "host all all 127.0.0.0/8 scram-sha-256\n"
                    "host all all ::1/128 scram-sha-256\n"
                    + "".join(f"host all all {a}/32 scram-sha-256\n" for a in self.extra_listen)
                    + "host all all 169.254.250.0/30 scram-sha-256\n")
        shutil.chown(os.path.join(self.data, "pg_hba.conf"), self.user)

    def _certificates(self):
        """A test authority, a server certificate it signs (SAN: 127.0.0.1, localhost and the extra
        addresses), and a second authority that signs nothing the server shows."""
        d = self.dir
        curve = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        for name, cn in (("ca", "SwipeDeck test CA"), ("other-ca", "SwipeDeck unrelated CA")):
            _run(["openssl", "req", "-x509", *curve, "-keyout", f"{d}/{name}.key", "-out", f"{d}/{name}.pem",
                  "-days", "3", "-subj", f"/CN={cn}", "-addext", "basicConstraints=critical,CA:TRUE",
                  "-addext", "keyUsage=critical,keyCertSign,cRLSign"], "openssl CA")
        _run(["openssl", "req", "-new", *curve, "-keyout", f"{d}/server.key", "-out", f"{d}/server.csr",
              "-subj", "/CN=localhost"], "openssl server key")
        san = ",".join(["IP:127.0.0.1", "DNS:localhost", *(f"IP:{a}" for a in self.extra_listen)])
        with open(f"{d}/server.ext", "w") as f:
            f.write(f"subjectAltName={san}\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n")
        _run(["openssl", "x509", "-req", "-in", f"{d}/server.csr", "-CA", f"{d}/ca.pem", "-CAkey", f"{d}/ca.key",
              "-CAcreateserial", "-days", "3", "-extfile", f"{d}/server.ext", "-out", f"{d}/server.pem"],
             "openssl sign")
        for name in ("server.key", "server.pem"):
            shutil.chown(f"{d}/{name}", self.user)
            os.chmod(f"{d}/{name}", 0o600)
        for name in ("ca.pem", "other-ca.pem"):
            os.chmod(f"{d}/{name}", 0o644)

    def start(self, timeout=30):
        """Starts the server and waits until it accepts connections."""
        self._as_server_user([f"{self.bin}/pg_ctl", "start", "-D", self.data, "-l", self.log_path, "-w",
                              "-t", str(timeout)], "pg_ctl start", timeout=timeout + 10)
        self.running = True

    def stop(self, mode="fast", timeout=30):
        """Stops the server: mode fast (roll back, close connections), smart or immediate (no
        shutdown checkpoint, as after a crash)."""
        self._as_server_user([f"{self.bin}/pg_ctl", "stop", "-D", self.data, "-m", mode, "-w", "-t", str(timeout)],
                             "pg_ctl stop", timeout=timeout + 10)
        self.running = False

    def restart(self, mode="fast"):
        self.stop(mode), self.start()

    def postmaster_pid(self):
        try:
            with open(os.path.join(self.data, "postmaster.pid")) as f:
                return int(f.readline())
        except (OSError, ValueError):
            return None

    def cleanup(self):
        """Kills the server if it runs (and its children) and removes the folder."""
        pid = self.postmaster_pid()
        if pid:
            try:
                self.stop("immediate", timeout=10)
            except (PgError, subprocess.TimeoutExpired):
                children = [int(p) for p in os.listdir("/proc") if p.isdigit() and _parent(int(p)) == pid]
                for victim in [pid, *children]:
                    try:
                        os.kill(victim, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
                time.sleep(0.3)
        self.running = False
        shutil.rmtree(self.dir, ignore_errors=True)

    def url(self, user, password=None, db="postgres", sslmode=None, via="tcp", host=None, sslrootcert=None):
        """A postgresql:// URL. via: "tcp" (127.0.0.1, or `host`), "socket" (the Unix socket; no
        TLS) or "netns" (a network namespace's view: the first extra_listen address). For verify-ca
        and verify-full, sslrootcert defaults to ca_path."""
        who = urllib.parse.quote(user, safe="")
        if password is not None:
            who += ":" + urllib.parse.quote(password, safe="")
        query = {}
        if via == "socket":
            place = ""
            query.update(host=self.socket_dir, port=str(self.port))
        else:
            if host is None:
                host = self.extra_listen[0] if via == "netns" else "127.0.0.1"
            place = f"{host}:{self.port}"
        if sslmode:
            query["sslmode"] = sslmode
        if sslmode in ("verify-ca", "verify-full") and sslrootcert is None:
            sslrootcert = self.ca_path
        if sslrootcert:
            query["sslrootcert"] = sslrootcert
        tail = "?" + urllib.parse.urlencode(query, safe="/") if query else ""
        return f"postgresql://{who}@{place}/{urllib.parse.quote(db, safe='')}{tail}"

    def run_psql(self, sql, user=SUPERUSER, db="postgres", password=None, via="socket", sslmode=None, host=None,
                 timeout=60):
        """psql -c SQL (ON_ERROR_STOP, unaligned, tuples only); the CompletedProcess."""
        env = dict(os.environ, PGCONNECT_TIMEOUT="10")
        env.pop("PGPASSWORD", None)
        if password is not None:
            env["PGPASSWORD"] = password
        url = self.url(user, db=db, sslmode=sslmode, via=via, host=host)
        cmd = ["psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", url, "-c", sql]
        return subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout)

    def psql(self, sql, user=SUPERUSER, db="postgres", password=None, via="socket", sslmode=None, host=None):
        """Runs `sql` and returns its stdout; raises PgError (with .stderr) when psql fails."""
        done = self.run_psql(sql, user, db, password, via, sslmode, host)
        if done.returncode != 0:
            raise PgError(f"psql as {user} on {db}", done.stderr)
        return done.stdout

    def create_database(self, name, owner=SUPERUSER):
        self.psql(f'CREATE DATABASE "{name}" OWNER "{owner}"')

    def apply_sql_file(self, path, db):
        """psql -f PATH as the superuser, stopping at the first error."""
        _run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", self.url(SUPERUSER, db=db, via="socket"),
              "-f", path], f"psql -f {path}")

    def set_password(self, role, password, verb="ALTER"):
        quoted = password.replace("'", "''")
        self.psql(f'{verb} ROLE "{role}" WITH LOGIN PASSWORD \'{quoted}\'')

    def create_role(self, role, password):
        self.set_password(role, password, verb="CREATE")


def alive(pid):
    """Whether process `pid` exists and is not a zombie (dead, waiting for its parent to reap it)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return False


def _parent(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return int(f.read().rsplit(")", 1)[1].split()[1])
    except (OSError, IndexError, ValueError):
        return None
