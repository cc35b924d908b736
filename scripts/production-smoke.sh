#!/usr/bin/env bash
# The README's production sequence, checked end to end in a throw-away copy of this checkout:
#   npm ci && npm run build && npm prune --omit=dev && NODE_ENV=production npm start
# with the copy's source tree read-only, DATA_DIR outside it, and a fresh database on the local PostgreSQL
# (SMOKE_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432), created here and dropped at the end.
# Passes when /api/health answers {"status":"ok",…}.
set -euo pipefail
source_dir=$(cd "$(dirname "$0")/.." && pwd)
pg_url=${SMOKE_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432}
work=$(mktemp -d)
app="$work/app"
db="smarty_smoke_$$"
server=""
started=$SECONDS

cleanup() {
  if [ -n "$server" ]; then kill -- "-$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  psql "$pg_url/postgres" -qc "DROP DATABASE IF EXISTS $db" >/dev/null 2>&1 || true
  chmod -R u+w "$work" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

step() { echo "[production smoke $((SECONDS - started))s] $*"; }

step "copying the checkout to $app"
mkdir -p "$app"
tar -C "$source_dir" --exclude=./node_modules --exclude=./dist --exclude=./.data --exclude=./.git \
  --exclude=./e2e/artifacts -cf - . | tar -C "$app" -xf -

cd "$app"
step "npm ci"
npm ci --no-audit --no-fund --prefer-offline --loglevel=error
step "npm run build"
npm run build --silent
step "npm prune --omit=dev"
npm prune --omit=dev --no-audit --no-fund --loglevel=error
# npm keeps some dev packages that a dependency names as an optional peer (better-auth: drizzle-kit, vitest, and
# with them vite, tsx, esbuild): remove every devDependency, so the server proves it starts without any.
node -e "for (const name of Object.keys(require('./package.json').devDependencies)) console.log(name)" |
  while read -r name; do rm -rf "node_modules/$name"; done
# The pruned tree still runs npm scripts on Node 24 (the `node` package is an optional dependency, ADR 017).
npm run --silent check:node
chmod -R a-w "$app"

psql "$pg_url/postgres" -qc "CREATE DATABASE $db" >/dev/null
port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
step "NODE_ENV=production npm start on port $port (PostgreSQL database $db)"
NODE_ENV=production PORT="$port" HOST=127.0.0.1 BASE_URL="http://127.0.0.1:$port" DATA_DIR="$work/data" \
  DATABASE_URL="$pg_url/$db" BETTER_AUTH_SECRET="$(node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))")" \
  LOG_LEVEL=warn setsid npm start >"$work/server.log" 2>&1 &
server=$!

health=""
for _ in $(seq 1 120); do
  if ! kill -0 "$server" 2>/dev/null; then break; fi
  health=$(curl -fsS "http://127.0.0.1:$port/api/health" 2>/dev/null || true)
  [ -n "$health" ] && break
  sleep 0.5
done
if [[ "$health" != '{"status":"ok"'* ]]; then
  echo "The production server did not answer /api/health with status ok (got: ${health:-nothing}). Its log:" >&2
  cat "$work/server.log" >&2
  exit 1
fi
step "healthy: $health"
