#!/usr/bin/env python3
"""Measures the rows of issue 13's table side by side: called by Benchmarks/run, which builds the
binaries and generates the catalogs first.

Usage: measure.py --barkeep BIN --work DIR --sqlite-utils BIN [--quick] [--label NAME]

Each paired row runs its two commands alternately (A B, then B A, …) so that a slow moment of this
shared machine hits both; it reports the median and min–max of each side and the ratio of medians.
Memory rows run under `/usr/bin/time -v` and report wall time and peak RSS. The fsync row counts
`fdatasync`/`fsync` calls of one `set` with `strace -f -c`. Output: a Markdown table on stdout
and the same figures as JSON in DIR/figures-<label>.json.
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

DEVNULL = os.open(os.devnull, os.O_RDWR)
WORK = "/tmp"  # the work directory, set by main(): reports of time and strace go there


def run_once(command):
    """Runs `command` (a list) with output discarded; returns wall seconds. Fails on a non-zero exit."""
    start = time.perf_counter()
    pid = os.posix_spawn(command[0], command, os.environ, file_actions=[
        (os.POSIX_SPAWN_DUP2, DEVNULL, 1), (os.POSIX_SPAWN_DUP2, DEVNULL, 2)])
    _, status, _ = os.wait4(pid, 0)
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        out = subprocess.run(command, capture_output=True, text=True)
        sys.exit(f"measure.py: {' '.join(command)} exited {code}:\n{out.stderr[-2000:]}")
    return elapsed


def paired(a, b, runs, warmup=2):
    """Times `a` and `b` alternately `runs` times each (5 when one run takes over half a second);
    returns both lists of seconds."""
    slowest = 0
    for _ in range(warmup):
        slowest = max(slowest, run_once(a), run_once(b))
    if slowest > 0.5:
        runs = min(runs, 5)
    times_a, times_b = [], []
    for index in range(runs):
        if index % 2 == 0:
            times_a.append(run_once(a))
            times_b.append(run_once(b))
        else:
            times_b.append(run_once(b))
            times_a.append(run_once(a))
    return times_a, times_b


def summary(times):
    """Median and range in milliseconds."""
    return {
        "median_ms": statistics.median(times) * 1000,
        "min_ms": min(times) * 1000,
        "max_ms": max(times) * 1000,
        "runs": len(times),
    }


def fmt(stats):
    return f"{stats['median_ms']:.2f} ms ({stats['min_ms']:.2f}–{stats['max_ms']:.2f})"


def time_and_memory(command, runs):
    """Wall time and peak RSS of `command` under /usr/bin/time -v, `runs` times."""
    seconds, peaks = [], []
    report = os.path.join(WORK, "time-report.txt")
    for index in range(runs):
        if index > 0 and sum(seconds) > 20:  # enough for a command that takes many seconds
            break
        result = subprocess.run(["/usr/bin/time", "-v", "-o", report] + command,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if result.returncode not in (0, 1):  # lint exits 1 when it reports errors
            sys.exit(f"measure.py: {' '.join(command)} exited {result.returncode}:\n{result.stderr[-2000:]}")
        text = open(report).read()
        wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", text).group(1)
        parts = [float(part) for part in wall.split(":")]
        seconds.append(sum(part * 60 ** index for index, part in enumerate(reversed(parts))))
        peaks.append(int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1)))
    return {"median_ms": statistics.median(seconds) * 1000, "min_ms": min(seconds) * 1000,
            "max_ms": max(seconds) * 1000, "runs": len(seconds), "peak_rss_mib": max(peaks) / 1024}


def syncs(command):
    """fdatasync + fsync calls of `command`, counted by strace."""
    report = os.path.join(WORK, "strace-report.txt")
    subprocess.run(["strace", "-f", "-c", "-o", report, "-e", "trace=fdatasync,fsync"] + command,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    total = 0
    for line in open(report):
        fields = line.split()
        if fields and fields[-1] in ("fdatasync", "fsync"):
            total += int(fields[3])
    return total


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--barkeep", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--sqlite-utils", required=True)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--label", default="run")
    options = parser.parse_args()
    barkeep, work = options.barkeep, options.work
    global WORK
    WORK = work
    with open(os.path.join(work, "sizes.json")) as file:
        sizes = json.load(file)
    small, large, history = sizes["small"], sizes["large"], sizes["history"]
    runs = 10 if options.quick else 40
    heavy_runs = 1 if options.quick else 3
    sqlite3 = shutil.which("sqlite3")
    target = "a19"  # the deepest appearance of the first chain: 19 ancestors
    rows = []
    figures = {}

    def add(key, what, value, ratio=None):
        figures[key] = value if ratio is None else {**value, "ratio": ratio}
        rows.append((what, value if isinstance(value, str) else value))

    def pair_row(key, what, a, b):
        times_a, times_b = paired(a, b, runs)
        first, second = summary(times_a), summary(times_b)
        ratio = first["median_ms"] / second["median_ms"]
        figures[key] = {"barkeep": first, "reference": second, "ratio": ratio}
        rows.append((what, f"{fmt(first)} vs {fmt(second)}: **{ratio:.2f}×**"))

    def db(name):
        return os.path.join(work, name)

    show_sql = (
        "SELECT e.kind, e.name, e.bar, p.name AS parent, e.description, f.path, f.position, "
        "coalesce(f.value, '{' || t.name || '}') AS value FROM entity AS e "
        "LEFT JOIN entity AS p ON p.id = e.parent_id LEFT JOIN field AS f ON f.entity_id = e.id "
        "LEFT JOIN entity AS t ON t.id = f.ref_id "
        f"WHERE e.kind = 'appearance' AND e.name = '{target}' ORDER BY f.path, f.position")
    small_db, large_db, history_db = db(f"catalog-{small}.sqlite"), db(f"catalog-{large}.sqlite"), db("history.sqlite")

    pair_row("show_vs_sqlite3", f"cold `appearance show {target} --json` ({small} appearances) vs `sqlite3 -json` SELECT",
             [barkeep, "--db", small_db, "appearance", "show", target, "--json"],
             [sqlite3, "-json", small_db, show_sql])
    pair_row("version_vs_sqlite3", "`--version` vs `sqlite3 :memory: 'select 1'`",
             [barkeep, "--version"], [sqlite3, ":memory:", "select 1"])
    pair_row("resolve_vs_show", f"`resolve appearance {target}` vs `show {target}` ({large} appearances)",
             [barkeep, "--db", large_db, "resolve", "appearance", target],
             [barkeep, "--db", large_db, "appearance", "show", target])
    add("resolve_one_memory", f"`resolve appearance {target}` ({large} appearances): time, peak RSS",
        time_and_memory([barkeep, "--db", large_db, "resolve", "appearance", target], heavy_runs))
    add("lint", f"`lint` ({large} appearances): time, peak RSS",
        time_and_memory([barkeep, "--db", large_db, "lint"], heavy_runs))
    add("resolve_all", f"resolve every entity: `export --format json` ({large} appearances): time, peak RSS",
        time_and_memory([barkeep, "--db", large_db, "export", "--format", "json", "-o", db("out.json")], heavy_runs))
    explain = [barkeep, "--db", history_db, "resolve", "appearance", target, "--explain"]
    at = [barkeep, "--db", history_db, "appearance", "show", target, "--at", f"@{history // 2}"]
    show_history_db = [barkeep, "--db", history_db, "appearance", "show", target]
    pair_row("explain", f"`resolve {target} --explain` ({history} changes) vs `show`", explain, show_history_db)
    pair_row("at", f"`show {target} --at @{history // 2}` ({history} changes) vs `show`", at, show_history_db)
    pair_row("history_vs_show", f"`history appearance {target}` ({history} changes) vs `show`",
             [barkeep, "--db", history_db, "history", "appearance", target], show_history_db)

    # One-field sets on a copy: the first after the catalog was made, then the steady state.
    scratch = db("sync.sqlite")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(scratch + suffix):
            os.remove(scratch + suffix)
    subprocess.run([sqlite3, small_db, f".backup '{scratch}'"], check=True)  # through any log
    counts = [syncs([barkeep, "--db", scratch, "appearance", "set", target, f"standard.title.kern={n}"])
              for n in range(1, 4)]
    figures["fdatasync_per_set"] = counts
    rows.append(("`fdatasync` + `fsync` calls per one-field `set` (three in a row)", ", ".join(map(str, counts))))

    for count in sorted({small, large}):
        for format_name in ("json", "dtcg", "uikit", "html"):
            output = db(f"out-{count}.{format_name}")
            add(f"export_{format_name}_{count}", f"`export --format {format_name}` ({count} appearances)",
                time_and_memory([barkeep, "--db", db(f"catalog-{count}.sqlite"), "export", "--format",
                                 format_name, "-o", output], heavy_runs))

    # Import into an empty catalog at both sizes, from a snapshot and from design tokens: the ratio
    # of the two sizes shows work that grows faster than the file.
    for format_name in ("snapshot", "dtcg"):
        figures_by_count = {}
        for count in sorted({small, large}):
            source = db(f"import-{count}.{format_name}.json")
            subprocess.run([barkeep, "--db", db(f"catalog-{count}.sqlite"), "export", "--format", format_name,
                            "-o", source], check=True, stdout=subprocess.DEVNULL)
            runs_of_import = []
            for _ in range(heavy_runs):
                target_db = db("import-target.sqlite")
                for path in (target_db, target_db + "-wal", target_db + "-shm"):
                    if os.path.exists(path):
                        os.remove(path)
                subprocess.run([barkeep, "--db", target_db, "init"], check=True, stdout=subprocess.DEVNULL)
                runs_of_import.append(time_and_memory(
                    [barkeep, "--db", target_db, "import", source, "--format", format_name], 1))
            figure = {**runs_of_import[0],
                      "median_ms": statistics.median(run["median_ms"] for run in runs_of_import),
                      "min_ms": min(run["min_ms"] for run in runs_of_import),
                      "max_ms": max(run["max_ms"] for run in runs_of_import),
                      "runs": len(runs_of_import),
                      "peak_rss_mib": max(run["peak_rss_mib"] for run in runs_of_import)}
            figures_by_count[count] = figure
            add(f"import_{format_name}_{count}",
                f"`import --format {format_name}` into an empty catalog ({count} appearances)", figure)
        if len(figures_by_count) == 2:
            low, high = (figures_by_count[count]["median_ms"] for count in sorted(figures_by_count))
            add(f"import_{format_name}_scaling", f"`import --format {format_name}`: {large} over {small} appearances",
                f"**{high / low:.1f}×** for {large // small}× the entities")

    # Import of a snapshot vs sqlite-utils inserting the same records as plain rows.
    snapshot = db(f"snapshot-{small}.json")
    subprocess.run([barkeep, "--db", small_db, "export", "--format", "snapshot", "-o", snapshot], check=True,
                   stdout=subprocess.DEVNULL)
    with open(snapshot) as file:
        document = json.load(file)
    records = []
    # One row per field, with the entity's bar, parent and description as rows of their own.
    for kind, entities in document["entities"].items():
        for name, entity in entities.items():
            values = {key: entity[key] for key in ("bar", "parent", "description") if key in entity}
            values.update(entity.get("fields", {}))
            for path, value in sorted(values.items()):
                records.append({"kind": kind, "name": name, "path": path,
                                "value": value if isinstance(value, str) else json.dumps(value)})
    plain = db("plain-rows.json")
    with open(plain, "w") as file:
        json.dump(records, file)
    imported, inserted = [], []
    for _ in range(heavy_runs + 1):
        target_db, plain_db = db("imported.sqlite"), db("plain.sqlite")
        for path in (target_db, target_db + "-wal", target_db + "-shm", plain_db):
            if os.path.exists(path):
                os.remove(path)
        subprocess.run([barkeep, "--db", target_db, "init"], check=True, stdout=subprocess.DEVNULL)
        imported.append(run_once([barkeep, "--db", target_db, "import", snapshot]))
        inserted.append(run_once([options.sqlite_utils, "insert", plain_db, "field", plain]))
    first, second = summary(imported), summary(inserted)
    figures["import_vs_sqlite_utils"] = {"barkeep": first, "reference": second,
                                         "ratio": first["median_ms"] / second["median_ms"],
                                         "records": len(records)}
    rows.append((f"`import` of a {small}-appearance snapshot vs `sqlite-utils insert` of its {len(records)} field rows",
                 f"{fmt(first)} vs {fmt(second)}: **{first['median_ms'] / second['median_ms']:.2f}×**"))

    with open(os.path.join(work, f"figures-{options.label}.json"), "w") as file:
        json.dump(figures, file, indent=2)
    print(f"| what ({options.label}) | figure |")
    print("|---|---|")
    for what, value in rows:
        if isinstance(value, dict):
            value = f"{fmt(value)}, peak RSS {value['peak_rss_mib']:.0f} MiB"
        print(f"| {what} | {value} |")


if __name__ == "__main__":
    main()
