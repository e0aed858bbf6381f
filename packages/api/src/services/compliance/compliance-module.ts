/**
 * The checker's package, loaded on first use (the module system keeps it after that). The
 * server's main thread needs it only for the admin's rulebook, trying a rule and the model
 * review's fixes (checks run in the worker threads), and its rules and model cost about 0.2 s
 * of every start-up to load.
 */
export function complianceModule(): Promise<typeof import("@studio/compliance")> {
  return import("@studio/compliance");
}
