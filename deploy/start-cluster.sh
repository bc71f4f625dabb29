#!/usr/bin/env bash
# Starts N shop processes on one PostgreSQL behind HAProxy, on this machine, for trying it:
#   DATABASE_URL=postgres://user@127.0.0.1:5432/shop deploy/start-cluster.sh [N]
# The shop answers on SHOP_LB_BIND (default 127.0.0.1:8080), HAProxy's status page on
# SHOP_LB_STATS (127.0.0.1:8404), the processes on FIRST_SHOP_PORT (3001), 3002, ...
# Ctrl-C (or SIGTERM) stops HAProxy and sends every process SIGTERM (each drains and exits).
# Logs: data/cluster/shop-<i>.log (JSON lines) and HAProxy's on this terminal.
set -euo pipefail
cd "$(dirname "$0")/.."

count="${1:-${SHOP_PROCESSES:-2}}"
[[ "$count" =~ ^[1-9][0-9]?$ ]] || { echo "usage: DATABASE_URL=postgres://... $0 [processes, 1-99]" >&2; exit 2; }
case "${DATABASE_URL:-}" in
  postgres://*|postgresql://*) ;;
  *) echo "Several processes need PostgreSQL (DATABASE_URL=postgres://...); the SQLite default is one process: npm start." >&2; exit 2 ;;
esac
command -v haproxy >/dev/null || { echo "HAProxy is missing: apt-get install haproxy" >&2; exit 2; }

export SHOP_LB_BIND="${SHOP_LB_BIND:-127.0.0.1:8080}"
export SHOP_LB_STATS="${SHOP_LB_STATS:-127.0.0.1:8404}"
export SHOP_LB_LOG="${SHOP_LB_LOG:-stdout}"
first_port="${FIRST_SHOP_PORT:-3001}"
run_dir="${CLUSTER_DIR:-data/cluster}"
mkdir -p "$run_dir"

# Every process is told the public address (links in mails) and trusts only HAProxy's X-Forwarded-For.
export PUBLIC_URL="${PUBLIC_URL:-http://${SHOP_LB_BIND/#:/localhost:}}"
export TRUST_PROXY="${TRUST_PROXY:-127.0.0.1}"
export NODE_ENV=production

pids=()
stop_all() {
  trap - INT TERM EXIT
  [[ -n "${haproxy_pid:-}" ]] && kill "$haproxy_pid" 2>/dev/null || true
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait || true
}
trap stop_all INT TERM EXIT

start_one() {
  local i="$1" port=$((first_port + $1 - 1))
  PORT="$port" HOST=127.0.0.1 node --import tsx composition/server/start.ts >>"$run_dir/shop-$i.log" 2>&1 &
  pids+=("$!")
  echo "shop process $i: pid $! on 127.0.0.1:$port (log $run_dir/shop-$i.log)"
}

wait_ready() {
  local port=$((first_port + $1 - 1))
  for _ in $(seq 1 600); do
    curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  echo "shop process $1 did not become ready; see $run_dir/shop-$1.log" >&2
  return 1
}

# The first process builds the bundles if needed, migrates and seeds an empty database alone;
# the others start once it is ready, so they never race on any of that.
start_one 1
wait_ready 1
for i in $(seq 2 "$count"); do start_one "$i"; done
for i in $(seq 2 "$count"); do wait_ready "$i"; done

config="$run_dir/haproxy.cfg"
servers=""
for i in $(seq 1 "$count"); do servers+="    server shop$i 127.0.0.1:$((first_port + i - 1))"$'\n'; done
awk -v servers="$servers" '/^ *# SHOP SERVERS$/ { printf "%s", servers; next } { print }' deploy/haproxy.cfg >"$config"
haproxy -c -q -f "$config"
echo "HAProxy on $SHOP_LB_BIND balancing $count processes (status page http://$SHOP_LB_STATS/)"
haproxy -db -f "$config" &
haproxy_pid=$!
wait "$haproxy_pid"
