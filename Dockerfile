FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
# DATA_DIR: the webhook secret key file when WEBHOOK_SECRET_KEY is not set (mount a volume to keep it).
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 8080 8081
CMD ["node", "--expose-gc", "dist/app/main.js"]
