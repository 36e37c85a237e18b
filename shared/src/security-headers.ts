/**
 * Security headers sent with every response, by CloudFront in AWS (infra/lib/site.ts) and by the
 * local Node server (functions/src/local/server.ts), so both behave the same. In shared/ so that
 * functions and infra both read it without importing each other. Plain data only.
 */

/** Two years, the minimum the HSTS preload list accepts. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** CSP directives in header order. Deployments append their upload origin to `connect-src`. */
export const CONTENT_SECURITY_POLICY_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // The one inline script, web/index.html's early API reads (its test checks this hash).
  'script-src': ["'self'", "'sha256-qQBRC4XMlptUdcpEdr6erYLcSREFpkyyWU8Qpdtm53E='"],
  // Dialog scroll locking and popover positioning inject inline styles at runtime.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/**
 * The Content-Security-Policy value, with extra `connect-src` sources (the resume bucket the
 * browser uploads to directly: its S3 endpoint in AWS, the s3rver URL locally).
 */
export function contentSecurityPolicy(extraConnectSources: readonly string[] = []): string {
  return Object.entries(CONTENT_SECURITY_POLICY_DIRECTIVES)
    .map(([directive, sources]) => {
      const all = directive === 'connect-src' ? [...sources, ...extraConnectSources] : sources;
      return `${directive} ${all.join(' ')}`;
    })
    .join('; ');
}

/** Header name → value, ready to set on a response. */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
  'Content-Security-Policy': contentSecurityPolicy(),
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const satisfies Record<string, string>;
