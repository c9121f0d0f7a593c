#!/bin/sh
# Writes the app's server block from its template with one upstream server per API replica named
# in API_SERVERS, runs nginx in the foreground, and keeps nginx in step with the replicas' readiness
# (and, for replicas reached over the network, their addresses). A replica is either
#   unix:/sockets/api-1.sock  the API's socket on a volume shared with it (API_SOCKET; compose.yml):
#                             the same path after a restart, so nginx is never reloaded for it;
#   api-1:3000                a name and port, resolved when nginx (re)loads.
set -eu
replicas=${API_SERVERS:-api:3000}
count=$(echo $replicas | wc -w)
template=/etc/nginx/clube/app.conf.template
conf=/etc/nginx/conf.d/default.conf
upstream=$(sed -n 's/^upstream \([a-z_]*\) {$/\1/p' "$template")
# A file down-<n> here takes replica n (1-based, in API_SERVERS' order) out: nginx checks it on
# each request (`if (-f …)`, ${API_ROUTE} in the template), so this needs no reload.
marks=/run/clube-api

# The server lines of every replica but number $1 (0: all of them).
# max_fails=0: a replica is never marked down for a while after a failure; each request tries
# the next one when its connect is refused or times out (2 s). Marking one down after a failure
# let a single hiccup of the other replica leave none "live" (502 for everyone) in a restart.
servers() {
  n=0
  lines=""
  for server in $replicas; do
    n=$((n + 1))
    [ "$n" = "$1" ] || lines="${lines}server ${server} max_fails=0; "
  done
  echo "$lines"
}

# The template's upstream with every replica, and for each replica the same upstream without it.
route=""
[ "$count" -lt 2 ] || for n in $(seq 1 "$count"); do
  route="${route}if (-f ${marks}/down-${n}) { set \$api_upstream ${upstream}_without_${n}; } "
done
sed -e "s|\${API_SERVERS}|$(servers 0)|" -e "s|\${API_ROUTE}|${route}|" "$template" >"$conf"
[ "$count" -lt 2 ] || for n in $(seq 1 "$count"); do
  sed -n "/^upstream ${upstream} {\$/,/^}/p" "$template" | sed \
    -e "s|^upstream ${upstream} {|upstream ${upstream}_without_${n} {|" \
    -e "s|\${API_SERVERS}|$(servers "$n")|" >>"$conf"
done
mkdir -p "$marks"
rm -f "$marks"/down-*

# nginx resolves upstream names only when it (re)loads, and a restarted replica may come back
# on another address. A socket's path is its address.
addresses() {
  for server in $replicas; do
    case "$server" in
      unix:*) echo "$server" ;;
      *) getent hosts "${server%:*}" | awk '{ print $1; exit }' ;;
    esac
  done | tr '\n' ' '
}

# GET /api/health/ready of one replica (2 s at most): exit 0 when it is ready.
ready() {
  case "$1" in
    unix:*) set -- --unix-socket "${1#unix:}" http://api ;;
    *) set -- "http://$1" ;;
  esac
  curl -fsS -o /dev/null --connect-timeout 1 --max-time 2 "$@/api/health/ready" 2>/dev/null
}

# Every API_CHECK_SECONDS (1):
# - when an address changed and every name resolves, nginx is reloaded (gracefully: requests
#   under way finish, but the old workers close their idle client connections, and a client that
#   sends on one just then gets a reset: why compose.yml has the replicas on sockets);
# - each replica is asked whether it is ready (GET /api/health/ready, 2 s at most). When exactly
#   one is not (draining after SIGTERM, starting, or cut off from the database) and another is,
#   it is taken out until it is ready again. A draining replica answers 503 at once and keeps
#   serving for the API's DRAIN_DELAY_MS (5 s), so nothing is sent to it by the time it stops
#   accepting: a POST under way on a connection it closes is one nginx may not resend.
(
  last=$(addresses)
  out=0
  while sleep "${API_CHECK_SECONDS:-1}"; do
    now=$(addresses)
    if [ "$(echo $now | wc -w)" -eq "$count" ] && [ "$now" != "$last" ]; then
      if nginx -s reload; then
        last=$now
        echo "start-nginx: an API replica's address changed: nginx reloaded" >&2
      fi
    fi
    [ "$count" -ge 2 ] || continue
    not_ready=""
    n=0
    for server in $replicas; do
      n=$((n + 1))
      ready "$server" || not_ready="${not_ready} ${n}"
    done
    take=0
    [ "$(echo $not_ready | wc -w)" -ne 1 ] || take=$((not_ready))
    if [ "$take" != "$out" ]; then
      [ "$take" = 0 ] || touch "${marks}/down-${take}"
      [ "$out" = 0 ] || rm -f "${marks}/down-${out}"
      if [ "$take" = 0 ]; then
        echo "start-nginx: every API replica in use" >&2
      else
        echo "start-nginx: API replica ${take} (of API_SERVERS) not ready: taken out" >&2
      fi
      out=$take
    fi
  done
) &
exec nginx -g 'daemon off;'
