import { type ChatStreamEvent, chatMessages, type MessageDto } from "@studio/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { errorMessage } from "../../lib/error-message";
import { notify } from "../../lib/notify";
import { useTRPC, useTRPCClient } from "../../lib/trpc";

/** The reply being streamed into the open conversation (null when nothing is streaming). */
export interface LiveReply {
  conversationId: number;
  /** The user's message until the server confirms it was saved. */
  pendingUserMessage: { content: string; timestamp: string } | null;
  /** The reply so far. */
  text: string;
  /** Regenerate: the reply being replaced, hidden while its successor streams in. */
  replacingId: number | null;
  /** "stopping": Stop was pressed and the saved partial reply is on its way. */
  phase: "streaming" | "stopping";
}

/** How long to wait for the server to save a stopped reply before the poll takes over. */
const STOP_SETTLE_ATTEMPTS = 6;
const STOP_SETTLE_INTERVAL_MS = 300;

/**
 * Sends a message (or regenerates the last reply) and follows the streamed reply token by token.
 * Stop aborts the request; the server stops the model and saves what was produced as "stopped".
 */
export function useChatStream() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveReply | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  const messagesKey = useCallback(
    (conversationId: number) => trpc.conversations.messages.queryKey({ conversationId }),
    [trpc],
  );

  /** Puts a saved message into the cached list (and drops the one it replaces). */
  const store = useCallback(
    async (conversationId: number, message: MessageDto, replacedId: number | null = null) => {
      const key = messagesKey(conversationId);
      // A poll that started earlier must not land on top of the newer list.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (old) => [
        ...(old ?? []).filter((m) => m.id !== message.id && m.id !== replacedId),
        message,
      ]);
    },
    [queryClient, messagesKey],
  );

  /** After Stop: refetch until the saved partial reply shows up, so it never flickers away. */
  const settleAfterStop = useCallback(
    async (conversationId: number, known: ReadonlySet<number>) => {
      const key = messagesKey(conversationId);
      for (let attempt = 0; attempt < STOP_SETTLE_ATTEMPTS; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, STOP_SETTLE_INTERVAL_MS));
        await queryClient.refetchQueries({ queryKey: key, exact: true });
        const last = queryClient.getQueryData(key)?.at(-1);
        if (last?.role === "assistant" && !known.has(last.id)) return;
      }
    },
    [queryClient, messagesKey],
  );

  const run = useCallback(
    async (
      initial: LiveReply,
      start: (signal: AbortSignal) => Promise<AsyncIterable<ChatStreamEvent>>,
      onUnsent?: () => void,
    ) => {
      const { conversationId } = initial;
      const controller = new AbortController();
      controllerRef.current = controller;
      const known = new Set(
        (queryClient.getQueryData(messagesKey(conversationId)) ?? []).map((m) => m.id),
      );
      let userSaved = initial.pendingUserMessage === null;
      setLive(initial);
      try {
        const events = await start(controller.signal);
        for await (const event of events) {
          if (event.type === "user-message") {
            userSaved = true;
            known.add(event.message.id);
            await store(conversationId, event.message);
            setLive((l) => l && { ...l, pendingUserMessage: null });
          } else if (event.type === "delta") {
            setLive((l) => l && { ...l, text: l.text + event.text });
          } else {
            await store(conversationId, event.message, event.replacedMessageId);
          }
        }
      } catch (error) {
        if (controller.signal.aborted) {
          await settleAfterStop(conversationId, known);
        } else {
          notify.error(chatMessages.errorTitle, errorMessage(error, chatMessages.sendFailed));
          if (!userSaved) onUnsent?.();
        }
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
        setLive(null);
        // The title (named after the first message) and the list order changed.
        void queryClient.invalidateQueries({ queryKey: trpc.conversations.list.pathKey() });
      }
    },
    [queryClient, messagesKey, store, settleAfterStop, trpc],
  );

  const send = useCallback(
    (conversationId: number, content: string, onUnsent?: () => void) =>
      run(
        {
          conversationId,
          pendingUserMessage: { content, timestamp: new Date().toISOString() },
          text: "",
          replacingId: null,
          phase: "streaming",
        },
        (signal) => client.chat.streamReply.mutate({ conversationId, content }, { signal }),
        onUnsent,
      ),
    [client, run],
  );

  const regenerate = useCallback(
    (conversationId: number, replacingId: number | null) =>
      run(
        { conversationId, pendingUserMessage: null, text: "", replacingId, phase: "streaming" },
        (signal) => client.chat.streamRegenerate.mutate({ conversationId }, { signal }),
      ),
    [client, run],
  );

  const stop = useCallback(() => {
    setLive((l) => l && { ...l, phase: "stopping" });
    controllerRef.current?.abort();
  }, []);

  return { live, send, regenerate, stop };
}
