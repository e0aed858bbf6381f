import { vi } from "vitest";

/** What a procedure answers: its data, or an error as the server sends it (see `trpcError`). */
type Answer = unknown;
export type ProcedureHandler = (input: unknown) => Answer | Promise<Answer>;

/** A call the SPA made: the procedure's path (`content.submit`) and its input as sent. */
export interface ApiCall {
  path: string;
  input: unknown;
}

const ERROR = Symbol("trpc-error");

interface TrpcErrorAnswer {
  [ERROR]: true;
  status: number;
  body: { message: string; code: number; data: { code: string; httpStatus: number } };
}

const jsonRpcCodes: Record<string, number> = {
  BAD_REQUEST: -32600,
  UNAUTHORIZED: -32001,
  FORBIDDEN: -32003,
  NOT_FOUND: -32004,
  CONFLICT: -32009,
};
const httpStatuses: Record<string, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

/** An error answer shaped as the server's tRPC adapter shapes one (no transformer). */
export function trpcError(code: keyof typeof httpStatuses, message: string): TrpcErrorAnswer {
  const httpStatus = httpStatuses[code] ?? 500;
  return {
    [ERROR]: true,
    status: httpStatus,
    body: { message, code: jsonRpcCodes[code] ?? -32603, data: { code, httpStatus } },
  };
}

function isError(answer: Answer): answer is TrpcErrorAnswer {
  return typeof answer === "object" && answer !== null && ERROR in answer;
}

function inputsOf(url: URL, body: string | null): Record<string, unknown> {
  const raw = body ?? url.searchParams.get("input");
  if (!raw) return {};
  const parsed: unknown = JSON.parse(raw);
  return typeof parsed === "object" && parsed !== null ? { ...parsed } : {};
}

/**
 * A stand-in for the server behind `/trpc`, for components that read or change data: `fetch` is
 * replaced by one that decodes tRPC's batched requests (GET for queries, POST for mutations),
 * answers each procedure from `handlers`, and keeps every call in `calls`. A procedure without a
 * handler answers NOT_FOUND, so a test never passes on a request it did not expect.
 */
export function fakeApi(handlers: Record<string, ProcedureHandler>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (resource: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(resource instanceof Request ? resource.url : resource), "http://x");
    const paths = decodeURIComponent(url.pathname.replace(/^\/trpc\//, "")).split(",");
    const inputs = inputsOf(url, typeof init?.body === "string" ? init.body : null);
    const answers = await Promise.all(
      paths.map(async (path, index) => {
        const input = inputs[String(index)];
        calls.push({ path, input });
        const handler = handlers[path];
        return handler ? await handler(input) : trpcError("NOT_FOUND", `No procedure ${path}`);
      }),
    );
    const status = answers.find(isError)?.status ?? 200;
    const body = answers.map((answer) =>
      isError(answer) ? { error: answer.body } : { result: { data: answer } },
    );
    return new Response(JSON.stringify(body), {
      status: paths.length > 1 && status !== 200 ? 207 : status,
      headers: { "content-type": "application/json" },
    });
  });
  return {
    fetch,
    calls,
    /** The inputs sent to one procedure, in order. */
    inputsTo: (path: string) => calls.filter((call) => call.path === path).map((c) => c.input),
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
