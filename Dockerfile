# Chitra: one stateless instance of the shop (docs/deploy.md).
# Build:  docker build -t chitra .
# Run:    see deploy/compose.yaml (PostgreSQL, PgBouncer, Redis, S3-compatible storage, HAProxy).

# --- build: every dependency, the storefront (browser and server renderer) and the compiled server
# (npm ci here also installs the `node` devDependency, Node 24 from the npm registry, and the
# build runs on it, as everywhere else; the runtime stage omits it and runs on the image's Node 24:
# docs/decisions/034-node-24-from-the-registry.md)
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY contract contract
COPY server server
COPY web web
RUN npm run build

# --- runtime: production dependencies only, the built files, a user without privileges
FROM node:24-bookworm-slim
# jemalloc instead of glibc's allocator: the picture work (sharp, libvips) left
# glibc holding ~580 MB after an import, jemalloc gives it back (~150 MB).
# Measured in docs/deploy.md.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libjemalloc2 \
 && rm -rf /var/lib/apt/lists/* \
 && ln -s "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" /usr/local/lib/libjemalloc.so.2
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    LD_PRELOAD=/usr/local/lib/libjemalloc.so.2 \
    MALLOC_CONF=background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0,narenas:2
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The server renderer imports the contract's messages compiled in; the server bundle likewise.
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-ssr web/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness only: readiness (/readyz) is the load balancer's question.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches node directly (exec form): it drains for SHUTDOWN_GRACE_S.
CMD ["node", "--enable-source-maps", "server/dist/server.js"]
