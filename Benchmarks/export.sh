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
    for format in uikit swiftui html; do
        output="$scratch/out-$count.$format"
        /usr/bin/time -f "$count entities, --format $format: %e s, peak RSS %M KiB" \
            .build/release/barkeep --db "$scratch/bench-$count.sqlite" export --format "$format" \
            --output "$output" >/dev/null
        printf '  output: %s lines, %s bytes\n' "$(wc -l < "$output")" "$(wc -c < "$output")"
    done
done
