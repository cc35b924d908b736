/** WCAG 2.x contrast helpers for colours chosen at run time (domain badges). */

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.slice(0, 6);
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const [l1, l2] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** `color` laid over `background` at `alpha` (0–1), as one opaque colour. */
export function blend(color: string, background: string, alpha: number): string {
  const fg = parseHex(color);
  const bg = parseHex(background);
  return toHex([0, 1, 2].map((i) => fg[i]! * alpha + bg[i]! * (1 - alpha)) as unknown as Rgb);
}

/**
 * The colour itself when it reads on `background` at `minRatio` (4.5:1, WCAG AA for small text), else the same hue
 * moved just enough towards black (on a light background) or white (on a dark one).
 */
export function readableOn(color: string, background: string, minRatio = 4.5): string {
  const rgb = parseHex(color);
  const towards = luminance(parseHex(background)) > 0.18 ? 0 : 255;
  for (let k = 0; k <= 1.0001; k += 0.02) {
    const candidate = toHex(rgb.map((c) => c + (towards - c) * k) as unknown as Rgb);
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return towards === 0 ? '#000000' : '#ffffff';
}
