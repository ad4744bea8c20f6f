#!/usr/bin/env bash
# Every test, on a fresh machine: system packages (as root), lint, types, unit and API tests on
# PGlite and on a private PostgreSQL, then the browser tests on both. Fails on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
TMP=$(mktemp -d /tmp/kg-test.XXXXXX)
PG_DIR=""
PG_PORT=""
RESULTS="$TMP/results"
mkdir -p "$RESULTS"

log() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

cleanup() {
  if [ -n "$PG_DIR" ] && [ -f "$PG_DIR/postmaster.pid" ]; then
    run_pg "$PG_BIN/pg_ctl -D $PG_DIR -m immediate stop" >/dev/null 2>&1 || true
  fi
  rm -rf "$TMP"
}
trap cleanup EXIT

# --- 1. What the tests need from the system -------------------------------------------------
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
fc-list 2>/dev/null | grep -qi 'noto.*cjk' || need+=(fonts-noto-cjk)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    log "Installing ${need[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
  else
    echo "Missing ${need[*]}: install them (as root: apt-get install ${need[*]}) or run this as root." >&2
    exit 1
  fi
fi

[ -d node_modules ] || { log "npm ci"; npm ci --no-audit --no-fund; }

# --- 2. A private PostgreSQL on a free port -------------------------------------------------
PG_BIN=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")
run_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$1"; else bash -c "$1"; fi; }
start_postgres() {
  PG_DIR="$TMP/pg"
  mkdir -p "$PG_DIR"
  [ "$(id -u)" = 0 ] && chown postgres "$PG_DIR" "$TMP"
  PG_PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  run_pg "$PG_BIN/initdb -D $PG_DIR -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
  run_pg "$PG_BIN/pg_ctl -D $PG_DIR -o '-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off' -l $PG_DIR/log -w start" >/dev/null
  export PG_ADMIN_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
}

# --- 3. The suites ---------------------------------------------------------------------------
log "Lint"
npx eslint . --max-warnings=0
log "Types (tsc --noEmit, strict)"
npm run typecheck --silent

log "Unit and API tests on PGlite"
npx vitest run --reporter=default --reporter=json --outputFile="$RESULTS/vitest-pglite.json"

log "Starting a private PostgreSQL"
start_postgres
log "Unit and API tests on PostgreSQL ($PG_PORT)"
DATABASE_URL=$PG_ADMIN_URL npx vitest run --reporter=default --reporter=json --outputFile="$RESULTS/vitest-postgres.json"

log "Building the web app"
npm run build --silent

log "Browser tests on PGlite"
E2E_DB=pglite E2E_DATA_DIR="$TMP/e2e-pglite" PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/e2e-pglite.json" \
  npx playwright test -c e2e/playwright.config.ts --reporter=list,json

log "Browser tests on PostgreSQL"
psql "$PG_ADMIN_URL" -qc 'create database kg_e2e' >/dev/null
E2E_DB=postgres DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/kg_e2e" E2E_DATA_DIR="$TMP/e2e-postgres" \
  PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/e2e-postgres.json" \
  npx playwright test -c e2e/playwright.config.ts --reporter=list,json

# --- 4. One closing line ---------------------------------------------------------------------
node scripts/summarise-results.mjs "$RESULTS"
