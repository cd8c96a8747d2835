#!/usr/bin/env bash
# Times, with peak memory, what issue 13 bounds: one-entity `resolve` against `show`, and the
# whole-catalog commands (lint, export --format json|uikit|swiftui) at 10k and 100k entities; then
# the import of the 10k catalog's snapshot into an empty catalog.
# Usage: Benchmarks/memory.sh   (builds the release products first)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release -Xswiftc -static-executable --product barkeep >/dev/null
swift build -c release -Xswiftc -static-executable --product barkeep-bench >/dev/null
barkeep=.build/release/barkeep
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# Runs a command once and prints its wall time and peak RSS (lint exits 1 on the generated catalog).
measure() {
    local label=$1
    shift
    /usr/bin/time -f "$label: %e s, peak RSS %M KiB" "$@" >/dev/null 2>"$scratch/time.txt" || true
    tail -1 "$scratch/time.txt"
}
for count in 10000 100000; do
    db="$scratch/bench-$count.sqlite"
    .build/release/barkeep-bench --entities "$count" --updates 0 --keep "$db" >/dev/null
    measure "$count entities, appearance show a7" "$barkeep" --db "$db" appearance show a7
    measure "$count entities, resolve appearance a7" "$barkeep" --db "$db" resolve appearance a7
    measure "$count entities, resolve appearance a7 --explain" \
        "$barkeep" --db "$db" resolve appearance a7 --explain
    measure "$count entities, lint" "$barkeep" --db "$db" lint
    for format in json uikit swiftui; do
        measure "$count entities, export --format $format" \
            "$barkeep" --db "$db" export --format "$format" --output "$scratch/out-$count.$format"
    done
done
"$barkeep" --db "$scratch/bench-10000.sqlite" export --format snapshot --output "$scratch/snapshot.json" >/dev/null
measure "import of the 10000-entity snapshot into an empty catalog" \
    "$barkeep" --db "$scratch/imported.sqlite" import "$scratch/snapshot.json"
