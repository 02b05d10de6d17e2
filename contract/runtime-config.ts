/**
 * The shape of `/config.json`, the SPA's runtime configuration. In the cloud CDK writes it from the
 * stack outputs into the site bucket; locally `npm start` writes it from the local stack. The SPA reads
 * it at start-up, so one build runs in both worlds.
 */
import * as z from 'zod/mini';

export const RuntimeConfigSchema = z.object({
  /** `local` for the local twin, `cloud` for a deployed stack. */
  environment: z.enum(['local', 'cloud']),
  region: z.string(),
  /** Base URL of the HTTP API, without a trailing slash. */
  apiUrl: z.url(),
  cognito: z.object({
    userPoolId: z.string(),
    userPoolClientId: z.string(),
    /** Set only for the local stand-in; the cloud uses the regional Cognito endpoint. */
    endpoint: z.optional(z.url()),
  }),
  /** Where emails Cognito would send are readable; local only. */
  mailboxUrl: z.optional(z.url()),
});

export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
