import { describe, expect, it } from 'vitest';
import { NEED_LEVEL_COLOR, THEME_LEVEL_COLOR } from './enums.ts';
import { contrastRatio, hueOf, LEVEL_SHADE, LEVEL_SWATCH_HEX, YELLOW_SHADES } from './level-colors.ts';

const BLACK = '#000000';
/** Mantine's dark.7 (dark text of the light variant in the light scheme) and body background of the dark scheme. */
const DARK_7 = '#242424';
/** Mantine's "light" background of the dark scheme: shade 9 darkened by half. */
const halfDark = (hex: string) =>
  `#${[1, 3, 5]
    .map((i) =>
      Math.round(Number.parseInt(hex.slice(i, i + 2), 16) / 2)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

describe('the level colours', () => {
  it('draw moderate in a yellow, apart from the orange of high', () => {
    const moderate = LEVEL_SWATCH_HEX[NEED_LEVEL_COLOR.moderate] ?? '';
    const high = LEVEL_SWATCH_HEX[NEED_LEVEL_COLOR.high] ?? '';
    expect(hueOf(moderate)).toBeGreaterThanOrEqual(48);
    expect(hueOf(moderate)).toBeLessThanOrEqual(60);
    expect(hueOf(moderate) - hueOf(high)).toBeGreaterThanOrEqual(20);
    // Every shade from the swatch's to the darkest stays yellow, none turns amber.
    for (const shade of YELLOW_SHADES.slice(LEVEL_SHADE)) expect(hueOf(shade), shade).toBeGreaterThanOrEqual(48);
  });

  it('have a swatch for every need and theme level', () => {
    for (const color of [...Object.values(NEED_LEVEL_COLOR), ...Object.values(THEME_LEVEL_COLOR)])
      expect(LEVEL_SWATCH_HEX[color], color).toBeDefined();
  });

  it('write the text on yellow at WCAG AA contrast in the light and the dark scheme', () => {
    // Filled (badge of a level): black text on shade 6, in both schemes.
    expect(contrastRatio(BLACK, YELLOW_SHADES[LEVEL_SHADE])).toBeGreaterThanOrEqual(4.5);
    // Light variant, light scheme: dark.7 text on shade 1; dark scheme: shade 0 text on shade 9 darkened by half.
    expect(contrastRatio(DARK_7, YELLOW_SHADES[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(YELLOW_SHADES[0], halfDark(YELLOW_SHADES[9]))).toBeGreaterThanOrEqual(4.5);
    // A key-term tile: the page's text on shade 0 (light) and the dark scheme's text (dark.0) on the half-dark tint.
    expect(contrastRatio(BLACK, YELLOW_SHADES[0])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#c9c9c9', halfDark(YELLOW_SHADES[9]))).toBeGreaterThanOrEqual(4.5);
  });

  it('computes the contrast ratio of WCAG 2', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
