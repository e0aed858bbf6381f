import {
  CHAT_POLL_MS,
  MESSAGE_PAGE_SIZE,
  type MessageDto,
  mergeNewerMessages,
} from "@studio/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTRPC, useTRPCClient } from "../../lib/trpc";

/**
 * The open conversation as this client holds it (issue 18): it opens at the newest
 * MESSAGE_PAGE_SIZE messages, `loadOlder` prepends the page before the oldest one held, and the
 * 5-second poll asks only for messages after the newest one held (a regenerated reply names the
 * one it replaced, which is dropped). The cache key is the one the streamed replies write to.
 */
export function useMessageWindow(conversationId: number, polling: boolean) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const key = trpc.conversations.messages.queryKey({ conversationId });

  const messages = useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<MessageDto[]> => {
      const held = queryClient.getQueryData(key);
      if (!held) {
        return client.conversations.messages.query(
          { conversationId, limit: MESSAGE_PAGE_SIZE },
          { signal },
        );
      }
      const newer = await client.conversations.messages.query(
        { conversationId, after: held.at(-1)?.id ?? 0 },
        { signal },
      );
      // Read again: a streamed reply may have been stored while the poll was out.
      return mergeNewerMessages(queryClient.getQueryData(key) ?? held, newer);
    },
    // While streaming, the stream is the fresher source; a poll would only race it.
    refetchInterval: polling ? CHAT_POLL_MS : false,
  });

  // null: not asked yet, so a full first page suggests there is more.
  const [olderExhausted, setOlderExhausted] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const held = messages.data;
  const hasOlder = !olderExhausted && held !== undefined && held.length >= MESSAGE_PAGE_SIZE;

  const loadOlder = useCallback(async () => {
    const oldest = queryClient.getQueryData(key)?.[0];
    if (!oldest || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await client.conversations.messages.query({
        conversationId,
        before: oldest.id,
        limit: MESSAGE_PAGE_SIZE,
      });
      if (page.length < MESSAGE_PAGE_SIZE) setOlderExhausted(true);
      queryClient.setQueryData(key, (current) => {
        const known = new Set((current ?? []).map((m) => m.id));
        return [...page.filter((m) => !known.has(m.id)), ...(current ?? [])];
      });
    } finally {
      setLoadingOlder(false);
    }
  }, [client, queryClient, key, conversationId, loadingOlder]);

  return { messages, hasOlder, loadingOlder, loadOlder };
}
