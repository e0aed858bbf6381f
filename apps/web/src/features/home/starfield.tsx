import { useEffect, useRef } from "react";
import classes from "./starfield.module.css";

/** SPEC 9: the hero's starfield canvas is 700 px high. */
export const STARFIELD_HEIGHT_PX = 700;

const MAX_STARS = 360;
/** One star per this many CSS pixels of canvas, so phones are not crowded (or overworked). */
const PIXELS_PER_STAR = 3200;
/** Higher ratios cost fill rate without a visible gain for 1-2 px dots. */
const MAX_PIXEL_RATIO = 2;
const SHOOTING_STAR_EVERY_MS = 7000;

interface Star {
  /** Position as a fraction of the canvas, so a resize keeps the sky. */
  x: number;
  y: number;
  /** 0 (far) .. 1 (near): near stars are larger, brighter and drift faster. */
  depth: number;
  phase: number;
  twinkleSpeed: number;
  color: string;
}

interface ShootingStar {
  x: number;
  y: number;
  vx: number;
  vy: number;
  life: number;
}

const STAR_COLORS = ["#ffffff", "#ffffff", "#ffffff", "#dbeafe", "#c7d2fe", "#99f6e4"];

function createStars(count: number): Star[] {
  return Array.from({ length: count }, () => ({
    x: Math.random(),
    y: Math.random(),
    depth: Math.random() ** 2,
    phase: Math.random() * Math.PI * 2,
    twinkleSpeed: 0.6 + Math.random() * 1.8,
    color: STAR_COLORS[Math.floor(Math.random() * STAR_COLORS.length)] ?? "#ffffff",
  }));
}

/**
 * The hero's animated starfield. Draws a single still frame for people who prefer reduced
 * motion, and stops animating while the hero is off-screen or the tab is hidden.
 */
export function Starfield() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;

    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const stars = createStars(MAX_STARS);
    let shootingStar: ShootingStar | null = null;
    let width = 0;
    let height = 0;
    let visibleCount = 0;
    let frame: number | null = null;
    let lastTime: number | null = null;
    let elapsed = 0;
    let sinceShootingStar = 0;
    let onScreen = true;

    const draw = () => {
      context.clearRect(0, 0, width, height);
      for (let index = 0; index < visibleCount; index += 1) {
        const star = stars[index];
        if (!star) continue;
        const twinkle = 0.55 + 0.45 * Math.sin(elapsed * star.twinkleSpeed + star.phase);
        context.globalAlpha = (0.3 + 0.7 * star.depth) * twinkle;
        context.fillStyle = star.color;
        context.beginPath();
        context.arc(star.x * width, star.y * height, 0.5 + star.depth * 1.3, 0, Math.PI * 2);
        context.fill();
      }
      if (shootingStar) {
        const { x, y, vx, vy, life } = shootingStar;
        const gradient = context.createLinearGradient(x, y, x - vx * 0.12, y - vy * 0.12);
        gradient.addColorStop(0, "rgba(255, 255, 255, 0.9)");
        gradient.addColorStop(1, "rgba(255, 255, 255, 0)");
        context.globalAlpha = Math.min(1, life * 2);
        context.strokeStyle = gradient;
        context.lineWidth = 1.4;
        context.beginPath();
        context.moveTo(x, y);
        context.lineTo(x - vx * 0.12, y - vy * 0.12);
        context.stroke();
      }
      context.globalAlpha = 1;
    };

    const step = (deltaSeconds: number) => {
      elapsed += deltaSeconds;
      for (let index = 0; index < visibleCount; index += 1) {
        const star = stars[index];
        if (!star) continue;
        // A slow leftward drift with parallax: near stars move up to ~14 px a second.
        star.x -= ((2 + star.depth * 12) * deltaSeconds) / Math.max(width, 1);
        if (star.x < 0) star.x += 1;
      }
      sinceShootingStar += deltaSeconds * 1000;
      if (!shootingStar && sinceShootingStar > SHOOTING_STAR_EVERY_MS) {
        sinceShootingStar = 0;
        shootingStar = {
          x: width * (0.3 + Math.random() * 0.7),
          y: height * Math.random() * 0.4,
          vx: -(380 + Math.random() * 220),
          vy: 160 + Math.random() * 120,
          life: 1,
        };
      }
      if (shootingStar) {
        shootingStar.x += shootingStar.vx * deltaSeconds;
        shootingStar.y += shootingStar.vy * deltaSeconds;
        shootingStar.life -= deltaSeconds * 0.9;
        if (shootingStar.life <= 0) shootingStar = null;
      }
    };

    const tick = (time: number) => {
      // Cap the step so returning to the tab does not fling the stars across the sky.
      const deltaSeconds = lastTime === null ? 0 : Math.min((time - lastTime) / 1000, 0.1);
      lastTime = time;
      step(deltaSeconds);
      draw();
      frame = requestAnimationFrame(tick);
    };

    const stop = () => {
      if (frame !== null) cancelAnimationFrame(frame);
      frame = null;
      lastTime = null;
    };

    const shouldAnimate = () => onScreen && !document.hidden && !reducedMotion.matches;

    const sync = () => {
      if (shouldAnimate()) {
        if (frame === null) frame = requestAnimationFrame(tick);
      } else {
        stop();
        if (reducedMotion.matches) shootingStar = null;
        draw();
      }
    };

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      visibleCount = Math.min(MAX_STARS, Math.round((width * height) / PIXELS_PER_STAR));
      draw();
    };

    const resizeObserver = new ResizeObserver(resize);
    resizeObserver.observe(canvas);
    // A zoom or a move to another screen changes the pixel ratio without resizing the element.
    window.addEventListener("resize", resize);

    const intersectionObserver = new IntersectionObserver((entries) => {
      onScreen = entries.some((entry) => entry.isIntersecting);
      sync();
    });
    intersectionObserver.observe(canvas);
    document.addEventListener("visibilitychange", sync);
    reducedMotion.addEventListener("change", sync);

    resize();
    sync();

    return () => {
      stop();
      resizeObserver.disconnect();
      intersectionObserver.disconnect();
      window.removeEventListener("resize", resize);
      document.removeEventListener("visibilitychange", sync);
      reducedMotion.removeEventListener("change", sync);
    };
  }, []);

  return (
    <canvas
      ref={canvasRef}
      className={classes.canvas}
      style={{ height: STARFIELD_HEIGHT_PX }}
      aria-hidden
      data-testid="starfield"
    />
  );
}

/** The planet in the hero: public/planet.svg, drawn for this product. Decorative. */
export function Planet({ className }: { className?: string }) {
  return (
    <img
      src="/planet.svg"
      alt=""
      aria-hidden
      className={[classes.planet, className].filter(Boolean).join(" ")}
      width={480}
      height={480}
      decoding="async"
    />
  );
}
