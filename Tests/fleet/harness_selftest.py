#!/usr/bin/env python3
"""Self-test of the fleet tests' harness, without swipedeck: PgCluster (start time, the socket and
TCP, TLS with verify-full and its refusals, passwords, stop/start/restart, the roles of
dist/fleet-roles.sql, clean-up) and KioskNet (reachability from the namespace, psql over TLS from
there, loss, delay, blackhole and its lifting, clean-up). Prints PASS/FAIL lines and
"N passed, N failed"; exits 1 on any failure."""
import argparse
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fleet_common import ROLES_SQL, Results  # noqa: E402
from netns import HOST_ADDRESS, KioskNet, NetnsUnavailable  # noqa: E402
from pg_cluster import PgCluster, PgError, alive  # noqa: E402


def cluster_checks(r):
    t0 = time.time()
    with PgCluster(extra_listen=[HOST_ADDRESS]) as pg:
        r.check(time.time() - t0 < 15, f"cluster: initdb + certificates + start in {time.time() - t0:.1f} s (< 15)")
        r.check(pg.psql("SELECT 1").strip() == "1", "cluster: the superuser over the Unix socket, no password")
        pg.create_role("selftest", "pw'1")
        ssl = pg.psql("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()", user="selftest", password="pw'1",
                      via="tcp", sslmode="verify-full").strip()
        r.check(ssl == "t", "cluster: TLS with verify-full to 127.0.0.1 and the test CA", ssl)
        wrong = pg.run_psql("SELECT 1", user="selftest", password="pw'1", via="tcp", sslmode="verify-full",
                            host=pg.wrong_host)
        r.check(wrong.returncode != 0 and "does not match host name" in wrong.stderr,
                f"cluster: verify-full to the wrong host {pg.wrong_host} is refused", wrong.stderr)
        ca_only = pg.run_psql("SELECT 1", user="selftest", password="pw'1", via="tcp", sslmode="verify-ca",
                              host=pg.wrong_host)
        r.check(ca_only.returncode == 0, "cluster: verify-ca to the wrong host passes (the name is not checked)",
                ca_only.stderr)
        other = subprocess.run(["psql", "-X", "-c", "SELECT 1", "-d",
                                pg.url("selftest", "pw'1", sslmode="verify-ca", sslrootcert=pg.other_ca_path)],
                               capture_output=True, text=True)
        r.check(other.returncode != 0 and "certificate verify failed" in other.stderr,
                "cluster: another authority's verify-ca is refused", other.stderr)
        bad = pg.run_psql("SELECT 1", user="selftest", password="nope", via="tcp", sslmode="require")
        r.check(bad.returncode != 0 and "password authentication failed" in bad.stderr,
                "cluster: a wrong password is refused (scram-sha-256 over TCP)", bad.stderr)
        sock = pg.run_psql("SELECT 1", user="selftest", password=None, via="socket")
        r.check(sock.returncode != 0, "cluster: other roles need a password on the socket too", sock.stderr)
        pg.psql("CREATE TABLE kept (x int); INSERT INTO kept VALUES (42)")
        t0 = time.time()
        pg.stop("fast")
        down = pg.run_psql("SELECT 1")
        pg.start()
        r.check(down.returncode != 0 and pg.psql("SELECT x FROM kept").strip() == "42",
                f"cluster: stop (fast) refuses connections, start brings the data back ({time.time() - t0:.1f} s)",
                down.stderr)
        pg.stop("immediate")
        pg.start()
        pg.restart()
        r.check(pg.psql("SELECT x FROM kept").strip() == "42", "cluster: immediate stop (crash recovery) and restart")
        pg.create_database("selftest")
        pg.apply_sql_file(ROLES_SQL, "selftest")
        pg.set_password("swipedeck_kiosk", "kiosk")
        ins = pg.run_psql("INSERT INTO swipedeck.decisions (kiosk, time_text, card, card_index, decision, "
                          "line_sha256) VALUES ('k', 't', 'c', 0, 'right', '\\x00')", user="swipedeck_kiosk",
                          db="selftest", password="kiosk", via="tcp", sslmode="verify-full")
        sel = pg.run_psql("SELECT * FROM swipedeck.decisions", user="swipedeck_kiosk", db="selftest",
                          password="kiosk", via="tcp", sslmode="require")
        r.check(ins.returncode == 0 and "permission denied" in sel.stderr,
                "cluster: fleet-roles.sql applied: the kiosk role inserts, cannot read", (ins.stderr, sel.stderr))
        try:
            pg.psql("SELECT * FROM nowhere")
            raised = ""
        except PgError as e:
            raised = e.stderr
        r.check("does not exist" in raised, "cluster: psql() raises PgError carrying stderr", raised)
        folder, pid = pg.dir, pg.postmaster_pid()
    r.check(not os.path.exists(folder) and not alive(pid),
            "cluster: server stopped and folder removed on exit")
    return folder


def netns_checks(r):
    try:
        with KioskNet() as net, PgCluster(extra_listen=[HOST_ADDRESS]) as pg:
            pg.create_role("remote", "pw")
            got, rtt = net.probe(10)
            r.check(got == 10, f"netns: {HOST_ADDRESS} answers from the namespace ({rtt} ms)", got)
            url = pg.url("remote", "pw", via="netns", sslmode="verify-full")
            tls = net.ns("psql", "-X", "-A", "-t", "-d", url, "-c",
                         "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()", check=False)
            r.check(tls.stdout.strip() == "t", "netns: psql verify-full to the server from the namespace",
                    tls.stderr)
            net.impair(delay_ms=100)
            got, rtt = net.probe(10)
            r.check(got == 10 and rtt and 190 <= rtt <= 400,
                    f"netns: delay 100 ms each way ({net.mechanism}): round trip {rtt} ms", got)
            net.impair(loss=50)
            got, _ = net.probe(60, interval=0.01, timeout=0.2)
            r.check(3 <= got <= 35, f"netns: 50% loss each way: {got}/60 echoes (about 15 expected)")
            net.blackhole()
            got, _ = net.probe(5, timeout=0.3)
            t0 = time.time()
            cut = net.ns("env", "PGCONNECT_TIMEOUT=3", "psql", "-X", "-d", url, "-c", "SELECT 1", check=False)
            r.check(got == 0 and cut.returncode != 0 and time.time() - t0 >= 2.5,
                    "netns: blackhole: no echo, psql times out (no refusal)", (got, cut.stderr))
            net.lift()
            got, _ = net.probe(5)
            back = net.ns("psql", "-X", "-A", "-t", "-d", url, "-c", "SELECT 1", check=False)
            r.check(got == 5 and back.stdout.strip() == "1", "netns: blackhole lifted: echoes and psql again",
                    back.stderr)
            net.blackhole("down")
            got, _ = net.probe(3, timeout=0.3)
            net.lift()
            r.check(got == 0 and net.probe(3)[0] == 3, "netns: link down and up again")
            name = net.name
        left = subprocess.run(["ip", "netns", "list"], capture_output=True, text=True).stdout
        links = subprocess.run(["ip", "-br", "addr"], capture_output=True, text=True).stdout
        r.check(name not in left and HOST_ADDRESS not in links, "netns: namespace, veth and address removed",
                (left, links))
    except NetnsUnavailable as e:
        r.check(False, "netns: network namespaces usable here", str(e))


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--only", choices=["cluster", "netns"])
    args = ap.parse_args()
    r = Results()
    t0 = time.time()
    for name, checks in (("cluster", cluster_checks), ("netns", netns_checks)):
        if args.only in (None, name):
            try:
                checks(r)
            except Exception as e:  # a broken harness is a failure, not a crash
                r.check(False, f"{name} self-test", repr(e))
    print(f"harness self-test took {time.time() - t0:.1f} s")
    return r.summary()


if __name__ == "__main__":
    sys.exit(main())
