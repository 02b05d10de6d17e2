/**
 * CORS of the HTTP API, shared by the cloud API (CDK) and the local HTTP API, so the SPA meets the same
 * rules in both worlds. Origins differ per world (the CloudFront domain, the Vite dev server).
 */
export const corsPolicy = {
  allowHeaders: ['authorization', 'content-type', 'idempotency-key'],
  exposeHeaders: ['date'],
  maxAgeSeconds: 600,
};
