import type { AppRouter } from "@studio/api";
import { QueryClient } from "@tanstack/react-query";
import {
  createTRPCClient,
  httpBatchLink,
  httpBatchStreamLink,
  type Operation,
  splitLink,
} from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";

const TRPC_URL = "/trpc";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** Generation and chat replies stream; everything else is a plain batched request. */
function isStreamed(op: Operation): boolean {
  return op.path.startsWith("generation.") || op.path.startsWith("chat.stream");
}

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: isStreamed,
        true: httpBatchStreamLink({ url: TRPC_URL }),
        false: httpBatchLink({ url: TRPC_URL }),
      }),
    ],
  });
}

/** SPEC 9: no automatic retries, no refetch on focus, data never goes stale on its own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
