#!/usr/bin/env bash
# Runs two npm scripts side by side: on 2 cores the unit tests and the bench's short mode each
# spend much of their time waiting on servers, registries and browsers, so together they take
# about a minute less than one after the other. The first prints as it goes; the second's output
# follows once both are done, in one piece. Fails when either fails.
set -uo pipefail
[ $# -eq 2 ] || { echo "usage: side-by-side.sh <npm script> <npm script>" >&2; exit 2; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
npm run -s "$2" >"$log" 2>&1 &
second=$!
npm run -s "$1"
first_status=$?
wait "$second"
second_status=$?
echo "── npm run $2 (ran beside npm run $1) ──"
cat "$log"
[ "$first_status" -eq 0 ] || echo "npm run $1 failed (exit $first_status)" >&2
[ "$second_status" -eq 0 ] || echo "npm run $2 failed (exit $second_status)" >&2
[ "$first_status" -eq 0 ] && [ "$second_status" -eq 0 ]
