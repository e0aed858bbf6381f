import type { RouteAdapter } from "./procedure-routes";

/**
 * The admin paths of SPEC section 7 (products, topics, knowledge base, prompt templates, users,
 * generated content) are all generated from their procedures' meta: creates answer 201, the
 * list windows answer `items` with X-Next-Cursor, and `…/{id}` takes the body with the path id
 * on top, exactly as the hand-written routes did. None keeps a hand handler.
 */
export const adminAdapters: Readonly<Record<string, RouteAdapter>> = {};
