#!/usr/bin/env bash
# `npm run dev:server`: the production server (main.ts) over a fresh framework-mode build, with
# the mock backend's HTTP server as its API, on http://127.0.0.1:${PORT:-3000}/ (the mock on
# ${MOCK_PORT:-9090}). Rendering on the server in development: rebuild by running it again.
# `npm start` stays the in-browser mock's dev server, with the QA overrides.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"
mock_port="${MOCK_PORT:-9090}"
react-router build --config vite.framework.config.ts --logLevel warn
MOCK_PORT="$mock_port" tsx mocks/http-server.ts &
mock=$!
trap 'kill "$mock" 2>/dev/null || true' EXIT
until curl -s -o /dev/null "http://127.0.0.1:$mock_port/api/parametros/instituicao"; do
  kill -0 "$mock" 2>/dev/null || exit 1
  sleep 1
done
NODE_ENV=production API_URL="http://127.0.0.1:$mock_port/api" \
  HOST="${HOST:-127.0.0.1}" PORT="${PORT:-3000}" node deploy/framework-server/main.ts
