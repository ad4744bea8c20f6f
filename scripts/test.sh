#!/usr/bin/env bash
# Every test, on a fresh machine: system packages (as root), lint, types, unit and API tests on
# PGlite (the server's again on a private PostgreSQL, and on a private Citus cluster when Citus can
# be had), the web build, then the browser tests on both side by side. Every phase runs whatever became of the others (a phase whose prerequisite failed is reported as not run); the
# closing lines count them all, and what a failure left (screenshots, traces, server and database
# logs, each phase's output) is kept in test-results/<time>/. Exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
ARTEFACTS="$ROOT/test-results/$(date +%Y%m%d-%H%M%S)"
RESULTS="$ARTEFACTS/results"
PHASES="$ARTEFACTS/phases.tsv"
mkdir -p "$RESULTS"
: >"$PHASES"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/kg-test.XXXXXX")
# Whatever the tests make in the temporary directory goes with this run's folder.
export TMPDIR=$TMP
PG_DIR=""
PG_PORT=""
CITUS_DIR=""

log() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
# record NAME STATUS SECONDS RESULTS-FILE|- [CPU-SECONDS]
record() { printf '%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "${5:--}" >>"$PHASES"; }

# --- What each phase costs in CPU-seconds (beside its wall seconds) ----------------------------
# Wall time says as much about the machine's other work as about the run: CPU-seconds say what the
# phase did, so that runs on a busy and on a quiet machine compare. A phase's command runs under
# `metered`, a shell that waits for it and then reads the CPU its descendants were charged with (a
# process's time reaches its parent when the parent reaps it). The database servers are started by
# pg_ctl as daemons, outside any phase: what each one spent meanwhile (postmaster, reaped and live
# backends) is added to the phase that used it, read from /proc before and after.
TICKS=$(getconf CLK_TCK 2>/dev/null || echo 100)
# metered FILE COMMAND...: runs COMMAND, then writes the CPU ticks of everything it started and reaped to FILE.
metered() {
  local file=$1
  shift
  # A function of this script (installing packages, starting a database) needs its functions and variables:
  # it runs in this shell, and only the databases' CPU is counted for it.
  if declare -F "$1" >/dev/null; then
    "$@"
    local status=$?
    echo 0 >"$file"
    return "$status"
  fi
  local reaper=()
  [ "${METER_ORPHANS:-}" = 1 ] && reaper=("${REAPER[@]}")
  "${reaper[@]}" bash -c '"$@"; status=$?; read -r -a stat </proc/$$/stat; echo $((stat[15] + stat[16])) >"$0"; exit $status' "$file" "$@"
}
# For a phase run with METER_ORPHANS=1 (the browser suites), the metering shell is made the first
# process of a PID namespace of its own where the machine allows it (root): a process orphaned under it
# (Chromium's zygote, which has reaped the page renderers, outlives the browser) is then its child and
# is reaped by it, its CPU counted with the phase's, not lost with the machine's init. Measured
# 2026-11-27 on 10 browser tests: 207 CPU-s counted with it, 89 without, 209 by the whole quiet
# machine's /proc/stat. Not for the API
# phases: a database server a test restarts would write a PID of the namespace, which the script's own
# stop (outside it) would read as another process's.
REAPER=()
if unshare --pid --fork --mount-proc --kill-child true 2>/dev/null; then REAPER=(unshare --pid --fork --mount-proc --kill-child); fi
# Ticks a process tree has spent: the process, its reaped children, and its live children's own.
tree_ticks() {
  local pid=$1 total=0 child stat
  [ -r "/proc/$pid/stat" ] || { echo 0; return; }
  read -r -a stat <"/proc/$pid/stat"
  total=$((stat[13] + stat[14] + stat[15] + stat[16]))
  for child in $(pgrep -P "$pid" 2>/dev/null); do
    if read -r -a stat <"/proc/$child/stat" 2>/dev/null; then total=$((total + stat[13] + stat[14])); fi
  done
  echo "$total"
}
# Ticks the database servers a phase uses have spent (named in the phase's name), 0 for none.
db_ticks() {
  local total=0 dir pid dirs
  case $1 in
    *PostgreSQL*) [ -n "$PG_DIR" ] && dirs=("$PG_DIR") || dirs=() ;;
    *Citus*) [ -n "$CITUS_DIR" ] && dirs=("$CITUS_DIR"/*/) || dirs=() ;;
    *) dirs=() ;;
  esac
  for dir in "${dirs[@]}"; do
    [ -f "$dir/postmaster.pid" ] || continue
    read -r pid <"$dir/postmaster.pid"
    total=$((total + $(tree_ticks "$pid")))
  done
  echo "$total"
}
cpu_seconds() { awk -v t="$1" -v hz="$TICKS" 'BEGIN { printf "%.0f", t / hz }'; }

# phase NAME RESULTS-FILE|- COMMAND...: runs it with its output also in the run's folder; never stops the run.
phase() {
  local name=$1 results=$2 started=$SECONDS status file="$ARTEFACTS/${1//[^A-Za-z0-9]/-}.log" db_before ticks
  shift 2
  log "$name"
  db_before=$(db_ticks "$name")
  metered "$file.cpu" "$@" 2>&1 | tee "$file"
  status=${PIPESTATUS[0]}
  ticks=$(($(cat "$file.cpu" 2>/dev/null || echo 0) + $(db_ticks "$name") - db_before))
  rm -f "$file.cpu"
  record "$name" "$status" "$((SECONDS - started))" "$results" "$(cpu_seconds "$ticks")"
  return "$status"
}
# background NAME RESULTS-FILE|- COMMAND...: the same, side by side with what follows; `collect NAME`
# waits for it and shows its output.
declare -A BACKGROUND=() BACKGROUND_RESULTS=() BACKGROUND_DB=()
background() {
  local name=$1 file="$ARTEFACTS/${1//[^A-Za-z0-9]/-}.log"
  BACKGROUND_RESULTS[$name]=$2
  BACKGROUND_DB[$name]=$(db_ticks "$name")
  shift 2
  ( started=$SECONDS; metered "$file.cpu" "$@" >"$file" 2>&1; echo "$? $((SECONDS - started))" >"$file.status" ) &
  BACKGROUND[$name]=$!
}
collect() {
  local name=$1 file="$ARTEFACTS/${1//[^A-Za-z0-9]/-}.log" status seconds ticks
  wait "${BACKGROUND[$name]}"
  read -r status seconds <"$file.status" 2>/dev/null || { status=1; seconds=0; }
  ticks=$(($(cat "$file.cpu" 2>/dev/null || echo 0) + $(db_ticks "$name") - BACKGROUND_DB[$name]))
  rm -f "$file.status" "$file.cpu"
  log "$name"
  cat "$file"
  record "$name" "$status" "$seconds" "${BACKGROUND_RESULTS[$name]}" "$(cpu_seconds "$ticks")"
  return "$status"
}
not_run() { log "$1: not run ($2)"; record "$1" "not run: $2" 0 - -; }
# A stage this machine may lack (Citus): said in the closing lines, not counted as a failure.
not_run_optional() { log "$1: not run ($2)"; record "$1" "optional, not run: $2" 0 - -; }

stop_postgres() {
  if [ -n "$PG_DIR" ] && [ -f "$PG_DIR/postmaster.pid" ]; then
    run_pg "$PG_BIN/pg_ctl -D $PG_DIR -m immediate stop" >/dev/null 2>&1 || true
  fi
  if [ -n "$PG_DIR" ] && [ -f "$PG_DIR/log" ]; then cp "$PG_DIR/log" "$ARTEFACTS/postgresql.log"; fi
  PG_DIR=""
}
stop_citus() {
  [ -n "$CITUS_DIR" ] || return 0
  scripts/citus-cluster.sh stop "$CITUS_DIR"
  for node in coordinator worker1 worker2; do
    if [ -f "$CITUS_DIR/$node/log" ]; then cp "$CITUS_DIR/$node/log" "$ARTEFACTS/citus-$node.log"; fi
  done
  CITUS_DIR=""
}
cleanup() {
  stop_citus
  stop_postgres
  rm -rf "$TMP"
}
trap cleanup EXIT

# --- 1. What the tests need from the system: installed while lint, types and the build run ----
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
# (grep without -q: quitting early would fail fc-list with SIGPIPE, and the pipeline with it)
fc-list 2>/dev/null | grep -i 'noto.*cjk' >/dev/null || need+=(fonts-noto-cjk)
# Citus (distributed PostgreSQL): installed into the PostgreSQL or, as root, by the installer kept
# beside the checkout's folder. Without either the Citus stage is not run, and that is no failure.
citus_installed() { ls /usr/lib/postgresql/*/lib/citus.so >/dev/null 2>&1; }
CITUS_INSTALLER="$ROOT/../shared/citus/install.sh"
install_citus=0
if ! citus_installed && [ -f "$CITUS_INSTALLER" ] && [ "$(id -u)" = 0 ]; then install_citus=1; fi
install_packages() {
  if [ "$(id -u)" != 0 ]; then
    echo "Missing ${need[*]}: install them (as root: apt-get install ${need[*]}) or run this as root."
    return 1
  fi
  echo "Installing ${need[*]}"
  apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
}
# Citus after the packages (it builds against the PostgreSQL they bring, and apt takes one at a time).
install_system() {
  if [ ${#need[@]} -gt 0 ]; then install_packages || return 1; fi
  if [ $install_citus = 1 ]; then
    echo "Installing Citus ($CITUS_INSTALLER)"
    bash "$CITUS_INSTALLER" || echo "Citus could not be installed: the Citus stage will not run."
  fi
}
system=0
if [ ${#need[@]} -gt 0 ] || [ $install_citus = 1 ]; then
  system=1
  background "System packages" - install_system
fi

if [ ! -d node_modules ]; then
  phase "npm ci" - npm ci --no-audit --no-fund || { echo "npm ci failed: nothing can run." >&2; exit 1; }
fi

# --- 2. What needs nothing but Node -------------------------------------------------------------
background "Lint" - bash -c "npx eslint . --max-warnings=0 && npm run --silent format:check"
phase "Types (tsc --noEmit, strict)" - npm run typecheck --silent
collect "Lint"
built=0
phase "Building the web app" - npm run build --silent && built=1

# --- 3. A private PostgreSQL on a free port -------------------------------------------------
run_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$1"; else bash -c "$1"; fi; }
# Runs inside `phase` (a pipeline, so a subshell): PG_BIN, PG_DIR and PG_PORT are set before it.
start_postgres() {
  mkdir -p "$PG_DIR"
  [ "$(id -u)" = 0 ] && chown postgres "$PG_DIR" "$TMP"
  run_pg "$PG_BIN/initdb -D $PG_DIR -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null &&
    run_pg "$PG_BIN/pg_ctl -D $PG_DIR -o '-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off' -l $PG_DIR/log -w start" >/dev/null &&
    echo "PostgreSQL on 127.0.0.1:$PG_PORT"
}

# --- 4. The suites ---------------------------------------------------------------------------
# PGlite needs nothing of the system's packages: its phase runs while they are still being installed
# (a fresh machine's download, unpacking and Citus's compilation took 365 s, measured 2026-11-26,
# of which 200 s after the build, which the PGlite phase spent waiting).
phase "Unit and API tests on PGlite" "$RESULTS/vitest-pglite.json" \
  npx vitest run --reporter=default --reporter=json --outputFile="$RESULTS/vitest-pglite.json"

packages=1
if [ $system = 1 ]; then collect "System packages" || packages=0; fi

# Test files that reach no database, or whose assertions are decided apart from the SQL, prove the same on
# every engine: they run once, on PGlite above (the rule: docs/testing.md).
mapfile -t PGLITE_ONLY < <(node scripts/pglite-only-tests.mjs | sed 's/^/--exclude=/')

postgres=0
if [ $packages = 1 ]; then
  PG_BIN=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1)")
  PG_DIR="$TMP/pg"
  PG_PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  phase "Starting a private PostgreSQL" - start_postgres && postgres=1
else
  not_run "Starting a private PostgreSQL" "system packages missing"
fi
PG_ADMIN_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"

# The server's tests again on a coordinator and two workers: the test setup finds the workers
# through the coordinator and makes each test file's database on every node (test/citus-nodes.ts).
# After the PostgreSQL phase, not beside it: run in the background beside the PGlite phase (measured on
# a fresh clone, 2026-11-26), each took twice its time alone (543 s and 535 s against 206 s and 271 s).
# Four shards a table, not Citus's 32: the behaviour proved is the same from two shards a worker up
# (a kindergarten's request on one shard, the others' over all), and each query over all shards, each
# table made and each database copied costs by the shard (measured 2026-11-26, three of the slowest
# files on a busy machine: 140 s against 305 s).
start_citus() {
  mkdir -p "$CITUS_DIR"
  [ "$(id -u)" = 0 ] && chown postgres "$TMP"
  CITUS_SHARD_COUNT=4 scripts/citus-cluster.sh start "$CITUS_DIR" >"$TMP/citus-url" && echo "Citus coordinator on $(cat "$TMP/citus-url"), two workers"
}
# The cluster is started beside the PostgreSQL phase (three initdb and starts: 20 s, nearly all of it
# waiting, 2 CPU-seconds, measured at a load of 24 on 2 cores); its tests wait for that phase's end.
if citus_installed; then
  CITUS_DIR="$TMP/citus"
  background "Starting a private Citus cluster" - start_citus
fi
if [ $postgres = 1 ]; then
  # Only the server's tests open a database: the web's, the domain's and the scripts' ran once above,
  # and so did the server's PGlite-only files.
  DATABASE_URL=$PG_ADMIN_URL phase "API tests on PostgreSQL" "$RESULTS/vitest-postgres.json" \
    npx vitest run apps/server/ "${PGLITE_ONLY[@]}" --reporter=default --reporter=json --outputFile="$RESULTS/vitest-postgres.json"
else
  not_run "API tests on PostgreSQL" "no PostgreSQL"
fi

if ! citus_installed; then
  if [ $install_citus = 1 ]; then
    not_run "API tests on Citus" "Citus could not be installed (see System packages)"
  else
    not_run_optional "API tests on Citus" "Citus is not installed into the PostgreSQL"
  fi
else
  if collect "Starting a private Citus cluster"; then
    DATABASE_URL=$(cat "$TMP/citus-url") phase "API tests on Citus" "$RESULTS/vitest-citus.json" \
      npx vitest run apps/server/ "${PGLITE_ONLY[@]}" --reporter=default --reporter=json --outputFile="$RESULTS/vitest-citus.json"
  else
    not_run "API tests on Citus" "the cluster did not start"
  fi
  stop_citus
fi

# browser_tests NAME DB PORT: in the background, the browser tests against a server on that database.
# Both suites share one folder of the screens the accessibility check has taken (e2e/support/a11y.ts):
# the same web build and seed, so each screen is checked once in the run, by whichever suite gets there first.
mkdir -p "$TMP/a11y-checked"
browser_tests() {
  METER_ORPHANS=1 E2E_A11Y_SHARED_DIR="$TMP/a11y-checked" E2E_DB=$2 E2E_PORT=$3 E2E_DATA_DIR="$TMP/e2e-$2" E2E_OUTPUT_DIR="$ARTEFACTS/e2e-$2" E2E_SERVER_LOG="$ARTEFACTS/e2e-$2-server.log" \
    PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/e2e-$2.json" \
    background "$1" "$RESULTS/e2e-$2.json" npx playwright test -c e2e/playwright.config.ts --reporter=list,json
}
if [ $built = 0 ]; then
  not_run "Browser tests on PGlite" "the web app did not build"
  not_run "Browser tests on PostgreSQL" "the web app did not build"
elif [ $packages = 0 ]; then
  not_run "Browser tests on PGlite" "system packages missing"
  not_run "Browser tests on PostgreSQL" "system packages missing"
else
  # The two databases' browser suites run side by side: one browser and one server each, more than a
  # core's work each (measured 2026-11-27: 1.34 cores), so the two fill the machine's two cores.
  # Two free ports, taken at once so that they differ.
  read -r PORT_A PORT_B < <(node -e "const n=require('net');const a=n.createServer().listen(0,'127.0.0.1',()=>{const b=n.createServer().listen(0,'127.0.0.1',()=>{console.log(a.address().port,b.address().port);a.close();b.close()})})")
  log "Browser tests on PGlite and on PostgreSQL, side by side (each one's output follows when it ends)"
  browser_tests "Browser tests on PGlite" pglite "$PORT_A"
  e2e_postgres=0
  if [ $postgres = 1 ] && psql "$PG_ADMIN_URL" -qc 'create database kg_e2e' >/dev/null; then
    DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/kg_e2e" browser_tests "Browser tests on PostgreSQL" postgres "$PORT_B"
    e2e_postgres=1
  fi
  collect "Browser tests on PGlite"
  if [ $e2e_postgres = 1 ]; then collect "Browser tests on PostgreSQL"; else not_run "Browser tests on PostgreSQL" "no PostgreSQL"; fi
fi

# --- 5. The closing lines --------------------------------------------------------------------
stop_postgres
node scripts/summarise-results.mjs "$ARTEFACTS" "$SECONDS"
status=$?
if [ $status = 0 ]; then rm -rf "$ARTEFACTS"; rmdir test-results 2>/dev/null; fi
exit $status
