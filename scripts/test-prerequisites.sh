#!/usr/bin/env bash
# What `npm test` needs beyond `npm install`, got by `npm test` itself (scripts/run-tests.ts) and so by CI
# (.ci/run calls `npm test`), so CI walks exactly the newcomer's path (issue #23 "npm test on a fresh machine"):
#
# - Chromium for the e2e journeys: CHROMIUM_PATH when set (it must be there); else Debian's headless shell
#   (/usr/lib/chromium/chromium-headless-shell, package `chromium-headless-shell`: what Playwright runs headless,
#   about a third less CPU per page than the full browser; tests/e2e/chromium.ts), installed if we are root and
#   have apt-get; else, where we may not install, the full browser at /usr/bin/chromium (slower) when present.
# - PostgreSQL for the `postgres` Vitest project and the PostgreSQL journey: TEST_DATABASE_URL, or a server on
#   127.0.0.1:5432 (user postgres, trust auth on loopback). When neither, and we are root with apt-get (or the
#   server is already installed), installs Debian's `postgresql` if needed and starts a throwaway cluster.
#
# Otherwise it stops at once with one line naming the missing piece and the command that provides it (exit 1).
#
# For trying the "missing" branches without breaking this machine:
#   CHROMIUM_PATH=/nonexistent          a Chromium that is not there
#   TEST_PREREQS_NO_INSTALL=1           behave as if not root / no apt-get: never install or start anything
#   TEST_PREREQS_PG_PORT=<port>         probe this port instead of 5432 (an unused one plays "nothing answers")
set -euo pipefail

HEADLESS_SHELL=/usr/lib/chromium/chromium-headless-shell
PG_PORT="${TEST_PREREQS_PG_PORT:-5432}"

may_install() {
  [ "${TEST_PREREQS_NO_INSTALL:-}" != "1" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1
}

missing() {
  echo "npm test: $1" >&2
  exit 1
}

apt_updated=""
apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  if [ -z "$apt_updated" ]; then
    apt-get update -q >/dev/null
    apt_updated=1
  fi
  apt-get install -y -q --no-install-recommends "$@" >/dev/null
}

# --- Chromium ---------------------------------------------------------------------------------------------
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || missing "Chromium is missing: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable; point it at one, or unset it and run 'sudo apt-get install chromium-headless-shell'."
elif [ ! -x "$HEADLESS_SHELL" ]; then
  if may_install; then
    echo "npm test: installing Chromium's headless shell from Debian…"
    apt_install chromium-headless-shell
    [ -x "$HEADLESS_SHELL" ] || missing "Chromium's headless shell is still missing at $HEADLESS_SHELL after 'apt-get install chromium-headless-shell'."
  elif [ -x /usr/bin/chromium ]; then
    echo "npm test: the journeys use /usr/bin/chromium; 'sudo apt-get install chromium-headless-shell' makes them about a third cheaper." >&2
  else
    missing "Chromium is missing: install it with 'sudo apt-get install chromium-headless-shell' (or set CHROMIUM_PATH)."
  fi
fi

# --- PostgreSQL -------------------------------------------------------------------------------------------
pg_answers() { (exec 3<>"/dev/tcp/127.0.0.1/$PG_PORT") 2>/dev/null; }
if [ -z "${TEST_DATABASE_URL:-}" ] && ! pg_answers; then
  installed() { ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; }
  how="set TEST_DATABASE_URL=postgres://user@host:port/db, or start one with 'sudo apt-get install postgresql && sudo pg_ctlcluster <version> main start' (trust auth for postgres on 127.0.0.1)"
  may_install || missing "PostgreSQL: nothing answers on 127.0.0.1:$PG_PORT; $how."
  echo "npm test: no PostgreSQL on 127.0.0.1:$PG_PORT, starting a throwaway cluster…"
  installed || apt_install postgresql
  PG_VERSION="$(ls /usr/lib/postgresql | sort -V | tail -1)"
  if ! pg_lsclusters -h 2>/dev/null | grep -q "^${PG_VERSION} main"; then
    pg_createcluster "$PG_VERSION" main >/dev/null
  fi
  HBA="/etc/postgresql/${PG_VERSION}/main/pg_hba.conf"
  if ! grep -q "^host all all 127.0.0.1/32 trust" "$HBA"; then
    sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$HBA"
  fi
  sed -i "s/^#\?listen_addresses.*/listen_addresses = 'localhost'/; s/^#\?port = .*/port = $PG_PORT/" "/etc/postgresql/${PG_VERSION}/main/postgresql.conf"
  pg_ctlcluster "$PG_VERSION" main restart >/dev/null 2>&1 || pg_ctlcluster "$PG_VERSION" main start
  for _ in $(seq 1 30); do pg_answers && break; sleep 1; done
  pg_answers || missing "PostgreSQL: the cluster started by this script does not answer on 127.0.0.1:$PG_PORT (see 'pg_lsclusters'); $how."
fi
