import type { CSSProperties } from 'react';
import type { LessonColor, LessonHue } from '../../content/schema';

// A lesson's colours (two hue names from the content's palette) as styles. The shades are chosen
// here, dark enough for white text on every hue (Tailwind's palette: 600, or 700 for the light
// hues, fading to 800). Styles, not class names: the stylesheet never has to find them in content.

const SHADES: Record<LessonHue, { from: string; to: string }> = {
  slate: { from: 'oklch(44.6% 0.043 257.281)', to: 'oklch(27.9% 0.041 260.031)' },
  gray: { from: 'oklch(44.6% 0.03 256.802)', to: 'oklch(27.8% 0.033 256.848)' },
  red: { from: 'oklch(57.7% 0.245 27.325)', to: 'oklch(44.4% 0.177 26.899)' },
  orange: { from: 'oklch(55.3% 0.195 38.402)', to: 'oklch(47% 0.157 37.304)' },
  amber: { from: 'oklch(55.5% 0.163 48.998)', to: 'oklch(47.3% 0.137 46.201)' },
  yellow: { from: 'oklch(55.4% 0.135 66.442)', to: 'oklch(47.6% 0.114 61.907)' },
  lime: { from: 'oklch(53.2% 0.157 131.589)', to: 'oklch(45.3% 0.124 130.933)' },
  green: { from: 'oklch(62.7% 0.194 149.214)', to: 'oklch(44.8% 0.119 151.328)' },
  emerald: { from: 'oklch(59.6% 0.145 163.225)', to: 'oklch(43.2% 0.095 166.913)' },
  teal: { from: 'oklch(60% 0.118 184.704)', to: 'oklch(43.7% 0.078 188.216)' },
  cyan: { from: 'oklch(60.9% 0.126 221.723)', to: 'oklch(45% 0.085 224.283)' },
  sky: { from: 'oklch(58.8% 0.158 241.966)', to: 'oklch(44.3% 0.11 240.79)' },
  blue: { from: 'oklch(54.6% 0.245 262.881)', to: 'oklch(42.4% 0.199 265.638)' },
  indigo: { from: 'oklch(51.1% 0.262 276.966)', to: 'oklch(39.8% 0.195 277.366)' },
  violet: { from: 'oklch(54.1% 0.281 293.009)', to: 'oklch(43.2% 0.232 292.759)' },
  purple: { from: 'oklch(55.8% 0.288 302.321)', to: 'oklch(43.8% 0.218 303.724)' },
  fuchsia: { from: 'oklch(59.1% 0.293 322.896)', to: 'oklch(45.2% 0.211 324.591)' },
  pink: { from: 'oklch(59.2% 0.249 0.584)', to: 'oklch(45.9% 0.187 3.815)' },
  rose: { from: 'oklch(58.6% 0.253 17.585)', to: 'oklch(45.5% 0.188 13.697)' },
};

/** The lesson's gradient, for a header or a button with white text. */
export function lessonGradient(color: LessonColor, direction = 'to right'): CSSProperties {
  return {
    backgroundColor: SHADES[color.from].from,
    backgroundImage: `linear-gradient(${direction}, ${SHADES[color.from].from}, ${SHADES[color.to].to})`,
  };
}

/** The lesson's main colour alone (an accent: a border, a ring, an icon). */
export function lessonAccent(color: LessonColor): string {
  return SHADES[color.from].from;
}
