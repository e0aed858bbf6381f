import type { AppRouter } from "@studio/api";
import {
  createTRPCClient,
  httpBatchLink,
  httpBatchStreamLink,
  type Operation,
  splitLink,
  type TRPCClient,
} from "@trpc/client";

export type { AppRouter };

export interface StudioClientOptions {
  /** Where Pressroom AI runs, e.g. `https://studio.example.com` (the tRPC endpoint is `/trpc`). */
  url: string;
  /** A personal API key (`pr_…`), created in the app under "API keys". */
  apiKey: string;
  /** A fetch implementation; the global one by default (Node 20+, browsers). */
  fetch?: typeof fetch;
}

export type StudioClient = TRPCClient<AppRouter>;

/**
 * Generation and chat replies stream (async iterables of events); everything else is a plain
 * batched request. The same split the web app uses.
 */
function isStreamed(op: Operation): boolean {
  return op.path.startsWith("generation.") || op.path.startsWith("chat.stream");
}

/**
 * A tRPC client typed by the app's router, acting as the key's owner within the key's scopes.
 *
 * ```ts
 * const studio = createStudioClient({ url: "http://localhost:3000", apiKey: process.env.STUDIO_API_KEY! });
 * const products = await studio.catalog.products.query();
 * for await (const event of await studio.generation.generate.mutate({ productId, topicId, botType: "newsletter" })) {
 *   if (event.type === "delta") process.stdout.write(event.text);
 * }
 * ```
 */
export function createStudioClient(options: StudioClientOptions): StudioClient {
  const url = `${options.url.replace(/(?<!\/)\/+$/, "")}/trpc`;
  const headers = () => ({ authorization: `Bearer ${options.apiKey}` });
  const transport = { url, headers, ...(options.fetch ? { fetch: options.fetch } : {}) };
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: isStreamed,
        true: httpBatchStreamLink(transport),
        false: httpBatchLink(transport),
      }),
    ],
  });
}
