/** Types for server-env.mjs, which plain Node (the benches) and TypeScript (the tests) share. */
export declare const UNTHROTTLED_ENV: Readonly<Record<string, string>>;
