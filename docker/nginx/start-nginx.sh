#!/bin/sh
# Writes the app's server block with one upstream server per API replica named in API_SERVERS
# ("api-1:3000 api-2:3000"), then runs nginx in the foreground.
set -eu
servers=""
for server in ${API_SERVERS:-api:3000}; do
  # max_fails=0: a replica is never marked down for a while; each request tries the next one
  # when its connect is refused or times out (2 s). Marking one down after a failure let a
  # single hiccup of the other replica leave none "live" (502 for everyone) during a restart.
  servers="${servers}server ${server} max_fails=0; "
done
sed "s|\${API_SERVERS}|${servers}|" /etc/nginx/clube/app.conf.template >/etc/nginx/conf.d/default.conf

# nginx resolves upstream names only when it (re)loads, and a restarted replica may come back
# on another address: every API_RESOLVE_SECONDS (2) the names are resolved again and nginx is
# reloaded (gracefully: requests under way finish) when an address changed and all resolve.
addresses() {
  for server in ${API_SERVERS:-api:3000}; do
    getent hosts "${server%:*}" | awk '{ print $1; exit }'
  done | tr '\n' ' '
}
count=$(echo ${API_SERVERS:-api:3000} | wc -w)
(
  last=$(addresses)
  while sleep "${API_RESOLVE_SECONDS:-2}"; do
    now=$(addresses)
    if [ "$(echo $now | wc -w)" -eq "$count" ] && [ "$now" != "$last" ]; then
      nginx -s reload && last=$now
    fi
  done
) &
exec nginx -g 'daemon off;'
