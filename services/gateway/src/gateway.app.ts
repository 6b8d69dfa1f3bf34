import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { nestLogLevels } from '@labellens/server-core';
import Redis from 'ioredis';
import { AppModule } from './app.module';
import type { GatewayConfig } from './config/gateway.config';
import { apiDocsPlugin } from './docs/api-docs.plugin';
import { apiProxyPlugin } from './proxy/api-proxy.plugin';
import { securityHeaders } from './security/security-headers';
import { webStaticPlugin } from './web/web-static.plugin';

/** Builds the gateway app (not listening), so tests can start it on any port. */
export async function createGatewayApp(config: GatewayConfig): Promise<NestFastifyApplication> {
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  const adapter = new FastifyAdapter({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.API_BODY_LIMIT_BYTES,
    // The gateway has no Nest middleware: without middie, no request pays for an empty middleware run.
    skipMiddie: true,
  });
  // Nest declares its options as a class but reads a plain object: there is no instance to build.
  const options = { logger: nestLogLevels(config.LOG_LEVEL), abortOnError: false };
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, redis),
    adapter,
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
    options,
  );
  app.enableShutdownHooks();
  const fastify = app.getHttpAdapter().getInstance();
  const headers = await securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the on-device OCR (tesseract.js, issue 17) compile WebAssembly;
        // it allows no JavaScript eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        fontSrc: ["'self'", 'data:'],
        // The offline shell's service worker (/sw.js) and web app manifest (issue 17).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only where TLS terminates in front of us.
    strictTransportSecurity: config.NODE_ENV === 'production',
  });
  fastify.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  await fastify.register(apiDocsPlugin);
  await fastify.register(apiProxyPlugin, { config, redis });
  await fastify.register(webStaticPlugin, { config });
  return app;
}
