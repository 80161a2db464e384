# syntax=docker/dockerfile:1
# MYV: multi-stage image. The build stage has the whole toolchain; the runtime stage has only
# production dependencies, the built client and the bundled server, and runs as a non-root user
# with `node dist/server/main.js` as PID 1 (it handles SIGTERM itself: graceful shutdown).

# Node.js 22, an LTS line with security fixes until April 2027 (Node 20's ended in April 2026).
# Moving to 24 (LTS until April 2028) is changing both FROM lines; `engines` in package.json allows it.

# ---- build: install everything, build the client, prerender the pages, bundle the server ----
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# ---- runtime ----
FROM node:22-bookworm-slim AS runtime
# pg_dump/pg_restore for `npm run backup` / `npm run restore` inside the container
# (the client tools' major version must be at least the server's: 16 here).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client ca-certificates \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    BACKUP_DIR=/backups
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/scripts/build-if-needed.mjs ./scripts/build-if-needed.mjs
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data", "/backups"]
EXPOSE 3000
# Liveness: the process answers. (Readiness, with the database, is GET /api/ready.)
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
