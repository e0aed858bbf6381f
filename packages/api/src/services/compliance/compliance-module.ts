/**
 * The checker's package, loaded on first use. The server's main thread needs it only for the
 * admin's rulebook, trying a rule and the model review's fixes (checks run in the worker
 * threads), and its rules and model cost about 0.2 s of every start-up to load.
 */
let loading: Promise<typeof import("@studio/compliance")> | undefined;

export function complianceModule(): Promise<typeof import("@studio/compliance")> {
  loading ??= import("@studio/compliance");
  return loading;
}
