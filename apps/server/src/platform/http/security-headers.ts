import type { FastifyInstance } from 'fastify';

/**
 * The page policies (docs/decisions.md "Security headers"). Scripts come only from the server's
 * own origin (the built console has no inline script); antd writes its styles into <style>
 * tags at run time, hence 'unsafe-inline' for styles only. Pictures and videos may come from
 * outside storage (S3) over https. WalletConnect talks to its relay and RPC, and checks the
 * page in a hidden frame of its verify service. The theme editor frames the storefront at
 * `/s/{subdomain}/` on this same origin ('self' in frame-src).
 */
const PAGE_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' wss://relay.walletconnect.org wss://relay.walletconnect.com https://*.walletconnect.org https://*.walletconnect.com",
  "frame-src 'self' https://verify.walletconnect.org https://verify.walletconnect.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/**
 * Google's tag for a store with an analytics tracking ID: the script's host, and where it sends
 * its hits (Google's published policy for the tag). Only those stores' pages allow them.
 */
const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT =
  'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';

function withAnalytics(directive: string): string {
  if (directive.startsWith('script-src ')) return `${directive} ${ANALYTICS_SCRIPT}`;
  if (directive.startsWith('connect-src ')) return `${directive} ${ANALYTICS_CONNECT}`;
  return directive;
}

const policy = (frameAncestors: string, analytics = false) =>
  [
    ...(analytics ? PAGE_DIRECTIVES.map(withAnalytics) : PAGE_DIRECTIVES),
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');

/** The console's pages: never framed (it keeps its session in localStorage). */
export const CONSOLE_POLICY = policy("'none'");

/**
 * A storefront's pages: only the console may frame them, for the theme preview; `analytics`
 * allows Google's tag (a store with a tracking ID, outside the preview).
 */
export function storefrontPolicy(consoleOrigin: string, analytics = false): string {
  const { origin } = new URL(consoleOrigin);
  if (origin !== consoleOrigin)
    throw new Error(
      `storefrontPolicy needs an origin (scheme://host[:port]), not ${consoleOrigin}`,
    );
  return policy(origin, analytics);
}

/**
 * nosniff and a referrer policy on every answer; the console's policy on every HTML page it
 * serves (the console and the not-built page; a page that set its own policy keeps it).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', CONSOLE_POLICY);
    return payload;
  });
}
