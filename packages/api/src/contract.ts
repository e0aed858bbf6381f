import type { z } from "zod";

/**
 * Every procedure declares what it answers: `.output(answers(schema))` with a schema from
 * `answer` in @studio/shared. The schema types the answer for callers, the OpenAPI document shows
 * it, and in tests and development each answer is checked against it, so the contract cannot
 * drift from what the code sends.
 *
 * The check never changes an answer: zod's parse would strip keys the schema does not name, so
 * the answer is validated and passed on as it was. Production skips the check (a parse per
 * answer); tests fail on a drift (a 500 naming the field); development logs it and answers.
 */
export type ContractMode = "fail" | "log" | "off";

interface ContractSettings {
  mode: ContractMode;
  log: (message: string) => void;
}

const settings: ContractSettings = {
  mode: defaultMode(process.env.NODE_ENV),
  log: (message) => console.error(message),
};

function defaultMode(nodeEnv: string | undefined): ContractMode {
  if (nodeEnv === "production") return "off";
  return nodeEnv === "test" ? "fail" : "log";
}

/** The server sets how drift is reported (and where development logs it) once, at start. */
export function configureContracts(next: Partial<ContractSettings>): void {
  Object.assign(settings, next);
}

/** An output parser tRPC runs on each answer, carrying its schema for the OpenAPI document. */
export interface OutputContract<T> {
  (value: unknown): T;
  readonly schema: z.ZodType;
}

/** A thrown drift names the first fields that part ways with the schema. */
export class ContractDrift extends Error {}

function check(schema: z.ZodType, value: unknown): void {
  if (settings.mode === "off") return;
  const result = schema.safeParse(value);
  if (result.success) return;
  const drift = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(answer)"}: ${issue.message}`)
    .join("; ");
  const message = `answer does not match its contract: ${drift}`;
  if (settings.mode === "fail") throw new ContractDrift(message);
  settings.log(message);
}

/**
 * `.output(answers<ContentItemDto>(answer.contentItem))`: the procedure answers one such value.
 * Callers see the DTO type the service returns; the schema is what the value is checked against
 * and what the document shows (it may leave out internal fields, never contradict one).
 */
export function answers<T>(schema: z.ZodType): OutputContract<T> {
  const parse = (value: unknown) => {
    check(schema, value);
    return value as T;
  };
  return Object.assign(parse, { schema });
}

/**
 * A streaming procedure (an async generator): each event it yields is checked as it passes.
 * Production hands the generator on untouched; elsewhere a relay checks each event and, when the
 * reader stops early, stops the source too (its `finally` releases what the call took).
 */
export function streams<Event>(
  eventSchema: z.ZodType,
): OutputContract<AsyncGenerator<Event, void, undefined>> {
  const parse = (value: unknown) => {
    const source = value as AsyncGenerator<Event, void, undefined>;
    if (settings.mode === "off") return source;
    return (async function* relay() {
      for await (const event of source) {
        check(eventSchema, event);
        yield event;
      }
    })();
  };
  return Object.assign(parse, { schema: eventSchema });
}
