# One of the two apps as static files behind nginx, /api proxied to the API replicas.
#   docker build -f docker/web.Dockerfile --build-arg APP=portal-web -t clube-portal .
#   docker build -f docker/web.Dockerfile --build-arg APP=admin-web  -t clube-admin .
# Build arguments (the defaults are what a real deployment uses):
#   NODE_IMAGE   the Node 24 image the app is built in (official node:24-bookworm-slim)
#   NGINX_IMAGE  the server (official nginx:1.27-bookworm); CI passes stand-ins made from Debian
#                packages (scripts/container-bases.sh), since it reaches no image registry.
#   JS_FROM      build (default): build the app inside the image; host: copy the host's dist/.
# At run time API_SERVERS names the API replicas (host:port, space-separated; default api:3000).
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-bookworm
ARG JS_FROM=build
ARG APP=portal-web

FROM ${NODE_IMAGE} AS build
ARG APP
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/shared/package.json libs/shared/package.json
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
RUN NX_DAEMON=false npx nx run ${APP}:build --outputStyle=static

FROM ${NODE_IMAGE} AS host
ARG APP
COPY dist/${APP} /app/dist/${APP}

FROM ${JS_FROM} AS js

FROM ${NGINX_IMAGE}
ARG APP
ENV API_SERVERS="api:3000"
COPY docker/nginx/${APP}.conf.template /etc/nginx/clube/app.conf.template
COPY docker/nginx/start-nginx.sh /usr/local/bin/start-nginx
COPY --from=js /app/dist/${APP} /usr/share/nginx/html
EXPOSE 80
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 CMD ["sh", "-c", "kill -0 \"$(cat /var/run/nginx.pid)\""]
STOPSIGNAL SIGQUIT
CMD ["sh", "/usr/local/bin/start-nginx"]
