#!/usr/bin/env bash
# Start a throwaway PostgreSQL server for memlock's tests, bound to 127.0.0.1 only, and print its DSN.
#
#   export MEMLOCK_TEST_PG_DSN="$(bash scripts/start_postgres.sh)"
#
# Idempotent: a server already started by this script is reused. As root it installs PostgreSQL with
# apt-get when no server binaries are found and runs the server as the `postgres` user; as another
# user it needs the binaries installed and runs the server as that user. Only the DSN goes to stdout.
#
# Environment: MEMLOCK_PG_DIR (default /tmp/memlock-pg), MEMLOCK_PG_PORT (default 55432).
set -euo pipefail

DIR="${MEMLOCK_PG_DIR:-/tmp/memlock-pg}"
PORT="${MEMLOCK_PG_PORT:-55432}"
DB=memlock_test
ROLE=memlock
PASSWORD=memlock-test-only
DSN="postgresql://${ROLE}:${PASSWORD}@127.0.0.1:${PORT}/${DB}"

say() { printf '[start_postgres] %s\n' "$*" >&2; }

find_bin() {
  local d
  d="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$d" ] && [ -x "$d/pg_ctl" ]; then echo "$d"; return 0; fi
  if command -v pg_ctl >/dev/null 2>&1; then dirname "$(command -v pg_ctl)"; return 0; fi
  return 1
}

BIN="$(find_bin || true)"
if [ -z "$BIN" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    say "PostgreSQL server binaries not found and not root: install postgresql first"; exit 1
  fi
  say "installing postgresql with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  BIN="$(find_bin)" || { say "postgresql installed but pg_ctl not found"; exit 1; }
fi

if [ "$(id -u)" -eq 0 ]; then
  OWNER=postgres
  as_owner() { runuser -u postgres -- "$@"; }
else
  OWNER="$(id -un)"
  as_owner() { "$@"; }
fi

mkdir -p "$DIR"
exec 9>"$DIR.lock"
flock 9  # concurrent callers (CI and a test fixture) wait for one another
chown "$OWNER" "$DIR"
chmod 700 "$DIR"
DATA="$DIR/data"
SOCK="$DIR/sock"

if [ ! -s "$DATA/PG_VERSION" ]; then
  say "initialising a cluster in $DATA"
  as_owner mkdir -p "$SOCK"
  pwfile="$(as_owner mktemp "$DIR/pw.XXXXXX")"
  printf '%s\n' "$PASSWORD" | as_owner tee "$pwfile" >/dev/null
  as_owner "$BIN/initdb" -D "$DATA" -U postgres --pwfile="$pwfile" \
    --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C >&2
  rm -f "$pwfile"
fi

if ! as_owner "$BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
  say "starting the server on 127.0.0.1:$PORT"
  as_owner mkdir -p "$SOCK"
  as_owner "$BIN/pg_ctl" -D "$DATA" -l "$DIR/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $SOCK -c max_connections=200" start >&2 9>&-  # the server must not inherit the lock
fi

psql_admin() { as_owner "$BIN/psql" -h "$SOCK" -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qtA "$@"; }
if [ "$(psql_admin -c "SELECT 1 FROM pg_roles WHERE rolname = '$ROLE'")" != "1" ]; then
  psql_admin -c "CREATE ROLE $ROLE LOGIN PASSWORD '$PASSWORD'" >&2
fi
if [ "$(psql_admin -c "SELECT 1 FROM pg_database WHERE datname = '$DB'")" != "1" ]; then
  psql_admin -c "CREATE DATABASE $DB OWNER $ROLE" >&2
fi

printf '%s\n' "$DSN" > "$DIR/dsn"
say "ready: $DSN"
printf '%s\n' "$DSN"
