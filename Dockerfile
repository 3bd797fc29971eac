# syntax=docker/dockerfile:1
# The app image: one process serves every site host and its api.<host> (npm start), or run
# the API alone with `node --import tsx apps/api/src/main.ts` (npm run start:api). See
# README "Containers" and compose.yaml.

# ---- build: every dependency, then the web app's production build ----
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
# npm install, not npm ci: the lock file has no entries for Biome's binaries of other platforms
# (the registry mirror it was made with lacks them), which npm ci refuses; install keeps the
# locked versions. --ignore-scripts: `prepare` would build and seed an embedded database here.
RUN npm install --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies only, non-root ----
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    SEED_DEMO=0
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
# sharp ships its libvips as a prebuilt optional dependency for linux-x64/arm64: no compiler.
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force \
    && node -e "require('sharp')" \
    && mkdir -p /data && chown node:node /data
COPY --from=build /app/packages/contract ./packages/contract
COPY --from=build /app/apps/api/src ./apps/api/src
COPY --from=build /app/apps/api/drizzle ./apps/api/drizzle
COPY --from=build /app/apps/web/server ./apps/web/server
COPY --from=build /app/apps/web/app ./apps/web/app
COPY --from=build /app/apps/web/build ./apps/web/build
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself as PID 1 (not npm), so SIGTERM reaches the server and it drains.
CMD ["node", "--import", "tsx", "apps/web/server/main.ts"]
