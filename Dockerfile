# One image for every LabelLens process. The container command picks the entry point, e.g.
#   node -r ./scripts/register.js services/gateway/src/main.ts     (default)
#   node -r ./scripts/register.js services/scan/src/worker.ts      (scan-worker)
#   node -r ./scripts/register.js scripts/migrate.ts auth          (migration one-shot)
# Build: docker build -t labellens/app:<version> .

# Only the package manifests, so the dependency layer below stays cached while sources change.
FROM node:20.20.2-bookworm-slim AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
  && find . -name node_modules -prune -o -name package.json -type f -print \
     | xargs -I{} cp --parents {} /manifests/ \
  && cp package-lock.json .npmrc /manifests/

FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
# Same npm as the one that wrote the lockfile; `npm ci` rejects that lockfile (it lists no
# non-Linux optional binaries), `npm install` installs from it as committed.
RUN npm install -g npm@11.19.1 && npm --version
COPY --from=manifests /manifests/ ./
# Native binaries (swc, rspack, nx) come as npm platform packages, so no install script is needed;
# this matches how the repo is installed on developer machines and CI.
RUN npm install --no-audit --no-fund --ignore-scripts
COPY . .
ENV NX_DAEMON=false NX_NO_CLOUD=true
RUN npm run build:web && rm -rf .nx

FROM node:20.20.2-bookworm-slim AS runtime
# Debian's tesseract is the default local OCR engine; tini reaps children (tesseract processes)
# and forwards SIGTERM so services shut down cleanly.
RUN apt-get update \
  && apt-get install -y --no-install-recommends \
     tini \
     tesseract-ocr \
     tesseract-ocr-eng \
     tesseract-ocr-fra \
     tesseract-ocr-deu \
     tesseract-ocr-spa \
     tesseract-ocr-ita \
     tesseract-ocr-pol \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    OMP_THREAD_LIMIT=1 \
    OCR_PROVIDER=tesseract \
    OCR_LANGS=eng+fra+deu+spa+ita+pol \
    PORT=8080
WORKDIR /app
# Code stays root-owned and read-only to the service user; only /tmp needs to be writable.
COPY --from=build /app /app
# Numeric user (the image's `node` user) so Kubernetes can enforce runAsNonRoot.
USER 1000:1000
EXPOSE 8080 3001 3002 3003 3004 3005
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "-r", "./scripts/register.js", "services/gateway/src/main.ts"]
