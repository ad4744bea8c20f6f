#!/usr/bin/env bash
# A private three-node Citus cluster (a coordinator and two workers) for the tests, on free ports.
#   citus-cluster.sh start DIR   initdb and start the nodes in DIR/{coordinator,worker1,worker2},
#                                create the extension and add the workers; prints the coordinator's URL
#   citus-cluster.sh stop DIR    stops whatever of them runs (immediate: the data is thrown away)
# CITUS_PORTS="p1 p2 p3" takes those ports instead of free ones (a benchmark given a port range).
# CITUS_SHARD_COUNT=n makes each distributed table of n shards instead of Citus's default 32.
# Needs a PostgreSQL with Citus installed (citus.so in its lib/); as root the nodes run as postgres.
set -euo pipefail
command=${1:-}
DIR=${2:-}
[ -n "$command" ] && [ -n "$DIR" ] || { echo "usage: $0 start|stop DIR" >&2; exit 2; }
NODES=(coordinator worker1 worker2)

run_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$1"; else bash -c "$1"; fi; }

# The newest PostgreSQL that has Citus.
PG_BIN=""
for lib in $(ls -d /usr/lib/postgresql/*/lib 2>/dev/null | sort -V); do
  [ -f "$lib/citus.so" ] && PG_BIN=$(dirname "$lib")/bin
done

stop() {
  for node in "${NODES[@]}"; do
    if [ -f "$DIR/$node/postmaster.pid" ]; then
      run_pg "$PG_BIN/pg_ctl -D $DIR/$node -m immediate stop" >/dev/null 2>&1 || true
    fi
  done
}

start() {
  [ -n "$PG_BIN" ] || { echo "no PostgreSQL with Citus (citus.so) under /usr/lib/postgresql" >&2; exit 1; }
  mkdir -p "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres "$DIR"
  # Three ports nobody listens on, taken at once so that they differ (or those given).
  if [ -n "${CITUS_PORTS:-}" ]; then read -r -a ports <<<"$CITUS_PORTS"; else read -r -a ports < <(node -e "const n=require('net');const s=[0,1,2].map(()=>n.createServer());let k=0;for(const x of s)x.listen(0,'127.0.0.1',()=>{if(++k===3){console.log(s.map(y=>y.address().port).join(' '));s.forEach(y=>y.close())}})"); fi
  local i node pids=()
  # initdb of the three side by side (each is mostly waiting on its own bootstrap).
  for node in "${NODES[@]}"; do
    run_pg "$PG_BIN/initdb -D $DIR/$node -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync" >"$DIR/$node.initdb.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do wait "${pids[$i]}" || { cat "$DIR/${NODES[$i]}.initdb.log" >&2; exit 1; }; done
  # Shard moves that do not block writes (a kindergarten moved while its machines send) replicate
  # logically, through Citus's own output plugin, which PostgreSQL minors from 15.20 allow by name.
  local logical="-c wal_level=logical -c max_wal_senders=20 -c max_replication_slots=20"
  # (grep without -q: quitting early would fail postgres with SIGPIPE, and the pipeline with it)
  if run_pg "$PG_BIN/postgres --describe-config" 2>/dev/null | grep '^output_plugin_libraries' >/dev/null; then
    logical="$logical -c output_plugin_libraries=pgoutput,test_decoding,citus"
  fi
  for i in "${!NODES[@]}"; do
    node=${NODES[$i]}
    # Every test file's server holds a pool on the coordinator, which opens its own to the workers;
    # Citus runs a maintenance daemon (a background worker) in each database it is used in.
    run_pg "$PG_BIN/pg_ctl -D $DIR/$node -l $DIR/$node/log -w start -o '-p ${ports[$i]} -k $DIR/$node -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c shared_preload_libraries=citus -c max_connections=300 -c max_worker_processes=64 -c citus.shard_count=${CITUS_SHARD_COUNT:-32} $logical'" >/dev/null
  done
  for i in "${!NODES[@]}"; do
    psql "postgres://postgres@127.0.0.1:${ports[$i]}/postgres" -qX -v ON_ERROR_STOP=1 -c 'create extension citus' >/dev/null
  done
  psql "postgres://postgres@127.0.0.1:${ports[0]}/postgres" -qX -v ON_ERROR_STOP=1 >/dev/null <<SQL
select citus_set_coordinator_host('127.0.0.1', ${ports[0]});
select citus_add_node('127.0.0.1', ${ports[1]});
select citus_add_node('127.0.0.1', ${ports[2]});
SQL
  echo "postgres://postgres@127.0.0.1:${ports[0]}/postgres"
}

case $command in
  start) start || { stop; exit 1; } ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop DIR" >&2; exit 2 ;;
esac
