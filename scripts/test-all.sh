#!/usr/bin/env bash
# npm test: every check, cheapest first, then a table of each step's wall time (printed on failure too).
# Browser tests need the system Chromium and CJK fonts; they are installed with apt-get when missing (CI runs
# as root on a fresh Debian machine). docs/testing.md explains the steps and their times.
set -euo pipefail
cd "$(dirname "$0")/.."

TIMES=()
STEP=''
STEP_START=0
GATE_START=$(date +%s)

finish_step() {
  if [ -n "$STEP" ]; then TIMES+=("$(printf '%-28s %6d s' "$STEP" $(($(date +%s) - STEP_START)))"); fi
  STEP=''
}
step() {
  finish_step
  STEP="$*"
  STEP_START=$(date +%s)
  printf '\n== %s\n' "$*"
}
table() {
  local status=$?
  local failed="$STEP"
  finish_step
  printf '\n== time by step (load average at the end: %s)\n' "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
  printf '  %s\n' "${TIMES[@]}"
  printf '  %-28s %6d s\n' 'npm test' $(($(date +%s) - GATE_START))
  if [ "$status" -ne 0 ]; then printf '  failed in: %s\n' "$failed"; fi
  return "$status"
}
trap table EXIT

if [ ! -x /usr/lib/chromium/chromium ] || ! fc-list 2>/dev/null | grep -i 'noto.*cjk' >/dev/null; then
  step "install chromium and fonts"
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  else
    echo "Chromium or fonts-noto-cjk is missing; run: sudo apt-get install chromium fonts-noto-cjk" >&2
    exit 1
  fi
fi

step "lint";               npx eslint . --max-warnings 0
step "format";             npx prettier --check . --log-level warn
step "type check";         npx tsc --noEmit -p tsconfig.json
step "generated types";    npx tsx scripts/generate.ts --check
step "profiles";           npx tsx scripts/profiles-check.ts
step "unit and component"; npx vitest run
# One build serves both: the budget measures it and the end-to-end tests serve it (E2E_BUILT).
step "build and bundle budget"; npm run build && npx tsx scripts/check-budget.ts
step "end-to-end";         E2E_BUILT=1 npx playwright test
step "screenshot matrix";  MATRIX_SKIP_BUILD=1 npm run matrix
