#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster from the machine's binaries on a free port, in a temp dir.
# Source it: it exports TEST_DATABASE_URL and PG_THROWAWAY_STOP (a command that stops and removes it).
set -euo pipefail

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ]; then
  echo "PostgreSQL binaries not found: installing Debian's postgresql" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

pg_dir=$(mktemp -d /tmp/toulky-pg.XXXXXX)
pg_port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_pg=()
if [ "$(id -u)" = 0 ]; then
  # initdb refuses to run as root: the cluster belongs to the postgres user.
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$pg_dir"
  as_pg=(runuser -u postgres --)
fi
"${as_pg[@]}" "$pg_bin/initdb" -D "$pg_dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$pg_dir/initdb.log"
"${as_pg[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w \
  -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
export PG_THROWAWAY_STOP="${as_pg[*]} $pg_bin/pg_ctl -D $pg_dir/data -m fast -w stop >/dev/null; rm -rf $pg_dir"
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') running for the tests at $TEST_DATABASE_URL" >&2
