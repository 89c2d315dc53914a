import { randomInt } from 'node:crypto';

/** Strokes of each digit in a 10×16 box (polylines; "M" starts a new stroke). */
const DIGIT_STROKES: Record<string, string> = {
  '0': 'M0 0 L10 0 L10 16 L0 16 L0 0',
  '1': 'M3 3 L5 0 L5 16 M2 16 L8 16',
  '2': 'M0 0 L10 0 L10 8 L0 8 L0 16 L10 16',
  '3': 'M0 0 L10 0 L10 16 L0 16 M2 8 L10 8',
  '4': 'M0 0 L0 9 L10 9 M8 0 L8 16',
  '5': 'M10 0 L0 0 L0 8 L10 8 L10 16 L0 16',
  '6': 'M10 0 L0 0 L0 16 L10 16 L10 8 L0 8',
  '7': 'M0 0 L10 0 L4 16',
  '8': 'M0 0 L10 0 L10 16 L0 16 L0 0 M0 8 L10 8',
  '9': 'M10 8 L0 8 L0 0 L10 0 L10 16 L0 16',
};

export const CAPTCHA_LENGTH = 5;
const WIDTH = 160;
const HEIGHT = 60;

const jitter = (n: number): number => n + (randomInt(0, 21) - 10) / 10;

/** A random numeric answer of CAPTCHA_LENGTH digits. */
export function captchaAnswer(): string {
  let s = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) s += String(randomInt(0, 10));
  return s;
}

/**
 * The answer drawn as distorted strokes (no text element to read), with noise lines and dots,
 * as an SVG document.
 */
export function captchaSvg(answer: string): string {
  const parts: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    parts.push(
      `<path d="M${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)} Q${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)} ${randomInt(0, WIDTH)} ${randomInt(0, HEIGHT)}" stroke="#${randomInt(0x888888, 0xcccccc).toString(16)}" stroke-width="1.5" fill="none"/>`,
    );
  }
  [...answer].forEach((digit, i) => {
    const strokes = DIGIT_STROKES[digit] ?? '';
    const d = strokes.replace(/([ML])(\d+) (\d+)/g, (_m, cmd: string, x: string, y: string) => `${cmd}${jitter(Number(x))} ${jitter(Number(y))}`);
    const x = 14 + i * 28 + randomInt(-3, 4);
    const y = 14 + randomInt(-4, 5);
    const angle = randomInt(-20, 21);
    const scale = (18 + randomInt(0, 5)) / 10;
    const color = ['#1f3a93', '#7b2d26', '#205e3b', '#5b2c83', '#333333'][randomInt(0, 5)];
    parts.push(
      `<path d="${d}" transform="translate(${x} ${y}) rotate(${angle} 5 8) scale(${scale} ${scale * 0.95})" stroke="${color}" stroke-width="${(12 + randomInt(0, 6)) / 10}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 30; i += 1) {
    parts.push(`<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="1" fill="#999"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f4f0"/>${parts.join('')}</svg>`;
}

/** The SVG as a data URL an <img> can show. */
export function captchaDataUrl(answer: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
}
