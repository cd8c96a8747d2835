#!/usr/bin/env bash
# Times whole barkeep commands (start-up included) on the demo catalog with hyperfine.
# Usage: Benchmarks/startup.sh   (needs hyperfine: apt-get install -y hyperfine)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release -Xswiftc -static-executable --product barkeep > /dev/null
barkeep="$PWD/.build/release/barkeep"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
"$barkeep" demo > /dev/null
hyperfine -N -i --warmup 5 \
    "$barkeep --version" \
    "$barkeep appearance show tall-teal" \
    "$barkeep resolve appearance tall-teal --explain" \
    "$barkeep lint" \
    "$barkeep history --limit 20" \
    "$barkeep appearance set tall-teal standard.title.kern=0"
