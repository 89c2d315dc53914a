# Worker image: the API image with the job-worker entrypoint (no HTTP port).
# Build from the repository root:  docker build -f docker/worker.Dockerfile -t nuri-worker .
ARG API_IMAGE=nuri-api:latest
FROM ${API_IMAGE}
HEALTHCHECK NONE
CMD ["node", "apps/api/dist/worker.js"]
