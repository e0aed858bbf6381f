import { solidPng } from "@studio/ai/testing";
import { describe, expect, it, vi } from "vitest";
import type { ImageStore, StoredImage } from "./image-store";
import { readImage, readPrint } from "./images-delivery";

async function storeWith(image: Omit<StoredImage, "png" | "createdAt">) {
  const png = await solidPng(image.width, image.height);
  const stored: StoredImage = { ...image, png, createdAt: new Date() };
  const store: ImageStore = {
    put: vi.fn(async () => {}),
    get: vi.fn(async (id: string) => (id === stored.id ? stored : undefined)),
  };
  return { store, stored };
}

describe("image delivery", () => {
  it("answers NOT_FOUND for unknown ids and never queries for malformed ones", async () => {
    const { store } = await storeWith({
      id: "AAAAAAAAAAAAAAAAAAAAAA",
      width: 64,
      height: 64,
      printKind: "image",
      contentId: null,
    });
    await expect(readImage(store, "BBBBBBBBBBBBBBBBBBBBBB")).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Image not found.",
    });
    await expect(readImage(store, "../../etc/passwd")).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(store.get).toHaveBeenCalledTimes(1);
  });

  it("renders a print once for concurrent requests and names it per SPEC 9", async () => {
    const { store } = await storeWith({
      id: "CCCCCCCCCCCCCCCCCCCCCC",
      width: 72,
      height: 144,
      printKind: "image",
      contentId: 1,
    });
    const [a, b] = await Promise.all([
      readPrint(store, "CCCCCCCCCCCCCCCCCCCCCC", 1700000000000),
      readPrint(store, "CCCCCCCCCCCCCCCCCCCCCC", 1700000000001),
    ]);
    expect(a.png).toBe(b.png);
    expect(a).toMatchObject({
      width: 300,
      height: 600,
      dpi: 300,
      fileName: "ai-image-300dpi-1700000000000.png",
    });
    const later = await readPrint(store, "CCCCCCCCCCCCCCCCCCCCCC", 1700000000002);
    expect(later.png).toBe(a.png);
  });

  it("names a cover {hash}{timestamp}.png with a stable content hash", async () => {
    const { store } = await storeWith({
      id: "DDDDDDDDDDDDDDDDDDDDDD",
      width: 64,
      height: 96,
      printKind: "cover",
      contentId: 2,
    });
    const first = await readPrint(store, "DDDDDDDDDDDDDDDDDDDDDD", 1700000000000);
    const second = await readPrint(store, "DDDDDDDDDDDDDDDDDDDDDD", 1700000009999);
    expect(first.fileName).toMatch(/^[0-9a-f]{8}1700000000000\.png$/);
    expect(second.fileName.slice(0, 8)).toBe(first.fileName.slice(0, 8));
    expect(first).toMatchObject({ width: 2480, height: 3508, dpi: 300 });
  });
});
