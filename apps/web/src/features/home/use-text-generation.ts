import type {
  ComplianceReport,
  GiftType,
  GenerationSource as KnowledgeSource,
  Length,
  Tone,
} from "@studio/shared";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../lib/error-message";
import { notify } from "../../lib/notify";
import { useTRPCClient } from "../../lib/trpc";
import { homeStrings, type TextBotId } from "./home-strings";
import { useGenerationProgress } from "./use-generation-progress";

export interface GenerateRequest {
  productId: number;
  topicId?: number;
  botType: TextBotId;
  giftType?: GiftType;
  customTopic?: string;
  tone?: Tone;
  length?: Length;
  audience?: string;
  instructions?: string;
}

/** Names of what was chosen, for the chat handoff's conversation title. */
export interface GenerationLabels {
  product?: string;
  subject?: string;
}

export interface GenerationSource {
  request: GenerateRequest;
  labels: GenerationLabels;
}

export interface GenerationMeta {
  title: string;
  provider: string;
  model: string;
  /** The knowledge-base entries the draft used: the pane shows them as chips. */
  sources: KnowledgeSource[];
}

export interface TextGeneration {
  /** What the result pane shows: the streamed text so far, then the final content. */
  content: string;
  meta: GenerationMeta | null;
  isPending: boolean;
  /** 0 when idle; SPEC 4 values while pending and just after. */
  progress: number;
  /** What produced the content on screen: Regenerate reruns exactly that. */
  source: GenerationSource | null;
  generate: (source: GenerationSource) => void;
  /** The compliance report of `content`; null while streaming or after an edit until re-checked. */
  compliance: ComplianceReport | null;
  /** Replaces the draft (an applied rewrite) and the report that goes with it, once known. */
  edit: (content: string, compliance: ComplianceReport | null) => void;
}

/**
 * Streams one bot's generation into state: deltas append as they arrive, the final event
 * replaces them with the stored content. A new run, or leaving the page, aborts the one before,
 * which also stops the upstream model call on the server.
 */
export function useTextGeneration(botType: TextBotId): TextGeneration {
  const copy = homeStrings[botType];
  const trpcClient = useTRPCClient();
  const [content, setContent] = useState("");
  const [meta, setMeta] = useState<GenerationMeta | null>(null);
  const [compliance, setCompliance] = useState<ComplianceReport | null>(null);
  const [source, setSource] = useState<GenerationSource | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  // What to show again if a run fails: a failed regenerate must not wipe the good draft.
  const previousRef = useRef<{
    content: string;
    meta: GenerationMeta | null;
    compliance: ComplianceReport | null;
  }>({ content: "", meta: null, compliance: null });
  const { value: progressValue, start, succeed, fail } = useGenerationProgress();

  useEffect(() => () => abortRef.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: async ({ request, signal }: { request: GenerateRequest; signal: AbortSignal }) => {
      const events = await trpcClient.generation.generate.mutate(request, { signal });
      let streamed = "";
      for await (const event of events) {
        // A superseded run must not write over the one that replaced it.
        if (signal.aborted) throw new Error("aborted");
        if (event.type === "delta") {
          streamed += event.text;
          setContent(streamed);
        } else if (event.type === "done") {
          return event;
        }
      }
      // The stream closed without its final event: the connection was cut midway.
      throw new Error(copy.failureFallback);
    },
  });
  const { mutate } = mutation;

  const generate = useCallback(
    (next: GenerationSource) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      previousRef.current = { content, meta, compliance };
      setContent("");
      setMeta(null);
      setCompliance(null);
      start();
      mutate(
        { request: next.request, signal: controller.signal },
        {
          onSuccess: (done) => {
            if (controller.signal.aborted) return;
            setContent(done.content);
            setMeta({
              title: done.title,
              provider: done.provider,
              model: done.model,
              sources: done.sources,
            });
            setCompliance(done.compliance ?? null);
            setSource(next);
            succeed();
            notify.success(copy.successTitle, copy.successMessage);
          },
          onError: (error) => {
            // Aborted because a newer run started or the page went away: nothing to report.
            if (controller.signal.aborted) return;
            setContent(previousRef.current.content);
            setMeta(previousRef.current.meta);
            setCompliance(previousRef.current.compliance);
            fail();
            notify.error(
              homeStrings.generationFailedTitle,
              errorMessage(error, copy.failureFallback),
            );
          },
        },
      );
    },
    [content, meta, compliance, mutate, start, succeed, fail, copy],
  );

  const edit = useCallback((next: string, report: ComplianceReport | null) => {
    setContent(next);
    setCompliance(report);
  }, []);

  return {
    content,
    meta,
    isPending: mutation.isPending,
    progress: progressValue,
    source,
    generate,
    compliance,
    edit,
  };
}
