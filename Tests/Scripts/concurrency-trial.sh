#!/bin/bash
# The concurrency trial at full scale (issue 10): 8 writer processes x 200 `set`s on four shared
# colours, with a reader process running `history` and `resolve` 200 times each meanwhile. Prints
# the failures, the number of changes (one per command expected), changes whose time is earlier
# than the one before them (0 expected), and `barkeep check`. `swift test` runs a smaller version
# (ConcurrencyTests); this one takes about 40 s on two cores with a debug build.
#
#   Tests/Scripts/concurrency-trial.sh [path/to/barkeep]
set -u
B=${1:-.build/debug/barkeep}
WORK=$(mktemp -d)
DB=$WORK/c.sqlite
trap 'rm -rf "$WORK"' EXIT
"$B" --db "$DB" init >/dev/null
for n in ink paper card sheet; do "$B" --db "$DB" palette create $n light=#000000 >/dev/null; done
writer() {
    local w=$1 f=0 names=(ink paper card sheet)
    for i in $(seq 0 199); do
        BARKEEP_ACTOR=w$w "$B" --db "$DB" palette set "${names[$((i % 4))]}" \
            "light=#$(printf '%02X%04X' "$w" "$i")" "description=w$w c$i" >/dev/null 2>&1 || f=$((f + 1))
    done
    echo $f >"$WORK/fail.$w"
}
reader() {
    local f=0
    for _ in $(seq 0 199); do
        "$B" --db "$DB" history --limit 3 >/dev/null 2>&1 || f=$((f + 1))
        "$B" --db "$DB" resolve palette ink >/dev/null 2>&1 || f=$((f + 1))
    done
    echo $f >"$WORK/fail.r"
}
start=$(date +%s)
for w in 0 1 2 3 4 5 6 7; do writer $w & done
reader &
wait
echo "seconds: $(($(date +%s) - start))"
echo "failures: $(cat "$WORK"/fail.* | paste -sd+ | bc)"
"$B" --db "$DB" history --limit 0 --json | python3 -c "
import json, sys
changes = sorted(json.load(sys.stdin)['changes'], key=lambda c: c['id'])
print('changes:', len(changes), '(expected 1604)')
print('times out of order:', sum(1 for a, b in zip(changes, changes[1:]) if b['atMilliseconds'] < a['atMilliseconds']))"
"$B" --db "$DB" check
