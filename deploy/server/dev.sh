#!/usr/bin/env bash
# `npm run dev:server`: the production server over a fresh build, with the mock backend's HTTP
# server as its API, on http://127.0.0.1:${PORT:-3000}/ (the mock on ${MOCK_PORT:-9090}).
# Rendering on the server in development: rebuild by running it again. `npm start` stays the
# in-browser mock's dev server, with the QA overrides.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"
mock_port="${MOCK_PORT:-9090}"
vite build --outDir dist-ssr --emptyOutDir --logLevel warn
vite build --ssr deploy/server/main.ts --outDir dist-ssr-server --emptyOutDir --logLevel warn
MOCK_PORT="$mock_port" tsx mocks/http-server.ts &
mock=$!
trap 'kill "$mock" 2>/dev/null || true' EXIT
until curl -s -o /dev/null "http://127.0.0.1:$mock_port/api/parametros/instituicao"; do
  kill -0 "$mock" 2>/dev/null || exit 1
  sleep 1
done
NODE_ENV=production CLIENT_DIR=dist-ssr API_URL="http://127.0.0.1:$mock_port/api" \
  HOST="${HOST:-127.0.0.1}" PORT="${PORT:-3000}" node dist-ssr-server/main.js
