import { createCanvas } from "@napi-rs/canvas";
import {
  fillGradient,
  glow,
  grain,
  type Painter,
  ridge,
  type Scene,
  vignette,
} from "./painter-kit";
import { hsl } from "./palette";

/** Designed, geometric styles: objects, grids and charts rather than landscapes. */

export const render3d: Painter = (scene) => {
  const { ctx, width, height, short, random, palette } = scene;
  const floor = height * 0.62;
  fillGradient(scene, [
    [0, hsl(palette.hue, 20, 92)],
    [0.62, hsl(palette.hue, 18, 78)],
    [0.63, hsl(palette.hue, 15, 70)],
    [1, hsl(palette.hue, 15, 52)],
  ]);
  const spheres = Array.from({ length: random.int(3, 6) }, () => ({
    x: random.range(width * 0.12, width * 0.88),
    r: short * random.range(0.07, 0.17),
    hue: random.next() < 0.5 ? palette.hue : palette.accent,
  })).sort((a, b) => a.r - b.r);
  for (const s of spheres) {
    const cy = floor + s.r * 0.4 - s.r;
    // Contact shadow first, then the body lit from the upper left.
    ctx.save();
    ctx.scale(1, 0.25);
    glow(scene, s.x + s.r * 0.3, (cy + s.r) / 0.25, s.r * 1.3, "rgba(0,0,0,0.35)", "rgba(0,0,0,0)");
    ctx.restore();
    const body = ctx.createRadialGradient(
      s.x - s.r * 0.35,
      cy - s.r * 0.4,
      s.r * 0.05,
      s.x,
      cy,
      s.r,
    );
    body.addColorStop(0, hsl(s.hue, 70, 88));
    body.addColorStop(0.45, hsl(s.hue, 65, 55));
    body.addColorStop(1, hsl(s.hue, 60, 22));
    ctx.beginPath();
    ctx.arc(s.x, cy, s.r, 0, Math.PI * 2);
    ctx.fillStyle = body;
    ctx.fill();
  }
  vignette(scene, 0.2);
};

export const digitalArt: Painter = (scene) => {
  const { ctx, width, height, short, random, palette } = scene;
  const horizon = height * 0.58;
  fillGradient(scene, [
    [0, hsl(palette.hue + 240, 60, 8)],
    [0.58, hsl(palette.hue + 300, 70, 30)],
    [1, hsl(palette.hue + 240, 60, 6)],
  ]);
  const sun = { x: width * random.range(0.35, 0.65), r: short * 0.2 };
  const sunGradient = ctx.createLinearGradient(0, horizon - sun.r, 0, horizon);
  sunGradient.addColorStop(0, hsl(palette.accent + 40, 100, 65));
  sunGradient.addColorStop(1, hsl(palette.accent - 20, 100, 55));
  ctx.beginPath();
  ctx.arc(sun.x, horizon, sun.r, Math.PI, 0);
  ctx.fillStyle = sunGradient;
  ctx.fill();
  // Retro stripes cut through the sun.
  ctx.fillStyle = hsl(palette.hue + 280, 70, 25);
  for (let i = 1; i < 6; i += 1)
    ctx.fillRect(sun.x - sun.r, horizon - i * sun.r * 0.14, sun.r * 2, sun.r * 0.03 * i);
  // A neon perspective grid with glow.
  ctx.strokeStyle = hsl(palette.hue + 180, 100, 60);
  ctx.shadowColor = hsl(palette.hue + 180, 100, 60);
  ctx.shadowBlur = short * 0.015;
  ctx.lineWidth = short * 0.003;
  for (let i = -12; i <= 12; i += 1) {
    ctx.beginPath();
    ctx.moveTo(width / 2 + i * width * 0.03, horizon);
    ctx.lineTo(width / 2 + i * width * 0.22, height);
    ctx.stroke();
  }
  for (let i = 1; i < 12; i += 1) {
    const y = horizon + (height - horizon) * (i / 12) ** 1.8;
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(width, y);
    ctx.stroke();
  }
  ctx.shadowBlur = 0;
  for (let i = 0; i < 80; i += 1) {
    ctx.fillStyle = `rgba(255,255,255,${random.range(0.2, 0.9)})`;
    ctx.fillRect(random.range(0, width), random.range(0, horizon * 0.8), 2, 2);
  }
};

/** Painted on a small grid and scaled up without smoothing, so every pixel is a crisp block. */
export const pixelArt: Painter = (scene) => {
  const { width, height, random, palette } = scene;
  const cell = Math.max(8, Math.round(scene.short / 64));
  const small = createCanvas(Math.ceil(width / cell), Math.ceil(height / cell));
  const tiny: Scene = {
    ...scene,
    ctx: small.getContext("2d"),
    width: small.width,
    height: small.height,
    short: Math.min(small.width, small.height),
  };
  tiny.ctx.fillStyle = hsl(palette.hue + 120, 45, 40);
  tiny.ctx.fillRect(0, 0, tiny.width, tiny.height);
  const bands = 6;
  for (let i = 0; i < bands; i += 1) {
    tiny.ctx.fillStyle = hsl(palette.hue + 200, 60, 30 + i * 8);
    tiny.ctx.fillRect(
      0,
      Math.floor((i * tiny.height * 0.6) / bands),
      tiny.width,
      Math.ceil((tiny.height * 0.6) / bands) + 1,
    );
  }
  tiny.ctx.fillStyle = hsl(50, 100, 65);
  const sunX = Math.floor(random.range(0.2, 0.8) * tiny.width);
  tiny.ctx.fillRect(sunX, Math.floor(tiny.height * 0.15), 5, 5);
  tiny.ctx.fillRect(sunX + 1, Math.floor(tiny.height * 0.15) - 1, 3, 7);
  ridge(tiny, tiny.height * 0.6, tiny.short * 0.12, hsl(palette.hue + 120, 45, 40), 0.8);
  ridge(tiny, tiny.height * 0.78, tiny.short * 0.08, hsl(palette.hue + 110, 50, 28), 1.2);
  ridge(tiny, tiny.height * 0.92, tiny.short * 0.03, hsl(palette.accent, 45, 22), 2);
  scene.ctx.imageSmoothingEnabled = false;
  scene.ctx.drawImage(small, 0, 0, small.width * cell, small.height * cell);
  scene.ctx.imageSmoothingEnabled = true;
};

export const minimalist: Painter = (scene) => {
  const { ctx, width, height, short, random, palette } = scene;
  ctx.fillStyle = hsl(palette.hue, 25, 93);
  ctx.fillRect(0, 0, width, height);
  const horizon = height * random.range(0.62, 0.72);
  ctx.fillStyle = hsl(palette.hue, 20, 84);
  ctx.fillRect(0, horizon, width, height - horizon);
  ctx.beginPath();
  ctx.arc(width * random.range(0.55, 0.75), horizon - short * 0.18, short * 0.12, 0, Math.PI * 2);
  ctx.fillStyle = hsl(palette.accent, 55, 62);
  ctx.fill();
  ctx.fillStyle = hsl(palette.hue, 20, 35);
  ctx.fillRect(width * 0.12, horizon - short * 0.002, width * 0.76, short * 0.004);
};

export const abstract: Painter = (scene) => {
  const { ctx, width, height, short, random, palette } = scene;
  ctx.fillStyle = hsl(palette.hue, 30, 14);
  ctx.fillRect(0, 0, width, height);
  const colors = [palette.hue, palette.accent, palette.hue + 60, palette.accent + 40];
  ctx.globalCompositeOperation = "screen";
  const shapes = random.int(14, 22);
  for (let i = 0; i < shapes; i += 1) {
    ctx.fillStyle = hsl(
      random.pick(colors),
      random.range(60, 90),
      random.range(35, 60),
      random.range(0.35, 0.75),
    );
    ctx.beginPath();
    if (random.next() < 0.5) {
      ctx.arc(
        random.range(0, width),
        random.range(0, height),
        short * random.range(0.05, 0.3),
        0,
        Math.PI * 2,
      );
    } else {
      const sides = random.int(3, 6);
      const cx = random.range(0, width);
      const cy = random.range(0, height);
      const r = short * random.range(0.1, 0.35);
      const turn = random.range(0, Math.PI);
      for (let s = 0; s < sides; s += 1) {
        const a = turn + (s / sides) * Math.PI * 2;
        ctx.lineTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
      }
      ctx.closePath();
    }
    ctx.fill();
  }
  ctx.globalCompositeOperation = "source-over";
  ctx.lineWidth = short * 0.006;
  for (let i = 0; i < 5; i += 1) {
    ctx.strokeStyle = hsl(random.pick(colors), 80, 80, 0.7);
    ctx.beginPath();
    ctx.arc(
      random.range(0, width),
      random.range(0, height),
      short * random.range(0.1, 0.4),
      random.range(0, 3),
      random.range(3, 6),
    );
    ctx.stroke();
  }
  grain(scene, 8);
};

/** Financial-publishing imagery: soft blues, a grid, a rising chart with bars behind it. */
export const corporate: Painter = (scene) => {
  const { ctx, width, height, short, random, palette } = scene;
  const blue = 210 + (palette.hue % 20) - 10;
  fillGradient(scene, [
    [0, hsl(blue, 55, 22)],
    [1, hsl(blue + 10, 60, 42)],
  ]);
  ctx.fillStyle = "rgba(255,255,255,0.05)";
  for (let i = 0; i < 3; i += 1) {
    const x = width * random.range(-0.2, 0.8);
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x + width * 0.25, 0);
    ctx.lineTo(x - width * 0.15, height);
    ctx.lineTo(x - width * 0.4, height);
    ctx.closePath();
    ctx.fill();
  }
  ctx.strokeStyle = "rgba(255,255,255,0.08)";
  ctx.lineWidth = 1;
  const gridStep = short / 12;
  for (let x = 0; x < width; x += gridStep) ctx.strokeRect(x, 0, 0, height);
  for (let y = 0; y < height; y += gridStep) ctx.strokeRect(0, y, width, 0);

  const base = height * 0.85;
  const bars = 14;
  const points: [number, number][] = [];
  let level = random.range(0.15, 0.3);
  for (let i = 0; i < bars; i += 1) {
    level = Math.min(0.75, Math.max(0.08, level + random.range(-0.04, 0.09)));
    const x = width * 0.08 + (i * width * 0.84) / (bars - 1);
    points.push([x, base - level * height * 0.6]);
    ctx.fillStyle = hsl(blue, 50, 70, 0.18);
    ctx.fillRect(
      x - width * 0.018,
      base - level * height * 0.45,
      width * 0.036,
      level * height * 0.45,
    );
  }
  const area = ctx.createLinearGradient(0, base - height * 0.5, 0, base);
  area.addColorStop(0, hsl(palette.accent, 70, 60, 0.45));
  area.addColorStop(1, hsl(palette.accent, 70, 60, 0));
  ctx.beginPath();
  ctx.moveTo(points[0]?.[0] ?? 0, base);
  for (const [x, y] of points) ctx.lineTo(x, y);
  ctx.lineTo(points[points.length - 1]?.[0] ?? width, base);
  ctx.closePath();
  ctx.fillStyle = area;
  ctx.fill();
  ctx.beginPath();
  for (const [x, y] of points) ctx.lineTo(x, y);
  ctx.strokeStyle = hsl(palette.accent, 85, 70);
  ctx.lineWidth = short * 0.006;
  ctx.lineJoin = "round";
  ctx.stroke();
  vignette(scene, 0.25);
};
