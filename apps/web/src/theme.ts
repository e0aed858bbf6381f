import {
  Button,
  Card,
  createTheme,
  type MantineColorsTuple,
  Paper,
  PasswordInput,
  TextInput,
  Tooltip,
} from "@mantine/core";

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
    Button: Button.extend({ defaultProps: { radius: "md" } }),
    Card: Card.extend({ defaultProps: { radius: "lg", shadow: "sm", withBorder: true } }),
    Paper: Paper.extend({ defaultProps: { radius: "lg" } }),
    TextInput: TextInput.extend({ defaultProps: { size: "md" } }),
    PasswordInput: PasswordInput.extend({ defaultProps: { size: "md" } }),
    Tooltip: Tooltip.extend({ defaultProps: { openDelay: 700, withArrow: true } }),
  },
});
