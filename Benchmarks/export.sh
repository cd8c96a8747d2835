#!/usr/bin/env bash
# Times `barkeep export` (uikit, swiftui, html) of the whole catalog at 10k and 100k entities, with peak memory.
# Usage: Benchmarks/export.sh   (builds the release products first)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release -Xswiftc -static-executable --product barkeep >/dev/null
swift build -c release -Xswiftc -static-executable --product barkeep-bench >/dev/null
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for count in 10000 100000; do
    .build/release/barkeep-bench --entities "$count" --updates 0 --keep "$scratch/bench-$count.sqlite" >/dev/null
    for format in uikit swiftui; do
        /usr/bin/time -f "$count entities, --format $format: %e s, peak RSS %M KiB" \
            .build/release/barkeep --db "$scratch/bench-$count.sqlite" export --format "$format" \
            --output "$scratch/out-$count.swift" >/dev/null
        printf '  output: %s lines\n' "$(wc -l < "$scratch/out-$count.swift")"
    done
    # The style guide draws every appearance: measured at 10k only (100k takes minutes).
    [ "$count" = 10000 ] || continue
    /usr/bin/time -f "$count entities, --format html: %e s, peak RSS %M KiB" \
        .build/release/barkeep --db "$scratch/bench-$count.sqlite" export --format html \
        --output "$scratch/out-$count.html" >/dev/null
    printf '  output: %s bytes\n' "$(wc -c < "$scratch/out-$count.html")"
done
