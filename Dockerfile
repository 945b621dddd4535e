FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/server.mjs /app/page-cache.mjs /app/package.json ./
COPY --from=build /app/compat ./compat
COPY --from=build /app/scripts/start.mjs /app/scripts/cluster.mjs ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# scripts/start.mjs runs server.mjs, in WEB_CONCURRENCY processes on PostgreSQL.
# The same V8 setting as `npm start` (package.json): a small young generation.
CMD ["node", "--max-semi-space-size=4", "scripts/start.mjs"]
