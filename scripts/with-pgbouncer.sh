#!/usr/bin/env bash
# Runs a command with PgBouncer (Debian's package) in transaction pooling
# mode in front of the PostgreSQL server at 127.0.0.1:5432, every database
# passed through; PGBOUNCER_URL in the command's environment names it.
#   scripts/with-pgbouncer.sh npx vitest run --project server …
set -euo pipefail
PGBOUNCER=/usr/sbin/pgbouncer
if [ ! -x "$PGBOUNCER" ]; then
  apt-get install -y -q pgbouncer >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q pgbouncer >/dev/null; }
fi
dir=$(mktemp -d)
chmod 755 "$dir"
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
cat > "$dir/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=5432
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = trust
auth_file = $dir/userlist.txt
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
ignore_startup_parameters = extra_float_digits,options
pidfile = $dir/pgbouncer.pid
logfile = $dir/pgbouncer.log
INI
echo '"postgres" ""' > "$dir/userlist.txt"
chmod 644 "$dir"/*
# PgBouncer refuses to run as root: it drops to nobody (-u), whose folder this becomes.
user_flag=()
if [ "$(id -u)" = 0 ]; then
  user_flag=(-u nobody)
  chown -R nobody "$dir"
fi
"$PGBOUNCER" -d "${user_flag[@]}" "$dir/pgbouncer.ini"
cleanup() { [ -f "$dir/pgbouncer.pid" ] && kill "$(cat "$dir/pgbouncer.pid")" 2>/dev/null || true; rm -rf "$dir"; }
trap cleanup EXIT
ready=
for _ in $(seq 1 50); do
  if node scripts/postgres-available.mjs "postgres://postgres@127.0.0.1:$port/test"; then ready=1; break; fi
  sleep 0.2
done
if [ -z "$ready" ]; then
  echo "PgBouncer did not answer on 127.0.0.1:$port:" >&2
  cat "$dir/pgbouncer.log" >&2
  exit 1
fi
echo "PgBouncer $("$PGBOUNCER" --version | head -1 | awk '{print $2}') (transaction pooling) at 127.0.0.1:$port"
PGBOUNCER_URL="postgres://postgres@127.0.0.1:$port/test" "$@"
