import { AiProviderError } from "@studio/ai";
import { deleteMessage, insertMessage, listMessages, type MessageRecord } from "@studio/db";
import {
  AppError,
  type ChatStreamEvent,
  chatMessages,
  type MessageMetadata,
  type ReplyStatus,
} from "@studio/shared";
import { checkCompliance } from "../compliance/compliance";
import { toGenerationError } from "../generation/generation-errors";
import { type AiCallDeps, type MeteredAi, streamWithAiSpend } from "../usage/ai-spend-gate";
import { assembleChatContext } from "./chat-context";
import { addMessage, requireOwnedConversation, toMessageDto } from "./conversations";

/** Chat is for signed-in people only, so the requester is always an account. */
export interface ChatReplyDeps extends AiCallDeps {
  userId: number;
}

/**
 * A chat reply as the AI spend gate admits it: its own hourly allowance, and no product
 * (conversations are not about one).
 */
const CHAT_SPEND = { kind: "chat", productId: null, allowance: "chat" } as const;

/**
 * Saves the user's message, then streams the assistant's reply and saves it. A reply that is
 * stopped or fails is still saved with what was produced and marked so in its metadata.
 * The checks (owner, then the spend gate's) run before the stream starts, so a refusal is an
 * ordinary error with its own status rather than a failure in the middle of a stream.
 */
export async function startChatReply(
  deps: ChatReplyDeps,
  input: { conversationId: number; content: string },
): Promise<AsyncGenerator<ChatStreamEvent, void, undefined>> {
  const check = () => requireOwnedConversation(deps.db, deps.userId, input.conversationId);
  // Admitted before the message is saved: a refused send leaves the conversation untouched.
  return streamWithAiSpend(deps, { ...CHAT_SPEND, check }, async (ai) => {
    const message = await addMessage(deps.db, deps.userId, {
      conversationId: input.conversationId,
      role: "user",
      content: input.content,
    });
    const history = await listMessages(deps.db, input.conversationId);
    return (async function* () {
      yield { type: "user-message", message } satisfies ChatStreamEvent;
      yield* streamAssistant(deps, ai, input.conversationId, history, null);
    })();
  });
}

/**
 * Replaces the last assistant reply with a new one (or answers the conversation when its last
 * message has no reply yet). The old reply is removed only when the new one completes, in the
 * same transaction that saves it. A new attempt that is stopped or fails leaves the old reply
 * in place; what it produced is saved after it, marked stopped or failed.
 */
export async function startChatRegenerate(
  deps: ChatReplyDeps,
  input: { conversationId: number },
): Promise<AsyncGenerator<ChatStreamEvent, void, undefined>> {
  const check = async () => {
    await requireOwnedConversation(deps.db, deps.userId, input.conversationId);
    const history = await listMessages(deps.db, input.conversationId);
    const last = history.at(-1);
    const replacing = last?.role === "assistant" ? last : null;
    const prompt = replacing ? history.slice(0, -1) : history;
    if (!prompt.some((m) => m.role !== "assistant")) {
      throw new AppError("BAD_REQUEST", chatMessages.nothingToRegenerate);
    }
    return { prompt, replacing };
  };
  return streamWithAiSpend(deps, { ...CHAT_SPEND, check }, (ai, { prompt, replacing }) =>
    streamAssistant(deps, ai, input.conversationId, prompt, replacing),
  );
}

interface Outcome {
  status: ReplyStatus;
  error?: string;
  cause?: unknown;
}

async function* streamAssistant(
  deps: ChatReplyDeps,
  ai: MeteredAi,
  conversationId: number,
  history: MessageRecord[],
  replacing: MessageRecord | null,
): AsyncGenerator<ChatStreamEvent, void, undefined> {
  const startedAt = Date.now();
  const messages = assembleChatContext(history);
  let text = "";
  let settled = false;

  // Only a complete reply takes the old one's place: nothing acknowledged is traded for less.
  const replaces = (outcome: Outcome) => replacing !== null && outcome.status === "complete";
  const save = async (outcome: Outcome) => {
    // The rulebook only: a model review of every chat turn would double its cost and latency.
    const compliance = text.trim() ? await checkCompliance(deps.db, { text }) : null;
    const metadata: MessageMetadata = {
      status: outcome.status,
      ...(outcome.error ? { error: outcome.error } : {}),
      provider: deps.ai.name,
      model: deps.ai.model,
      durationMs: Date.now() - startedAt,
      ...(compliance ? { compliance } : {}),
      // A poll that asks only for newer messages learns of the removal from this.
      ...(replacing && replaces(outcome) ? { replaces: replacing.id } : {}),
    };
    return deps.db.transaction().execute(async (trx) => {
      if (replacing && replaces(outcome)) await deleteMessage(trx, replacing.id);
      return insertMessage(trx, { conversationId, role: "assistant", content: text, metadata });
    });
  };

  try {
    let outcome: Outcome;
    try {
      for await (const delta of ai.streamText({ messages, signal: deps.signal })) {
        if (!delta) continue;
        text += delta;
        yield { type: "delta", text: delta };
      }
      outcome = { status: "complete" };
    } catch (error) {
      outcome = outcomeOf(error, deps.signal);
    }

    if (replacing && text === "" && outcome.status !== "complete") {
      // Nothing new to show: keep the previous reply rather than trade it for an empty one.
      settled = true;
      if (outcome.status === "failed") throw failureError(outcome);
      return;
    }
    settled = true;
    const saved = await save(outcome);
    yield {
      type: "done",
      message: toMessageDto(saved),
      replacedMessageId: replaces(outcome) ? (replacing?.id ?? null) : null,
    };
  } finally {
    // The consumer went away while a delta was being delivered (the generator was returned):
    // the reply was stopped, and what was produced is kept.
    if (!settled && !(replacing && text === "")) {
      settled = true;
      await save({ status: "stopped" });
    }
  }
}

function outcomeOf(error: unknown, signal: AbortSignal): Outcome {
  if (signal.aborted) return { status: "stopped" };
  if (error instanceof AiProviderError) {
    return error.kind === "aborted"
      ? { status: "stopped" }
      : { status: "failed", error: error.message, cause: error };
  }
  return { status: "failed", error: chatMessages.replyFailed, cause: error };
}

/** A failure with nothing to save is reported like a failed generation (429 keeps its wait). */
function failureError(outcome: Outcome): unknown {
  return outcome.cause instanceof AiProviderError
    ? toGenerationError(outcome.cause)
    : new AppError("SERVICE_UNAVAILABLE", outcome.error ?? chatMessages.replyFailed);
}
