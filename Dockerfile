# syntax=docker/dockerfile:1
# Bocado: multi-stage image. Stage "build" installs every dependency and runs `npm run build`
# (client with Vite, server bundled with esbuild into dist/server.js, precompressed assets).
# Stage "runtime" holds the runtime dependencies only and runs plain `node dist/server.js` as a
# non-root user. `scripts/container-dry-run.mjs` executes these same RUN/COPY steps, in this order,
# outside Docker, and CI runs it (there is no Docker engine on the CI machine).
#
# npm install, not npm ci: see DESIGN.md ("npm ci" here refuses a lockfile that lacks other
# platforms' optional entries).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data CLIENT_DIR=/app/dist/client
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm install --omit=dev --no-audit --no-fund
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown -R node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server.js"]
