import { config } from 'zod';

/**
 * Zod's object parsers probe `new Function` once to decide whether they may compile a fast path.
 * The CSP (script-src 'self', no 'unsafe-eval') blocks it, and Chrome reports every blocked probe
 * as a Content Security Policy issue (Lighthouse best practices: inspector-issues). Parsing
 * without the compiled path is as correct and fast enough for forms. Imported first in main.tsx,
 * before any schema is built.
 */
config({ jitless: true });
