import { imageFiles } from "@studio/api";
import type { GenerateCoverInput, GenerateImageInput, ImageResult } from "@studio/shared";
import { AppError } from "@studio/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { restHandler } from "./handler";
import type { RouteAdapter } from "./procedure-routes";

/** Stored images never change under their id, so browsers and proxies may keep them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** SPEC 7 `POST /api/generate-image`: one body for images and covers, the PNG inline. */
export const imageAdapters: Record<string, RouteAdapter> = {
  "POST /api/generate-image": restHandler(
    async (caller, request): Promise<ImageResult & { base64Image: string }> => {
      const body = legacyImageBody(request.body);
      const result = body.cover
        ? await caller.images.generateCover(body.cover)
        : await caller.images.generate(body.image);
      // Legacy callers read the picture inline; new ones use imageUrl.
      const image = await imageFiles(request.server.db).image(result.id);
      return { ...result, base64Image: image.png.toString("base64") };
    },
  ),
};

/**
 * The image files: bytes from the image store, which no procedure serves, from the app's own
 * origin (CSP img-src 'self'). Documented in openapi/file-paths.ts.
 */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    "/api/images/:file",
    // The files are public (they are embedded in emails); restHandler still checks a bearer key
    // when one is sent (a wrong key is a 401, as on every route) and maps errors.
    restHandler(async (_caller, request, reply) => {
      const { file } = request.params as { file: string };
      const id = /^(.+)\.png$/.exec(file)?.[1] ?? "";
      const image = await imageFiles(request.server.db).image(id);
      return sendPng(request, reply, image.png, `"${image.id}"`);
    }),
  );

  app.get(
    "/api/images/:id/print.png",
    restHandler(async (_caller, request, reply) => {
      const { id } = request.params as { id: string };
      const print = await imageFiles(request.server.db).print(id, Date.now(), request.ip);
      reply.header("content-disposition", `attachment; filename="${print.fileName}"`);
      reply.header("x-image-dpi", String(print.dpi));
      return sendPng(request, reply, print.png, `"${id}-print"`);
    }),
  );
}

function sendPng(request: FastifyRequest, reply: FastifyReply, png: Buffer, etag: string) {
  // Generated images are meant to be embedded in emails and other sites (helmet's default
  // Cross-Origin-Resource-Policy, same-origin, would block them there).
  reply
    .header("cache-control", IMMUTABLE)
    .header("etag", etag)
    .header("cross-origin-resource-policy", "cross-origin");
  if (request.headers["if-none-match"]?.split(",").some((tag) => tag.trim() === etag))
    return reply.code(304).send();
  return reply.type("image/png").send(png);
}

/**
 * The legacy body: `prompt`, `type` (the style, default photo-realistic), `size` (default square)
 * and `isHighResPublication` (a cover). Newer callers may add `imageType`, `headline`,
 * `subheadline` and `buttonText`. The procedures' schemas validate every value.
 */
export function legacyImageBody(
  raw: unknown,
):
  | { cover: GenerateCoverInput; image?: undefined }
  | { cover?: undefined; image: GenerateImageInput } {
  const b = (typeof raw === "object" && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<
    string,
    unknown
  >;
  const highRes = b.isHighResPublication ?? false;
  if (typeof highRes !== "boolean")
    throw new AppError("BAD_REQUEST", "isHighResPublication must be true or false.");
  if (highRes) return { cover: { description: b.prompt, style: b.type } as GenerateCoverInput };
  return {
    image: {
      prompt: b.prompt,
      style: b.type,
      size: b.size,
      type: b.imageType,
      headline: b.headline,
      subheadline: b.subheadline,
      buttonText: b.buttonText,
    } as GenerateImageInput,
  };
}
