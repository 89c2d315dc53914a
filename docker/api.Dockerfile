# API and worker image: Node 20 on Debian with GDAL's command-line tools.
# Build from the repository root:  docker build -f docker/api.Dockerfile -t nuri-api .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json nx.json tsconfig.base.json jest.preset.js ./
COPY apps/api/package.json apps/api/
COPY libs/domain/package.json libs/domain/
COPY libs/api-client/package.json libs/api-client/
COPY libs/ui/package.json libs/ui/
COPY libs/map/package.json libs/map/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY apps/e2e/package.json apps/e2e/
RUN npm install --no-audit --no-fund
COPY libs/domain libs/domain
COPY apps/api apps/api
RUN npm run build -w @nuri/domain && npm run build -w @nuri/api \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends gdal-bin ca-certificates curl \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production STORAGE_DIR=/data/storage SERVE_APPS=false
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/libs/domain/package.json libs/domain/package.json
COPY --from=build /app/libs/domain/dist libs/domain/dist
COPY --from=build /app/apps/api/package.json apps/api/package.json
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/assets apps/api/assets
RUN mkdir -p /data/storage && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --retries=5 CMD curl -fsS http://127.0.0.1:3000/api/health/ready || exit 1
CMD ["node", "apps/api/dist/main.js"]
