import type { SKRSContext2D } from "@napi-rs/canvas";
import type { Palette } from "./palette";
import type { Random } from "./seeded-random";

/** Everything a style's painter needs: the surface, its size, the seeded dice and the colours. */
export interface Scene {
  ctx: SKRSContext2D;
  width: number;
  height: number;
  /** The shorter side: sizes scale with it so square, landscape and portrait look alike. */
  short: number;
  random: Random;
  palette: Palette;
}

export type Painter = (scene: Scene) => void;

export function fillGradient(
  scene: Scene,
  stops: [number, string][],
  from = 0,
  to = scene.height,
): void {
  const gradient = scene.ctx.createLinearGradient(0, from, 0, to);
  for (const [offset, color] of stops) gradient.addColorStop(offset, color);
  scene.ctx.fillStyle = gradient;
  scene.ctx.fillRect(0, 0, scene.width, scene.height);
}

/** A smooth random skyline (sum of sines) from `baseY`, filled to the bottom of the image. */
export function ridge(
  scene: Scene,
  baseY: number,
  amplitude: number,
  color: string,
  roughness = 1,
): void {
  const { ctx, width, height, random } = scene;
  const waves = Array.from({ length: 4 }, (_, i) => ({
    frequency: ((i + 1) * roughness * random.range(1.5, 3.5) * Math.PI) / width,
    phase: random.range(0, Math.PI * 2),
    weight: 1 / (i + 1),
  }));
  const total = waves.reduce((sum, w) => sum + w.weight, 0);
  ctx.beginPath();
  ctx.moveTo(0, height);
  const step = Math.max(2, Math.round(width / 240));
  for (let x = 0; x <= width + step; x += step) {
    const offset =
      waves.reduce((sum, w) => sum + w.weight * Math.sin(x * w.frequency + w.phase), 0) / total;
    ctx.lineTo(x, baseY + offset * amplitude);
  }
  ctx.lineTo(width, height);
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
}

export function glow(
  scene: Scene,
  x: number,
  y: number,
  radius: number,
  inner: string,
  outer: string,
): void {
  const gradient = scene.ctx.createRadialGradient(x, y, 0, x, y, radius);
  gradient.addColorStop(0, inner);
  gradient.addColorStop(1, outer);
  scene.ctx.fillStyle = gradient;
  scene.ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
}

/** An irregular rounded shape: clouds, washes, paint blots. */
export function blobPath(
  scene: Scene,
  x: number,
  y: number,
  radius: number,
  irregularity: number,
  points = 12,
): void {
  const { ctx, random } = scene;
  const radii = Array.from(
    { length: points },
    () => radius * (1 + random.range(-irregularity, irregularity)),
  );
  ctx.beginPath();
  for (let i = 0; i <= points; i += 1) {
    const angle = (i / points) * Math.PI * 2;
    const r = radii[i % points] ?? radius;
    const px = x + Math.cos(angle) * r;
    const py = y + Math.sin(angle) * r;
    if (i === 0) ctx.moveTo(px, py);
    else {
      const mid = ((i - 0.5) / points) * Math.PI * 2;
      const rm = ((radii[(i - 1) % points] ?? radius) + r) / 2;
      ctx.quadraticCurveTo(x + Math.cos(mid) * rm * 1.08, y + Math.sin(mid) * rm * 1.08, px, py);
    }
  }
  ctx.closePath();
}

/** Per-pixel noise: film grain, paper or canvas tooth, depending on the amount. */
export function grain(scene: Scene, amount: number): void {
  const { ctx, width, height, random } = scene;
  const image = ctx.getImageData(0, 0, width, height);
  const data = image.data;
  for (let i = 0; i < data.length; i += 4) {
    const n = (random.next() - 0.5) * amount;
    data[i] = (data[i] ?? 0) + n;
    data[i + 1] = (data[i + 1] ?? 0) + n;
    data[i + 2] = (data[i + 2] ?? 0) + n;
  }
  ctx.putImageData(image, 0, 0);
}

export function vignette(scene: Scene, strength: number): void {
  const { width, height } = scene;
  const radius = Math.hypot(width, height) / 2;
  const gradient = scene.ctx.createRadialGradient(
    width / 2,
    height / 2,
    radius * 0.45,
    width / 2,
    height / 2,
    radius,
  );
  gradient.addColorStop(0, "rgba(0,0,0,0)");
  gradient.addColorStop(1, `rgba(0,0,0,${strength})`);
  scene.ctx.fillStyle = gradient;
  scene.ctx.fillRect(0, 0, width, height);
}

/** A puffy cloud from overlapping circles. */
export function cloud(
  scene: Scene,
  x: number,
  y: number,
  size: number,
  fill: string,
  outline?: { color: string; width: number },
): void {
  const { ctx, random } = scene;
  const puffs = Array.from({ length: 5 }, (_, i) => ({
    x: x + (i - 2) * size * 0.42,
    y: y - Math.sin((i / 4) * Math.PI) * size * random.range(0.25, 0.45),
    r: size * random.range(0.32, 0.5),
  }));
  ctx.beginPath();
  for (const p of puffs) {
    ctx.moveTo(p.x + p.r, p.y);
    ctx.arc(p.x, p.y, p.r, 0, Math.PI * 2);
  }
  if (outline) {
    ctx.strokeStyle = outline.color;
    ctx.lineWidth = outline.width;
    ctx.stroke();
  }
  ctx.fillStyle = fill;
  ctx.fill("nonzero");
}
