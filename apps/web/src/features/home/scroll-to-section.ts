/** SPEC 9: the hero button stops this far above the bots section (clears the sticky header). */
export const HERO_SCROLL_OFFSET_PX = 100;

export function scrollToSection(id: string, offset = HERO_SCROLL_OFFSET_PX): void {
  const target = document.getElementById(id);
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - offset;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top, behavior: reduceMotion ? "auto" : "smooth" });
}
