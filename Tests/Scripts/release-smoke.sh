#!/usr/bin/env bash
# Runs every command family once against an optimized build of barkeep (default .build/release/barkeep)
# and fails on a crash or an unexpected status. The test suite runs debug code in process; this is the
# one place optimized code is exercised end to end, where an optimizer bug shows up as a signal.
set -uo pipefail
B=$(realpath "${1:-.build/release/barkeep}")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
export BARKEEP_DB="$scratch/smoke.sqlite" BARKEEP_ACTOR=smoke
failures=0

# Runs barkeep with the arguments after the expected status: "ok" for 0, "findings" for 1 (lint found
# errors), "fail" for an error (1) or a usage error (64).
run() {
    local expect=$1
    shift
    "$B" "$@" >"$scratch/out" 2>"$scratch/err"
    local status=$?
    local good=0
    case "$expect" in
    ok) [ "$status" -eq 0 ] && good=1 ;;
    findings) [ "$status" -eq 1 ] && good=1 ;;
    fail) [ "$status" -eq 1 ] || [ "$status" -eq 64 ] && good=1 ;;
    esac
    if [ "$good" -eq 0 ]; then
        echo "FAILED (status $status, expected $expect): barkeep $*"
        head -c 2000 "$scratch/err"
        failures=$((failures + 1))
    fi
}

run ok --version
run ok --help
run ok init
run ok palette create brand light=#0A84FF dark=#409CFF
run ok palette create ink light=#111111 dark=#EEEEEE
run ok appearance create base --bar navigation standard.backgroundColor={brand} scrollEdge=default
run ok appearance set base standard.title.color={ink}
run ok appearance show base
run ok appearance show base --json
run ok appearance copy base copied
run ok appearance rename copied renamed
run ok appearance unset renamed standard.title.color
run ok appearance show renamed
run ok appearance delete renamed
run ok appearance list
run ok palette rename ink text
run ok palette show text
run ok resolve appearance base
run ok resolve appearance base --json
run ok history
run ok history --json
run ok history appearance base
run ok diff appearance base 1 2
run ok revert @4
run ok restore appearance renamed
run ok appearance show renamed --version 1
run fail appearance show
run fail appearance show nowhere
run fail appearance create base --bar navigation

rm -f smoke.sqlite*
run ok demo
for kind in palette appearance layout sheet toolbar theme; do
    run ok "$kind" list
    while read -r name _; do
        [ "$name" = NAME ] && continue
        run ok "$kind" show "$name"
        run ok "$kind" show "$name" --json
        run ok resolve "$kind" "$name"
        run ok resolve "$kind" "$name" --json
        run ok history "$kind" "$name"
    done < <("$B" "$kind" list)
    run ok fields "$kind"
done
# The demo keeps one contrast error on purpose (tall-teal), so lint reports findings.
run findings lint
run findings lint --json
run ok check
run ok check --json
for format in uikit swiftui json snapshot dtcg html; do
    run ok export --format "$format" --output "$scratch/out.$format"
done
run ok export --format xcassets --output "$scratch/Colors.xcassets"
run ok export --format uikit --theme classic-ios10 --output "$scratch/classic.swift"
run ok export --format swiftui --theme articles-ios16 --output "$scratch/ios16.swift"

"$B" export --format snapshot >"$scratch/base.barkeep.json"
run ok --db "$scratch/copy.sqlite" import "$scratch/base.barkeep.json"
run ok --db "$scratch/copy.sqlite" import "$scratch/base.barkeep.json" --dry-run --json
run ok --db "$scratch/tokens.sqlite" import --format dtcg "$scratch/out.dtcg"
run ok --db "$scratch/assets.sqlite" import --format xcassets "$scratch/Colors.xcassets"
run ok --db "$scratch/swift.sqlite" import --format swift "$scratch/classic.swift"
run ok --db "$scratch/swift.sqlite" import --format swift "$scratch/ios16.swift"
sed 's/0A84FF/FF0000/' "$scratch/base.barkeep.json" >"$scratch/ours.barkeep.json"
sed 's/409CFF/00FF00/' "$scratch/base.barkeep.json" >"$scratch/theirs.barkeep.json"
run ok merge "$scratch/base.barkeep.json" "$scratch/ours.barkeep.json" "$scratch/theirs.barkeep.json"
for shell in bash zsh fish; do run ok completions "$shell"; done

if [ "$failures" -gt 0 ]; then
    echo "release smoke: $failures command(s) failed"
    exit 1
fi
echo "release smoke: every command family ran"
