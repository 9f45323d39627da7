#!/usr/bin/env bash
# Runs a step of `npm test` and says how long it took, so that a CI log shows where its time
# goes (the budget is a warm `.ci/run` under 30 minutes). Keeps the step's exit status.
set -uo pipefail
[ $# -ge 2 ] || { echo "usage: timed.sh <label> <command> [args…]" >&2; exit 2; }
label=$1
shift
start=$(date +%s)
"$@"
status=$?
echo "── $label took $(( $(date +%s) - start )) s (exit $status)"
exit "$status"
