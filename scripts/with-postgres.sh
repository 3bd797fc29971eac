#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster
# (Debian's postgresql package, installed when missing; needs root for that).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
# Below Linux's ephemeral range (32768-60999): a client socket of another test (or its
# TIME_WAIT) can hold a port in that range, and the server (also on restart) could not bind it.
PORT=${PG_TEST_PORT:-25432}
DIR=$(mktemp -d /tmp/fooddir-pg.XXXXXX)
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  chown postgres:postgres "$DIR"
  RUN_AS=(runuser -u postgres --)
fi
cleanup() { "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT
"${RUN_AS[@]}" "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust >/dev/null
# A port that is taken (another cluster of this script, say) moves on to the next one.
for attempt in 1 2 3 4 5; do
  if "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" -l "$DIR/log" -w start >/dev/null; then
    break
  fi
  if [ "$attempt" = 5 ] || [ -n "${PG_TEST_PORT:-}" ]; then
    tail -5 "$DIR/log" >&2
    exit 1
  fi
  PORT=$((PORT + 1))
done
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
# Lets fault tests restart the server (pg_ctl keeps the start options in postmaster.opts).
export TEST_PG_RESTART="${RUN_AS[*]} $BIN/pg_ctl -D $DIR/data -l $DIR/log -m fast -w restart"
"$@"
