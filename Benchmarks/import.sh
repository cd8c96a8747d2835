#!/usr/bin/env bash
# Times `barkeep import` of the 10k catalog's snapshot into an empty catalog (validation and one history
# change per entity included) side by side with `sqlite-utils insert` of the same entities as plain rows
# (kind, name, bar, parent, description and the fields as one JSON text each; no validation, no history).
# Usage: Benchmarks/import.sh   (builds the release products first; installs sqlite-utils in a venv)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release -Xswiftc -static-executable --product barkeep >/dev/null
swift build -c release -Xswiftc -static-executable --product barkeep-bench >/dev/null
barkeep=.build/release/barkeep
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 -m venv "$scratch/venv"
"$scratch/venv/bin/pip" install --quiet sqlite-utils
.build/release/barkeep-bench --entities 10000 --updates 0 --keep "$scratch/bench.sqlite" >/dev/null
"$barkeep" --db "$scratch/bench.sqlite" export --format snapshot --output "$scratch/snapshot.json" >/dev/null
python3 - "$scratch/snapshot.json" "$scratch/rows.json" <<'EOF'
import json
import sys

snapshot = json.load(open(sys.argv[1]))
rows = [
    {
        "kind": kind, "name": name, "bar": entity.get("bar"), "parent": entity.get("parent"),
        "description": entity.get("description"),
        "fields": json.dumps(entity.get("fields", {}), sort_keys=True),
    }
    for kind, entities in snapshot["entities"].items()
    for name, entity in entities.items()
]
json.dump(rows, open(sys.argv[2], "w"))
EOF
format="%e s wall, %U s user, %S s system, peak RSS %M KiB"
/usr/bin/time -f "barkeep import: $format" "$barkeep" --db "$scratch/imported.sqlite" import "$scratch/snapshot.json" >/dev/null
/usr/bin/time -f "sqlite-utils insert: $format" \
    "$scratch/venv/bin/sqlite-utils" insert "$scratch/rows.sqlite" entity "$scratch/rows.json" >/dev/null
