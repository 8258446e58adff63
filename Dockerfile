# The production server of the catalogue (README "Deployment"): pages rendered per request over
# the static build. Build: docker build -t catalogue . ; run: docker run -e API_URL=https://library.example.org/api -p 3000:3000 catalogue
# The dependencies and the sources, which both servers' builds start from.
FROM node:24-bookworm-slim AS sources
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build's own variables (VITE_API_BASE_URL, VITE_*_HOSTS, VITE_PUBLIC_CLIENT_*) as build args.
ARG VITE_API_BASE_URL=/api
ENV VITE_API_BASE_URL=$VITE_API_BASE_URL

FROM sources AS build
RUN npx vite build && npx vite build --ssr deploy/server/main.ts --outDir dist-server --emptyOutDir
RUN npm prune --omit=dev

# Framework mode (src/app/framework/, the renderer replacing the default target's; issue 33):
# docker build --target framework -t catalogue-framework . ; run as above. It needs only its
# build, the production dependencies and deploy/framework-server/main.ts, which Node runs as it is.
FROM sources AS framework-build
RUN npx react-router build --config vite.framework.config.ts
RUN npm prune --omit=dev

FROM node:24-bookworm-slim AS framework
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
COPY --from=framework-build /app/package.json ./
COPY --from=framework-build /app/node_modules ./node_modules
COPY --from=framework-build /app/build-framework ./build-framework
COPY --from=framework-build /app/deploy/framework-server/main.ts ./deploy/framework-server/main.ts
USER node
EXPOSE 3000
CMD ["node", "deploy/framework-server/main.ts"]

# The default target: deploy/server/ over the static build.
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
