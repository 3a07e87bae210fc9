import { z } from "zod";

/**
 * zod 4 compiles object schemas with `new Function` when it may, and finds out by calling
 * `Function("")` once. In the browser the Content-Security-Policy forbids that (no 'unsafe-eval'),
 * so the probe is reported as a violation on every page with a form; the interpreted path is
 * plenty for a form. Imported first by every schema module; the server keeps the compiled path.
 */
if (typeof window !== "undefined") z.config({ jitless: true });
