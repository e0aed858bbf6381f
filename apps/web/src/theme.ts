import {
  type BadgeFactory,
  type ButtonFactory,
  type CardFactory,
  createTheme,
  type ExtendComponent,
  type FactoryPayload,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type PaperFactory,
  type PasswordInputFactory,
  type SelectFactory,
  type TextareaFactory,
  type TextInputFactory,
  type TooltipFactory,
} from "@mantine/core";

/**
 * `Component.extend()` without importing the component. Mantine's `extend` is the identity at
 * run time; calling it on Tooltip or PasswordInput here put them (and all of floating-ui) into
 * the JavaScript every page loads first, though only lazily loaded screens render them.
 */
function extend<Payload extends FactoryPayload>(
  input: ExtendComponent<Payload>,
): MantineThemeComponent {
  return input;
}

/** Deep navy/indigo: reads as trustworthy on a finance publisher's screen. */
const navy: MantineColorsTuple = [
  "#eef1fb",
  "#dce1f3",
  "#b5c0e5",
  "#8c9dd8",
  "#6a7fcc",
  "#546cc5",
  "#4862c3",
  "#3a52ac",
  "#31489b",
  "#243c89",
];

const fontStack =
  'Inter, "Inter Variable", ui-sans-serif, system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: "navy",
  primaryShade: { light: 8, dark: 5 },
  colors: { navy },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: "700" },
  defaultRadius: "md",
  cursorType: "pointer",
  black: "#0f172a",
  components: {
    Button: extend<ButtonFactory>({ defaultProps: { radius: "md" } }),
    // A badge is a word or two: it keeps its width and its row wraps, rather than ending
    // "NO ISSUES F…" on a phone.
    Badge: extend<BadgeFactory>({ styles: { root: { flexShrink: 0 } } }),
    Card: extend<CardFactory>({ defaultProps: { radius: "lg", shadow: "sm", withBorder: true } }),
    Paper: extend<PaperFactory>({ defaultProps: { radius: "lg" } }),
    // Every field one size, so a select beside a text input has the same height.
    TextInput: extend<TextInputFactory>({ defaultProps: { size: "md" } }),
    PasswordInput: extend<PasswordInputFactory>({ defaultProps: { size: "md" } }),
    Select: extend<SelectFactory>({ defaultProps: { size: "md" } }),
    Textarea: extend<TextareaFactory>({ defaultProps: { size: "md" } }),
    // Open and skip delays: lib/tooltip-timing.tsx.
    Tooltip: extend<TooltipFactory>({ defaultProps: { withArrow: true } }),
  },
});
