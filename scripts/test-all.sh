#!/usr/bin/env bash
# npm test: every check, cheapest first. Browser tests need the system Chromium and CJK fonts;
# they are installed with apt-get when missing (CI runs as root on a fresh Debian machine).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

if [ ! -x /usr/lib/chromium/chromium ] || ! fc-list 2>/dev/null | grep -i 'noto.*cjk' >/dev/null; then
  step "installing chromium and fonts-noto-cjk"
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
step "bundle budget";      npm run build && npx tsx scripts/check-budget.ts
step "end-to-end";         E2E_BUILT=1 npx playwright test
step "screenshot matrix";  npm run matrix
