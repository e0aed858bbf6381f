# syntax=docker/dockerfile:1
# Pressroom AI: built once in the build stage, run from a small runtime stage that holds only the
# server bundle, its production dependencies and the built SPA. docker-compose.yml runs two
# replicas of this image behind a TLS proxy, on one PostgreSQL.

# The supported Node.js line (package.json "engines"); slim Debian (glibc) for the prebuilt
# native addons (sharp, @napi-rs/canvas, @node-rs/argon2).
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS base
ENV PNPM_HOME=/pnpm \
    PATH=/pnpm:$PATH \
    CI=true
RUN npm install -g pnpm@12.21.0
WORKDIR /app

FROM base AS build
# The lockfile alone fills pnpm's store (`pnpm fetch`), so this slow layer is reused until the
# lockfile changes, and no list of workspace packages has to be kept in step here.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile
RUN pnpm turbo run build --output-logs=errors-only --filter=@studio/server --filter=@studio/web
# The server with its production dependencies only (workspace packages are inlined in its
# bundle). The bundle itself is gitignored, so deploy leaves it out: it is copied below.
RUN pnpm deploy --filter=@studio/server --prod /out

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST_DIR=/app/web \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /out/package.json ./server/package.json
COPY --from=build /out/node_modules ./server/node_modules
COPY --from=build /app/apps/server/dist ./server/dist
COPY --from=build /app/apps/web/dist ./web
# DATA_DIR: the embedded database when DATABASE_URL is unset (a single instance only).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness: the process answers. (Compose checks /readyz: the database answers too.)
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/dist/server.js"]
