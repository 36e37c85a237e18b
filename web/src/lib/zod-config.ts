import { config } from 'zod/v4';

/**
 * Zod's object parsers probe `new Function` once to decide whether they may compile a fast path.
 * The CSP (script-src 'self', no 'unsafe-eval') blocks it, and Chrome reports every blocked probe
 * as a Content Security Policy issue (Lighthouse best practices: inspector-issues). Parsing
 * without the compiled path is as correct and fast enough for forms.
 *
 * vite.config.ts aliases `zod` to this module, so the setting runs before any module that imports
 * zod builds a schema, and zod is only downloaded by the pages that use it (not by the entry).
 */
config({ jitless: true });

export * from 'zod/v4';
export { default, default as z } from 'zod/v4';
