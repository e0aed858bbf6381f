import { z } from "zod";

/*
 * Every shared schema imports zod from here, so this runs before the first one is built. In a
 * browser, zod's JIT would probe `new Function` when the first object schema is built, which the
 * Content-Security-Policy refuses (and reports as an error on every page with a form); the
 * browser validates small forms, where the JIT gains nothing. The server keeps it.
 */
// globalThis, not `document`: this package is typed without the DOM.
if ("document" in globalThis) z.config({ jitless: true });

export { z };
