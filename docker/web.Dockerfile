# Web image: nginx serving the web app at / and the admin app at /admin, proxying /api.
# Build from the repository root:  docker build -f docker/web.Dockerfile -t nuri-web .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund \
 && npm run build -w @nuri/web && npm run build -w @nuri/admin

FROM nginx:1.27-alpine
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/apps/web/dist /usr/share/nginx/html/web
COPY --from=build /app/apps/admin/dist /usr/share/nginx/html/admin
EXPOSE 80
HEALTHCHECK --interval=15s --timeout=5s CMD wget -qO- http://127.0.0.1/ >/dev/null || exit 1
