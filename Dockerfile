# syntax=docker/dockerfile:1
# PartsYard's production image: the compiled server, the built web app, production dependencies only,
# run as the unprivileged `node` user. Build: `docker build -t partsyard .`; see docs/DEPLOY.md.
ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Build: every dependency (vite, esbuild, TypeScript), then `npm run build` -> web/dist (the app),
#    web/dist-ssr (the server's renderer) and dist/server (the server and its command-line tools).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# npm's preinstall runs the Node.js version check (the script, and the check it asks).
COPY scripts/check-node.cjs scripts/check-node.cjs
COPY server/node-version.cjs server/node-version.cjs
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only. sharp's native parts arrive as its prebuilt @img/sharp-linux-*
#    packages for the image's platform (glibc: a -slim Debian base, not Alpine's musl, which would
#    need the linuxmusl packages instead); PGlite's wasm ships in its package.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY scripts/check-node.cjs scripts/check-node.cjs
COPY server/node-version.cjs server/node-version.cjs
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. Runtime: what the compiled server reads at run time, and nothing else (no sources, no dev tools).
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json package.json
COPY --from=build /app/dist dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-ssr web/dist-ssr
# Files the bundle reads beside its sources' old places (build-server.mjs keeps those paths).
COPY --from=build /app/server/db/migrations server/db/migrations
COPY --from=build /app/server/db/seed/data server/db/seed/data
COPY --from=build /app/server/modules/vin/data server/modules/vin/data
# DATA_DIR: the embedded database (one instance only) and local photos when S3 is not configured;
# with DATABASE_URL and S3 it holds only upload temp files.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
# Liveness only (the process answers): readiness is the load balancer's business (/api/health/ready),
# and restarting a container because its database is away would help nothing.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1 and handles SIGTERM (server/shutdown.ts drains, then exits within SHUTDOWN_TIMEOUT).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
