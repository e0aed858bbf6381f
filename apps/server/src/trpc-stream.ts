import type { GenerationEvent } from "@studio/shared";

/**
 * Test helper: reads a tRPC httpBatchStreamLink (JSONL) response body for the generation
 * events and the error, without depending on the wire format's framing details: it looks for
 * the event objects and the error shape wherever they sit in each line.
 */
export interface StreamedCall {
  events: GenerationEvent[];
  error: { message: string; code: string; retryAfterSeconds: number | null } | null;
}

export function readGenerationStream(body: string): StreamedCall {
  const events: GenerationEvent[] = [];
  let error: StreamedCall["error"] = null;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    const record = value as Record<string, unknown>;
    if (record.type === "delta" || record.type === "done") {
      events.push(record as unknown as GenerationEvent);
      return;
    }
    const data = record.data as Record<string, unknown> | undefined;
    if (typeof record.message === "string" && typeof data?.code === "string") {
      error = {
        message: record.message,
        code: data.code,
        retryAfterSeconds: (data.retryAfterSeconds as number | null | undefined) ?? null,
      };
      return;
    }
    for (const v of Object.values(record)) visit(v);
  };
  for (const line of body.split("\n")) {
    if (line.trim()) visit(JSON.parse(line));
  }
  return { events, error };
}

/** The inject() options of one streamed `generation.generate` call, as httpBatchStreamLink sends it. */
export function generateStreamRequest(input: unknown) {
  return {
    method: "POST" as const,
    url: "/trpc/generation.generate?batch=1",
    headers: { "trpc-accept": "application/jsonl", "content-type": "application/json" },
    payload: JSON.stringify({ 0: input }),
  };
}
