import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy the built web app runs under: scripts only from our own origin (Vite emits no
 * inline script), inline styles allowed because Mantine writes its CSS variables into a <style> element,
 * no framing, no plugins, no third-party hosts.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  upgradeInsecureRequests: null,
};

export const securityPlugin = fp<{ https: boolean }>(async function security(app: FastifyInstance, options) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...contentSecurityPolicy,
        // Browsers upgrade every request to https under this directive, which would break a self-hosted
        // install on plain http at a LAN address: only send it when the app's own address is https.
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    // HSTS only means something over https.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
});
