# The production server of the catalogue (README "Deployment"): pages rendered per request over
# the static build. Build: docker build -t catalogue . ; run: docker run -e API_URL=https://library.example.org/api -p 3000:3000 catalogue
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build's own variables (VITE_API_BASE_URL, VITE_*_HOSTS, VITE_PUBLIC_CLIENT_*) as build args.
ARG VITE_API_BASE_URL=/api
ENV VITE_API_BASE_URL=$VITE_API_BASE_URL
RUN npx vite build && npx vite build --ssr deploy/server/main.ts --outDir dist-server --emptyOutDir
RUN npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
USER node
EXPOSE 3000
CMD ["node", "dist-server/main.js"]
