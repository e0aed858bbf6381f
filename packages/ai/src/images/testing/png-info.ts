/** Reads a PNG's header and physical-size chunk straight from the bytes (no image library). */
export interface PngInfo {
  width: number;
  height: number;
  /** pHYs pixels per unit, and whether the unit is the metre (1). */
  pixelsPerUnitX?: number;
  pixelsPerUnitY?: number;
  unitIsMetre?: boolean;
  /** DPI from pHYs, rounded; undefined without a pHYs chunk in metres. */
  dpi?: number;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function readPngInfo(bytes: Uint8Array): PngInfo {
  const png = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error("not a PNG");
  let info: PngInfo | undefined;
  let offset = 8;
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    const data = offset + 8;
    if (type === "IHDR")
      info = { width: png.readUInt32BE(data), height: png.readUInt32BE(data + 4) };
    if (type === "pHYs" && info) {
      info.pixelsPerUnitX = png.readUInt32BE(data);
      info.pixelsPerUnitY = png.readUInt32BE(data + 4);
      info.unitIsMetre = png[data + 8] === 1;
      if (info.unitIsMetre) info.dpi = Math.round(info.pixelsPerUnitX * 0.0254);
    }
    // pHYs must precede the image data, so there is nothing more to learn past it.
    if (type === "IDAT" || type === "IEND") break;
    offset = data + length + 4;
  }
  if (!info) throw new Error("PNG without IHDR");
  return info;
}
