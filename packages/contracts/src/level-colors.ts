/**
 * The colours the levels are drawn in, for the screen (Mantine's theme) and the PDF exports alike.
 *
 * The spec draws "moderate" in yellow beside an orange "high". Mantine's own yellow is amber at shade 6
 * (#fab005) and orange at shade 8 (#f08c00, the shade a filled badge takes), so the two levels read as two
 * oranges. This yellow keeps a yellow hue down to its darker shades; its text is dark in both colour schemes
 * (the provider's variant resolver), and level-colors.test.ts checks the contrast of each pairing.
 */
export const YELLOW_SHADES = ['#fffde6', '#fffac2', '#fff48f', '#ffee5c', '#ffe733', '#fcde14', '#f5d300', '#e0c100', '#c7ab00', '#8f7a00'] as const;

/** The shade a level's swatch, tile edge and chart bar are drawn in (and a filled level badge, see the provider). */
export const LEVEL_SHADE = 6;

/** Shade LEVEL_SHADE of each colour of NEED_LEVEL_COLOR and THEME_LEVEL_COLOR, as the screen draws it. */
export const LEVEL_SWATCH_HEX: Record<string, string> = {
  green: '#40c057',
  yellow: YELLOW_SHADES[LEVEL_SHADE],
  orange: '#fd7e14',
  red: '#fa5252',
  teal: '#12b886',
};

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Hue of a #rrggbb colour in degrees (0 red, 60 yellow, 120 green). */
export function hueOf(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
