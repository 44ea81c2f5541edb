"""A backlog of several full batches (the sender reads the next batch while the database stores the
last one): every line stored once and in the log's order, a line the database refuses for its value
(an operator's CHECK constraint on the table) passed over with one message, and a line that is not a
decision told once, though it was read ahead of need."""
import os

from fleet_basic import line
from fleet_common import ROLES_SQL, compare, decision_lines, stored_rows, sync

LINES = 12_000          # two full batches of the sender's default 5,000 and a part
REFUSED_AT = 7_000      # in the second batch: found by sending that batch line by line
GARBAGE_AT = 9_000      # read ahead while the second batch is stored


def batches(ctx, r):
    pg, db = ctx.pg, "batches"
    pg.create_database(db)
    pg.apply_sql_file(ROLES_SQL, db)
    pg.psql("ALTER TABLE swipedeck.decisions ADD CONSTRAINT not_refused CHECK (card <> 'refused')", db=db)
    folder = os.path.join(ctx.tmp, "batches")
    os.makedirs(folder)
    log = os.path.join(folder, "decisions.jsonl")
    with open(log, "w") as f:
        for n in range(1, LINES + 1):
            card = "refused" if n == REFUSED_AT else f"c{n % 50}"
            f.write(line(card, n % 50, "right", n, session="b4tc4e5"))
            if n == GARBAGE_AT:
                f.write("not a decision\n")
    done = sync(ctx.binary, [log], pg.url("postgres", db=db, via="socket"), "--once", "--state-dir",
                os.path.join(folder, "state"))
    rows = stored_rows(pg, db)
    wanted = [x for x in decision_lines(log) if '"refused"' not in x]
    ok, summary = compare(rows, wanted, "batches")
    r.check(done.returncode == 0 and ok and len(rows) == LINES - 1,
            f"batches: {LINES:,} lines in full batches stored once each, all but the refused one",
            (done.returncode, done.stderr[-600:], summary, len(rows)))
    order = pg.psql("SELECT string_agg(seq::text, ',' ORDER BY id) FROM swipedeck.decisions", db=db).strip()
    seqs = [int(x) for x in order.split(",") if x]
    r.check(seqs == sorted(seqs), "batches: the table's ids follow the log's order", seqs[:5])
    refused = [x for x in done.stderr.splitlines() if "refuses, skipped" in x]
    r.check(len(refused) == 1 and '"refused"' in refused[0], "batches: the refused line is told once and passed over",
            refused or done.stderr[-600:])
    told = [x for x in done.stderr.splitlines() if "not a decision" in x]
    r.check(len(told) == 1, "batches: the line that is not a decision is told once", told)


SCENARIOS = (batches,)
