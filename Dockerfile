# The production server of the catalogue (README "Deployment"): React Router's framework mode
# (src/app/framework/, deploy/framework-server/), every public page rendered per request.
# Build: docker build -t catalogue . ; run: docker run -e API_URL=https://library.example.org/api -p 3000:3000 catalogue
# The dependencies and the sources, which the build starts from.
FROM node:24-bookworm-slim AS sources
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build's own variables (VITE_API_BASE_URL, VITE_*_HOSTS, VITE_PUBLIC_CLIENT_*) as build args.
ARG VITE_API_BASE_URL=/api
ENV VITE_API_BASE_URL=$VITE_API_BASE_URL

FROM sources AS build
RUN npx react-router build --config vite.framework.config.ts
RUN npm prune --omit=dev

# The default target: the server needs only its build, the production dependencies and
# deploy/framework-server/main.ts, which Node runs as it is.
FROM node:24-bookworm-slim AS server
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build-framework ./build-framework
COPY --from=build /app/deploy/framework-server/main.ts ./deploy/framework-server/main.ts
USER node
EXPOSE 3000
CMD ["node", "deploy/framework-server/main.ts"]
