import {
  blobPath,
  cloud,
  fillGradient,
  glow,
  grain,
  type Painter,
  ridge,
  vignette,
} from "./painter-kit";
import { hsl } from "./palette";

/** Landscape-based styles: a sky, a light source and layered terrain, rendered differently. */

export const photoRealistic: Painter = (scene) => {
  const { width, height, short, random, palette } = scene;
  const horizon = height * random.range(0.55, 0.68);
  fillGradient(
    scene,
    [
      [0, hsl(palette.hue + 10, 45, 28)],
      [0.55, hsl(palette.hue - 15, 55, 62)],
      [1, hsl(palette.accent, 70, 82)],
    ],
    0,
    horizon,
  );
  const sun = { x: width * random.range(0.2, 0.8), y: horizon - short * random.range(0.05, 0.2) };
  glow(
    scene,
    sun.x,
    sun.y,
    short * 0.5,
    hsl(palette.accent + 20, 90, 85, 0.9),
    hsl(palette.accent, 90, 70, 0),
  );
  glow(scene, sun.x, sun.y, short * 0.05, hsl(50, 100, 96), hsl(50, 100, 90, 0));
  // Atmospheric perspective: far ridges are lighter and bluer, near ones darker and sharper.
  for (let layer = 0; layer < 5; layer += 1) {
    const depth = layer / 4;
    ridge(
      scene,
      horizon + depth * height * 0.28,
      short * (0.12 - depth * 0.05),
      hsl(palette.hue + 200 - depth * 30, 25 + depth * 10, 55 - depth * 42),
      0.8 + depth,
    );
  }
  grain(scene, 10);
  vignette(scene, 0.35);
};

export const cartoon: Painter = (scene) => {
  const { width, height, short, random, palette } = scene;
  fillGradient(scene, [
    [0, hsl(palette.hue + 190, 85, 62)],
    [1, hsl(palette.hue + 170, 80, 82)],
  ]);
  const outline = { color: hsl(palette.hue, 40, 15), width: short * 0.009 };
  const sun = {
    x: width * random.range(0.65, 0.85),
    y: height * random.range(0.15, 0.25),
    r: short * 0.09,
  };
  scene.ctx.beginPath();
  scene.ctx.arc(sun.x, sun.y, sun.r, 0, Math.PI * 2);
  scene.ctx.fillStyle = hsl(48, 100, 60);
  scene.ctx.fill();
  scene.ctx.lineWidth = outline.width;
  scene.ctx.strokeStyle = outline.color;
  scene.ctx.stroke();
  for (let i = 0; i < 3; i += 1) {
    cloud(
      scene,
      width * random.range(0.1, 0.6),
      height * random.range(0.12, 0.35),
      short * random.range(0.12, 0.2),
      "#ffffff",
      outline,
    );
  }
  const hills = [
    hsl(palette.hue + 100, 65, 52),
    hsl(palette.hue + 90, 70, 42),
    hsl(palette.hue + 80, 75, 34),
  ];
  hills.forEach((color, i) => {
    const y = height * (0.6 + i * 0.1);
    scene.ctx.beginPath();
    scene.ctx.ellipse(
      width * random.range(0.1, 0.9),
      y + short * 0.25,
      width * random.range(0.45, 0.7),
      short * 0.3,
      0,
      Math.PI,
      0,
    );
    scene.ctx.fillStyle = color;
    scene.ctx.fill();
    scene.ctx.stroke();
    scene.ctx.fillRect(0, y + short * 0.25, width, height);
  });
};

/**
 * Flat, layered shapes with a paper tooth. The cover style "illustrated" is the bolder variant:
 * saturated colour, an inked outline on every layer and a dusk sky.
 */
const layeredIllustration =
  (bold: boolean): Painter =>
  (scene) => {
    const { ctx, width, height, short, random, palette } = scene;
    const saturation = bold ? 70 : 40;
    fillGradient(scene, [
      [0, bold ? hsl(palette.accent + 200, 55, 30) : hsl(palette.hue, 45, 88)],
      [1, bold ? hsl(palette.accent, 75, 70) : hsl(palette.hue + 20, 55, 74)],
    ]);
    ctx.beginPath();
    ctx.arc(width * random.range(0.25, 0.75), height * 0.3, short * 0.14, 0, Math.PI * 2);
    ctx.fillStyle = hsl(palette.accent, 70, bold ? 80 : 62);
    ctx.fill();
    for (let layer = 0; layer < 4; layer += 1) {
      ridge(
        scene,
        height * (0.5 + layer * 0.12),
        short * 0.08,
        hsl(palette.hue + layer * 12, saturation, 62 - layer * 12),
        0.6,
      );
      if (bold) {
        ctx.lineWidth = short * 0.006;
        ctx.strokeStyle = hsl(palette.hue, 50, 12);
        ctx.stroke();
      }
    }
    // Geometric trees on the nearest slope.
    const trees = random.int(5, 11);
    for (let i = 0; i < trees; i += 1) {
      const x = random.range(0, width);
      const base = height * random.range(0.82, 0.95);
      const size = short * random.range(0.05, 0.09);
      ctx.beginPath();
      ctx.moveTo(x, base - size * 2.2);
      ctx.lineTo(x - size * 0.7, base);
      ctx.lineTo(x + size * 0.7, base);
      ctx.closePath();
      ctx.fillStyle = hsl(palette.hue + 120, saturation - 5, random.range(18, 30));
      ctx.fill();
    }
    grain(scene, bold ? 6 : 14);
  };

export const illustration = layeredIllustration(false);
export const illustrated = layeredIllustration(true);

export const oilPainting: Painter = (scene) => {
  const { ctx, width, height, short, random, palette } = scene;
  fillGradient(scene, [
    [0, hsl(palette.hue, 50, 45)],
    [0.6, hsl(palette.accent, 55, 60)],
    [1, hsl(palette.hue + 30, 45, 30)],
  ]);
  // Short thick strokes along a flow field, their colour taken from the band they sit in.
  const strokes = Math.round((width * height) / 180);
  ctx.lineCap = "round";
  for (let i = 0; i < strokes; i += 1) {
    const x = random.range(0, width);
    const y = random.range(0, height);
    const band = y / height;
    const angle = Math.sin(x / (short * 0.18)) * 0.8 + Math.cos(y / (short * 0.22)) * 0.6;
    const length = short * random.range(0.012, 0.035);
    ctx.strokeStyle = hsl(
      (band < 0.6 ? palette.hue : palette.accent) + random.range(-18, 18),
      random.range(35, 70),
      35 + (1 - Math.abs(band - 0.55)) * 30 + random.range(-12, 12),
      0.75,
    );
    ctx.lineWidth = short * random.range(0.004, 0.011);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + Math.cos(angle) * length, y + Math.sin(angle) * length);
    ctx.stroke();
  }
  grain(scene, 18);
  vignette(scene, 0.3);
};

export const watercolor: Painter = (scene) => {
  const { ctx, width, height, short, random, palette } = scene;
  ctx.fillStyle = hsl(40, 30, 96);
  ctx.fillRect(0, 0, width, height);
  // Many faint, slightly different layers of each wash give soft, bleeding edges.
  const washes = random.int(7, 12);
  for (let w = 0; w < washes; w += 1) {
    const x = random.range(0, width);
    const y = random.range(0, height);
    const radius = short * random.range(0.12, 0.32);
    const hue = (random.next() < 0.6 ? palette.hue : palette.accent) + random.range(-25, 25);
    for (let layer = 0; layer < 14; layer += 1) {
      blobPath(
        scene,
        x + random.range(-8, 8),
        y + random.range(-8, 8),
        radius * random.range(0.85, 1.1),
        0.22,
      );
      ctx.fillStyle = hsl(hue, 60, 55, 0.045);
      ctx.fill();
    }
  }
  grain(scene, 12);
};

export const anime: Painter = (scene) => {
  const { ctx, width, height, short, random, palette } = scene;
  fillGradient(scene, [
    [0, hsl(palette.hue + 200, 80, 45)],
    [0.7, hsl(palette.hue + 190, 75, 75)],
    [1, hsl(palette.accent, 80, 90)],
  ]);
  // Cel-shaded clouds: a lit body and a flat shadow tone, no gradients.
  for (let i = 0; i < 4; i += 1) {
    const x = width * random.range(0.05, 0.95);
    const y = height * random.range(0.45, 0.75);
    const size = short * random.range(0.18, 0.3);
    cloud(scene, x, y, size, hsl(palette.hue + 220, 40, 82));
    cloud(scene, x, y - size * 0.12, size * 0.9, "#ffffff");
  }
  ctx.strokeStyle = "rgba(255,255,255,0.35)";
  ctx.lineWidth = short * 0.004;
  for (let i = 0; i < 14; i += 1) {
    const y = random.range(0, height * 0.4);
    ctx.beginPath();
    ctx.moveTo(random.range(0, width * 0.5), y);
    ctx.lineTo(random.range(width * 0.5, width), y + random.range(-10, 10));
    ctx.stroke();
  }
  for (let i = 0; i < 24; i += 1)
    sparkle(
      scene,
      random.range(0, width),
      random.range(0, height * 0.6),
      short * random.range(0.006, 0.02),
    );
  ridge(scene, height * 0.86, short * 0.04, hsl(palette.hue + 150, 45, 30), 0.7);
};

function sparkle(scene: Parameters<Painter>[0], x: number, y: number, size: number): void {
  const { ctx } = scene;
  ctx.beginPath();
  ctx.moveTo(x, y - size * 2);
  ctx.quadraticCurveTo(x, y, x + size * 2, y);
  ctx.quadraticCurveTo(x, y, x, y + size * 2);
  ctx.quadraticCurveTo(x, y, x - size * 2, y);
  ctx.quadraticCurveTo(x, y, x, y - size * 2);
  ctx.fillStyle = "rgba(255,255,255,0.9)";
  ctx.fill();
}

export const conceptArt: Painter = (scene) => {
  const { ctx, width, height, short, random, palette } = scene;
  fillGradient(scene, [
    [0, hsl(palette.hue + 200, 35, 10)],
    [0.6, hsl(palette.hue + 180, 30, 28)],
    [1, hsl(palette.accent, 45, 45)],
  ]);
  const source = { x: width * random.range(0.55, 0.85), y: height * random.range(0.2, 0.4) };
  glow(
    scene,
    source.x,
    source.y,
    short * 0.7,
    hsl(palette.accent + 10, 80, 70, 0.8),
    hsl(palette.accent, 80, 50, 0),
  );
  // Volumetric rays fanning out from the light.
  ctx.globalCompositeOperation = "lighter";
  for (let i = 0; i < 9; i += 1) {
    const angle = random.range(Math.PI * 0.35, Math.PI * 0.95);
    const spread = random.range(0.02, 0.06);
    const reach = Math.hypot(width, height);
    ctx.beginPath();
    ctx.moveTo(source.x, source.y);
    ctx.lineTo(
      source.x + Math.cos(angle - spread) * reach,
      source.y + Math.sin(angle - spread) * reach,
    );
    ctx.lineTo(
      source.x + Math.cos(angle + spread) * reach,
      source.y + Math.sin(angle + spread) * reach,
    );
    ctx.closePath();
    ctx.fillStyle = hsl(palette.accent, 70, 60, 0.05);
    ctx.fill();
  }
  ctx.globalCompositeOperation = "source-over";
  // Monolithic silhouettes, then fog between them and the viewer.
  const towers = random.int(4, 8);
  for (let i = 0; i < towers; i += 1) {
    const w = width * random.range(0.04, 0.11);
    const h = height * random.range(0.25, 0.6);
    const x = random.range(0, width - w);
    ctx.fillStyle = hsl(palette.hue + 200, 25, random.range(6, 14));
    ctx.fillRect(x, height - h, w, h);
  }
  fillGradient(
    scene,
    [
      [0, hsl(palette.accent, 30, 60, 0)],
      [1, hsl(palette.accent, 30, 60, 0.45)],
    ],
    height * 0.55,
    height,
  );
  ridge(scene, height * 0.9, short * 0.05, hsl(palette.hue + 200, 30, 5), 1.4);
  grain(scene, 12);
  vignette(scene, 0.5);
};
