import type { AiProvider } from "@studio/ai";
import { createAiProvider } from "@studio/ai";
import type { GenerationLimits } from "@studio/api";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../env";

declare module "fastify" {
  interface FastifyInstance {
    ai: AiProvider;
    /** Hourly generation allowances, handed to every request's context. */
    generationLimits: GenerationLimits;
    /** Requests one API key may make per minute (0: no limit). */
    apiKeyLimitPerMinute: number;
  }
}

export interface AiPluginOptions {
  config: Config;
  /** A ready provider (tests, benchmarks) instead of the configured one. */
  provider?: AiProvider;
}

/** Selects the AI provider once per instance and says which, so nobody mistakes demo output for a model's. */
export const aiPlugin = fp(
  async (app: FastifyInstance, { config, provider }: AiPluginOptions) => {
    const ai = provider ?? createAiProvider(config.ai);
    app.decorate("ai", ai);
    app.decorate("generationLimits", config.generationLimits);
    // Beside the generation limits: key requests count against both.
    app.decorate("apiKeyLimitPerMinute", config.apiKeyLimitPerMinute);
    const selection = {
      provider: ai.name,
      model: ai.model,
      imageModel: ai.imageModel,
      ...(ai.name === "openai" && config.ai.baseUrl ? { baseUrl: config.ai.baseUrl } : {}),
    };
    if (ai.name === "offline") {
      app.log.info(
        selection,
        "AI provider: offline demo composer (set OPENAI_API_KEY or OPENAI_BASE_URL to use a model)",
      );
    } else {
      app.log.info(selection, "AI provider selected");
    }
  },
  { name: "ai" },
);
