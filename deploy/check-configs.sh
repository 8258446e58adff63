#!/usr/bin/env bash
# The generated deploy configs work as shipped (issue #37): Debian's nginx (`nginx -t`) and
# Caddy (`caddy validate`) accept them, and a smoke test serves the build through each on
# 127.0.0.1 with curl: the security headers on a page, a deep link answered by app.html, the
# cache rules, /api proxied to the mock server, the build's bookkeeping (/_deploy/) refused.
#
# Usage: bash deploy/check-configs.sh [dist]   (after `vite build`; CI runs it in `npm test`)
# Installs nginx and caddy with apt-get when missing (Debian 12: nginx 1.22, Caddy 2.6).
set -euo pipefail
cd "$(dirname "$0")/.."
dist="$(realpath "${1:-dist}")"
[ -f "$dist/_deploy/nginx.conf" ] || { echo "no $dist/_deploy/nginx.conf: build first" >&2; exit 1; }

if ! command -v nginx > /dev/null || ! command -v caddy > /dev/null; then
  echo "installing Debian's nginx and caddy for the deploy config check"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq nginx caddy > /dev/null
fi

work="$(mktemp -d)"
pids=()
cleanup() {
  # Each helper runs in a session of its own: the group goes, npx's children included.
  for pid in "${pids[@]}"; do kill -- "-$pid" 2> /dev/null || true; done
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2> /dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
failures=0
pass() { echo "  ok   $*"; }
fail() { echo "  FAIL $*"; failures=$((failures + 1)); }

# The mock backend stands in for the library server behind /api.
mock_port="$(free_port)"
MOCK_PORT="$mock_port" setsid npx tsx mocks/http-server.ts > "$work/mock.log" 2>&1 &
pids+=($!)

# A throwaway certificate: the shipped config names the institution's.
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 \
  -keyout "$work/key.pem" -out "$work/cert.pem" 2> /dev/null

nginx_main() { # $1: the site file to include
  cat << EOF
worker_processes 1;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events {}
http {
    include /etc/nginx/mime.types;
    access_log off;
    client_body_temp_path $work/client;
    proxy_temp_path $work/proxy;
    include $1;
}
EOF
}

# 1. nginx -t on the file as shipped, with only the certificate paths pointed at ours.
sed -e "s|/etc/ssl/catalogue/fullchain.pem|$work/cert.pem|" \
  -e "s|/etc/ssl/catalogue/privkey.pem|$work/key.pem|" \
  "$dist/_deploy/nginx.conf" > "$work/nginx-shipped.conf"
nginx_main "$work/nginx-shipped.conf" > "$work/nginx-t.conf"
echo "nginx -t ($(nginx -v 2>&1 | sed 's|.*/||')) on _deploy/nginx.conf:"
nginx -t -c "$work/nginx-t.conf" 2>&1 | sed 's/^/  /'

# 2. caddy validate on the Caddyfile as shipped.
export XDG_DATA_HOME="$work/caddy-data" XDG_CONFIG_HOME="$work/caddy-config"
echo "caddy validate ($(caddy version | cut -d' ' -f1)) on _deploy/Caddyfile:"
caddy validate --adapter caddyfile --config "$dist/_deploy/Caddyfile" 2>&1 \
  | grep -v '^{"level":"info"' | sed 's/^/  /'

# Wait for the mock (it builds its search indexes before listening).
start=$SECONDS
for _ in $(seq 1 300); do
  curl -s -o /dev/null "http://127.0.0.1:$mock_port/api/imagem-padrao" && break
  sleep 0.2
done

echo "mock server up after $((SECONDS - start)) s"

# The smoke-test variants: loopback ports, the build as root, the /api line enabled as its
# comment says, pointed at the mock.
https_port="$(free_port)"
http_port="$(free_port)"
sed -e "s|listen 80;|listen 127.0.0.1:$http_port;|" \
  -e "s|listen 443 ssl http2;|listen 127.0.0.1:$https_port ssl http2;|" \
  -e '/listen \[::\]/d' \
  -e "s|root /var/www/catalogue;|root $dist;|" \
  -e "s|# location /api/ { proxy_pass [^;]*;|location /api/ { proxy_pass http://127.0.0.1:$mock_port/api/;|" \
  "$work/nginx-shipped.conf" > "$work/nginx-site.conf"
nginx_main "$work/nginx-site.conf" > "$work/nginx.conf"
nginx -c "$work/nginx.conf"

caddy_port="$(free_port)"
{
  printf '{\n\tadmin off\n}\n'
  sed -e "s|^catalogue.example.org {|http://127.0.0.1:$caddy_port {|" \
    -e "s|root \* /var/www/catalogue|root * $dist|" \
    -e 's|^\t# handle /api/\* {|\thandle /api/* {|' \
    -e "s|^\t# \treverse_proxy .*|\t\treverse_proxy 127.0.0.1:$mock_port|" \
    -e 's|^\t# }$|\t}|' \
    "$dist/_deploy/Caddyfile"
} > "$work/Caddyfile"
setsid caddy run --adapter caddyfile --config "$work/Caddyfile" > "$work/caddy.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 50); do
  curl -s -o /dev/null "http://127.0.0.1:$caddy_port/" && break
  sleep 0.2
done

# Globs, not `ls | grep -m1`: grep leaving early makes ls die of SIGPIPE, which pipefail turns
# into this script's exit (141, seen once in a clean-clone run).
scripts=("$dist"/assets/*.js)
asset="/assets/${scripts[0]##*/}"
workers=("$dist"/workbox-*.js)
app_html="$(sha256sum < "$dist/app.html")"

# $1 name, $2 base address
smoke() {
  local name="$1" base="$2" headers body status
  echo "smoke test, $name ($base):"
  for path in / /login /acervo/7 /cesta/; do
    headers="$(curl -ks -D - -o /dev/null "$base$path")"
    status="$(head -1 <<< "$headers" | cut -d' ' -f2)"
    if [ "$status" = 200 ] &&
      grep -qi "^content-security-policy:.*frame-ancestors 'none'" <<< "$headers" &&
      grep -qi '^strict-transport-security: max-age=' <<< "$headers" &&
      grep -qi '^x-content-type-options: nosniff' <<< "$headers" &&
      grep -qi '^cache-control: no-cache' <<< "$headers"; then
      pass "$path 200 with CSP (frame-ancestors 'none'), HSTS, nosniff, Cache-Control: no-cache"
    else
      fail "$path: status $status, headers:"$'\n'"$headers"
    fi
  done
  body="$(curl -ks "$base/acervo/7" | sha256sum)"
  [ "$body" = "$app_html" ] && pass "deep link /acervo/7 answers app.html" ||
    fail "deep link /acervo/7 is not app.html"
  headers="$(curl -ks -D - -o /dev/null "$base$asset")"
  grep -qi '^cache-control: public, max-age=31536000, immutable' <<< "$headers" &&
    pass "$asset cached a year, immutable" || fail "$asset:"$'\n'"$headers"
  # Without a client token the mock answers 401 in the contract's error shape: JSON from the
  # mock, not app.html, is what shows the proxy is in front of the fallback.
  headers="$(curl -ks -D - -o "$work/api.json" "$base/api/imagem-padrao")"
  status="$(head -1 <<< "$headers" | cut -d' ' -f2)"
  if [[ "$status" =~ ^(200|401)$ ]] && grep -qi '^content-type: application/json' <<< "$headers" &&
    node -e "JSON.parse(require('fs').readFileSync('$work/api.json','utf8'))"; then
    pass "/api/imagem-padrao proxied to the mock server ($status, JSON)"
  else
    fail "/api/imagem-padrao:"$'\n'"$headers"
  fi
  # The service worker's files keep their names across versions: revalidated on every check,
  # never immutable, or a new version would not reach the browser (issue 34).
  for path in /sw.js "/${workers[0]##*/}" /manifest.webmanifest; do
    headers="$(curl -ks -D - -o /dev/null "$base$path")"
    status="$(head -1 <<< "$headers" | cut -d' ' -f2)"
    if [ "$status" = 200 ] && grep -qi '^cache-control: no-cache' <<< "$headers" &&
      ! grep -qi '^cache-control:.*immutable' <<< "$headers"; then
      pass "$path 200 with Cache-Control: no-cache"
    else
      fail "$path:"$'\n'"$headers"
    fi
  done
  headers="$(curl -ks -D - -o /dev/null "$base/manifest.webmanifest")"
  grep -qi '^content-type: application/manifest+json' <<< "$headers" &&
    pass "/manifest.webmanifest served as application/manifest+json" ||
    fail "/manifest.webmanifest type:"$'\n'"$headers"
  for path in /_deploy/nginx.conf /_deploy/Caddyfile /_headers /.vite/manifest.json; do
    status="$(curl -ks -o /dev/null -w '%{http_code}' "$base$path")"
    [ "$status" = 404 ] && pass "$path refused (404)" || fail "$path answered $status"
  done
}

smoke nginx "https://127.0.0.1:$https_port"
location="$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "http://127.0.0.1:$http_port/acervo/7")"
[[ "$location" == "301 https://127.0.0.1/acervo/7" ]] && pass "plain HTTP redirects to HTTPS" ||
  fail "plain HTTP answered $location"
smoke caddy "http://127.0.0.1:$caddy_port"

if [ "$failures" -gt 0 ]; then
  echo "deploy configs: $failures check(s) failed"
  exit 1
fi
echo "deploy configs: nginx -t and caddy validate pass, smoke tests green"
