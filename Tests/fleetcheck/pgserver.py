"""A throw-away PostgreSQL server for the fleet's tests: initdb in a temporary folder as the
unprivileged `postgres` user, listening on a Unix socket in that folder and on 127.0.0.1 at a free
port, with TLS from a test authority (server certificate for localhost and 127.0.0.1)."""
import glob
import os
import shutil
import socket
import subprocess
import tempfile
import time


def pg_bin():
    """The newest installed PostgreSQL's bin folder (Debian: /usr/lib/postgresql/N/bin)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4]))
    if not found:
        raise RuntimeError("PostgreSQL is not installed: apt-get install postgresql (make test-deps)")
    return os.path.dirname(found[-1])


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def as_postgres(cmd, **kw):
    """Runs `cmd` as the postgres user (the server refuses to run as root)."""
    return subprocess.run(["runuser", "-u", "postgres", "--", *cmd], capture_output=True, text=True, **kw)


class PgServer:
    """`with PgServer() as pg:` a running server; `pg.psql(sql)` as the superuser; `pg.url(...)`."""

    def __init__(self, extra_listen=()):
        self.extra_listen = list(extra_listen)
        self.bin = pg_bin()
        self.dir = tempfile.mkdtemp(prefix="swipedeck-pg-")
        os.chmod(self.dir, 0o755)
        shutil.chown(self.dir, "postgres")
        self.data = os.path.join(self.dir, "data")
        self.port = free_port()
        self.ca = os.path.join(self.dir, "ca.pem")

    def __enter__(self):
        done = as_postgres([f"{self.bin}/initdb", "-D", self.data, "-A", "trust", "-U", "postgres", "--no-sync"])
        if done.returncode != 0:
            raise RuntimeError("initdb failed: " + done.stderr[-500:])
        self._certificates()
        with open(os.path.join(self.data, "postgresql.conf"), "a") as f:
            listen = ",".join(["127.0.0.1", *self.extra_listen])
            f.write(f"port = {self.port}\nlisten_addresses = '{listen}'\nunix_socket_directories = '{self.dir}'\n"
                    "ssl = on\nssl_cert_file = 'server.pem'\nssl_key_file = 'server.key'\nmax_connections = 60\n")
        with open(os.path.join(self.data, "pg_hba.conf"), "w") as f:
            f.write("local all postgres trust\nlocal all all scram-sha-256\nhost all all 127.0.0.1/32 scram-sha-256\n")
            for address in self.extra_listen:
                f.write(f"host all all {address.rsplit('.', 1)[0]}.0/24 scram-sha-256\n")
        self.start()
        return self

    def __exit__(self, *exc):
        self.stop("immediate")
        shutil.rmtree(self.dir, ignore_errors=True)

    def _certificates(self):
        """A test authority and a server certificate for localhost and 127.0.0.1, signed by it."""
        d = self.dir

        def ssl(*args):
            subprocess.run(["openssl", *args], check=True, capture_output=True, cwd=d)
        ssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "ca.key", "-out", "ca.pem", "-days", "2",
            "-subj", "/CN=SwipeDeck test authority")
        ssl("req", "-newkey", "rsa:2048", "-nodes", "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=localhost")
        with open(os.path.join(d, "ext"), "w") as f:
            f.write("subjectAltName=DNS:localhost,IP:127.0.0.1" + "".join(f",IP:{a}" for a in self.extra_listen) + "\n")
        ssl("x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
            "-out", "server.pem", "-days", "2", "-extfile", "ext")
        for name in ("server.pem", "server.key"):
            shutil.copy(os.path.join(d, name), os.path.join(self.data, name))
            shutil.chown(os.path.join(self.data, name), "postgres")
        os.chmod(os.path.join(self.data, "server.key"), 0o600)

    def start(self):
        done = as_postgres([f"{self.bin}/pg_ctl", "-D", self.data, "-l", os.path.join(self.dir, "log"), "-w", "start"])
        if done.returncode != 0:
            raise RuntimeError("pg_ctl start failed: " + done.stderr[-300:] + self.log_tail())

    def stop(self, mode="fast"):
        as_postgres([f"{self.bin}/pg_ctl", "-D", self.data, "-m", mode, "-w", "stop"])

    def log_tail(self):
        try:
            with open(os.path.join(self.dir, "log")) as f:
                return f.read()[-500:]
        except OSError:
            return ""

    def psql(self, sql, db="postgres", user="postgres", password=None, check=True):
        """Runs `sql` with psql over the socket; returns (returncode, stdout, stderr)."""
        env = dict(os.environ, PGPASSWORD=password or "")
        done = subprocess.run(["psql", "-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1", "-h", self.dir, "-p",
                               str(self.port), "-U", user, "-d", db, "-c", sql],
                              capture_output=True, text=True, env=env, timeout=60)
        if check and done.returncode != 0:
            raise RuntimeError(f"psql {sql!r}: {done.stderr}")
        return done.returncode, done.stdout.strip(), done.stderr.strip()

    def create_database(self, name, roles_sql=None):
        self.psql(f'CREATE DATABASE "{name}"')
        if roles_sql:
            done = subprocess.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", self.dir, "-p", str(self.port),
                                   "-U", "postgres", "-d", name, "-f", roles_sql], capture_output=True, text=True)
            if done.returncode != 0:
                raise RuntimeError("roles: " + done.stderr)

    def socket_url(self, db, user="postgres"):
        return f"postgresql://{user}@/{db}?host={self.dir}&port={self.port}"

    def tcp_url(self, db, user, password=None, host="127.0.0.1", sslmode="verify-full", ca=None):
        """A URL over TCP with TLS checked against the test authority (or `ca`)."""
        auth = f"{user}:{password}" if password else user
        return f"postgresql://{auth}@{host}:{self.port}/{db}?sslmode={sslmode}&sslrootcert={ca or self.ca}"
