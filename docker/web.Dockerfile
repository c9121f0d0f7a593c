# One of the two apps as static files behind nginx, /api proxied to the API.
#   docker build -f docker/web.Dockerfile --build-arg APP=portal-web -t clube-portal .
#   docker build -f docker/web.Dockerfile --build-arg APP=admin-web  -t clube-admin .
ARG APP=portal-web

FROM node:24-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/shared/package.json libs/shared/package.json
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
RUN NX_DAEMON=false npx nx run ${APP}:build --outputStyle=static

FROM nginx:1.27-alpine
ARG APP
ENV API_UPSTREAM=http://api:3000
COPY docker/nginx/${APP}.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/dist/${APP} /usr/share/nginx/html
EXPOSE 80
