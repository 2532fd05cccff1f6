import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type CategoryType } from '@souk/shared/constants';
import {
  bannerIllustration,
  drawIllustration,
  type IllustrationId,
  type Paint,
} from './illustrations';

/** A generated image: its path relative to the uploads folder, and its markup. */
export type SvgFile = { path: string; svg: string };

export function publicUrl(relativePath: string): string {
  return `/uploads/${relativePath}`;
}

const FONT = "Inter, 'Helvetica Neue', Arial, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

// ---------- colours ----------

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

function isLight(hex: string): boolean {
  const [r, g, b] = rgb(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 200;
}

function paintFor(main: string, accent: string): Paint {
  return {
    main,
    dark: mix(main, '#000000', isLight(main) ? 0.55 : 0.4),
    light: mix(main, '#ffffff', 0.6),
    accent,
  };
}

function icon(
  illustration: IllustrationId,
  paint: Paint,
  x: number,
  y: number,
  scale: number,
  rotate = 0,
): string {
  const rotation = rotate ? ` rotate(${rotate} 100 100)` : '';
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})${rotation}" stroke="${paint.dark}" stroke-width="2.5" stroke-linejoin="round">` +
    `${drawIllustration(illustration, paint)}</g>`
  );
}

/** Greedy word wrap; the last line gets an ellipsis when the text does not fit. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.slice(0, maxChars - 1).trimEnd()}…`;
  return kept;
}

function textLines(
  lines: readonly string[],
  options: {
    x: number;
    y: number;
    size: number;
    lineHeight: number;
    fill: string;
    anchor: string;
    weight: number;
  },
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${options.x}" y="${options.y + i * options.lineHeight}" font-family="${FONT}" font-size="${options.size}" font-weight="${options.weight}" text-anchor="${options.anchor}" fill="${options.fill}">${escapeXml(line)}</text>`,
    )
    .join('');
}

function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;
}

function gradient(id: string, from: string, to: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function softBackground(color: string): [string, string] {
  if (isLight(color)) return ['#EEF2F6', '#CDD7E2'];
  return [mix(color, '#ffffff', 0.86), mix(color, '#ffffff', 0.6)];
}

// ---------- products ----------

export type ProductArt = {
  /** what the product is, drawn without any text: the page prints the name beside it */
  illustration: IllustrationId;
  color: string;
  accent: string;
};

/** Front view. */
function productFront(art: ProductArt): string {
  const [from, to] = softBackground(art.color);
  return svgDocument(
    600,
    600,
    `<defs>${gradient('bg', from, to)}</defs>` +
      `<rect width="600" height="600" fill="url(#bg)"/>` +
      `<circle cx="300" cy="290" r="230" fill="#ffffff" fill-opacity="0.4"/>` +
      `<ellipse cx="300" cy="520" rx="170" ry="18" fill="#000000" fill-opacity="0.08"/>` +
      icon(art.illustration, paintFor(art.color, art.accent), 120, 110, 1.8),
  );
}

/** A tilted "lifestyle" view on a striped background in the second colour. */
function productLifestyle(art: ProductArt): string {
  const [from, to] = softBackground(art.accent);
  return svgDocument(
    600,
    600,
    `<defs>${gradient('bg', from, to)}` +
      `<pattern id="stripes" width="48" height="48" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">` +
      `<rect width="24" height="48" fill="#ffffff" fill-opacity="0.18"/></pattern></defs>` +
      `<rect width="600" height="600" fill="url(#bg)"/>` +
      `<rect width="600" height="600" fill="url(#stripes)"/>` +
      `<rect x="90" y="90" width="420" height="420" rx="48" fill="#ffffff" fill-opacity="0.55"/>` +
      icon(art.illustration, paintFor(art.color, art.accent), 140, 140, 1.6, -8),
  );
}

/** A close-up: the drawing enlarged and cropped. */
function productDetail(art: ProductArt): string {
  const [from, to] = softBackground(art.color);
  return svgDocument(
    600,
    600,
    `<defs>${gradient('bg', to, from)}` +
      `<radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.6"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="600" height="600" fill="url(#bg)"/>` +
      `<circle cx="300" cy="300" r="300" fill="url(#glow)"/>` +
      icon(art.illustration, paintFor(art.color, art.accent), -40, 10, 2.9),
  );
}

/** The main image and the two additional images of a product. */
export function productImages(ordinal: number, art: ProductArt): SvgFile[] {
  return [productFront(art), productLifestyle(art), productDetail(art)].map((svg, i) => ({
    path: `seed/products/${ordinal}-${i + 1}.svg`,
    svg,
  }));
}

// ---------- brands and categories ----------

export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w) && w.length > 2 && w !== 'Co.');
  const letters = (words.length ? words : [name]).slice(0, 2).map((w) => w.charAt(0).toUpperCase());
  return letters.join('');
}

export function brandLogo(slug: string, name: string, color: string, serif: boolean): SvgFile {
  const letters = initials(name);
  const body =
    `<rect width="400" height="400" rx="48" fill="${mix(color, '#ffffff', 0.88)}"/>` +
    `<circle cx="200" cy="172" r="128" fill="${color}"/>` +
    `<circle cx="200" cy="172" r="112" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3"/>` +
    `<text x="200" y="206" font-family="${serif ? SERIF : FONT}" font-size="${letters.length > 1 ? 96 : 120}" font-weight="700" text-anchor="middle" fill="#ffffff" letter-spacing="2">${escapeXml(letters)}</text>` +
    textLines(wrapText(name, 24, 1), {
      x: 200,
      y: 354,
      size: 26,
      lineHeight: 30,
      fill: mix(color, '#000000', 0.35),
      anchor: 'middle',
      weight: 600,
    });
  return { path: `seed/brands/${slug}.svg`, svg: svgDocument(400, 400, body) };
}

export function categoryBanner(
  fileName: string,
  subject: { type: CategoryType; sub: number | null },
  name: string,
  subtitle: string,
  color: string,
  accent: string,
): SvgFile {
  const lines = wrapText(name, 16, 3);
  const top = 225 - (lines.length - 1) * 22;
  const body =
    `<defs>${gradient('bg', color, mix(color, '#000000', 0.3))}</defs>` +
    `<rect width="800" height="450" fill="url(#bg)"/>` +
    `<circle cx="660" cy="90" r="230" fill="#ffffff" fill-opacity="0.07"/>` +
    `<circle cx="740" cy="430" r="170" fill="#ffffff" fill-opacity="0.06"/>` +
    `<circle cx="580" cy="225" r="150" fill="#ffffff" fill-opacity="0.92"/>` +
    icon(bannerIllustration(subject.type, subject.sub), paintFor(color, accent), 460, 105, 1.2) +
    textLines(lines, {
      x: 56,
      y: top,
      size: 38,
      lineHeight: 44,
      fill: '#ffffff',
      anchor: 'start',
      weight: 700,
    }) +
    textLines([subtitle], {
      x: 56,
      y: top + lines.length * 44 + 8,
      size: 20,
      lineHeight: 24,
      fill: mix(color, '#ffffff', 0.75),
      anchor: 'start',
      weight: 500,
    });
  return { path: `seed/categories/${fileName}.svg`, svg: svgDocument(800, 450, body) };
}

/** Writes the files in parallel batches; folders are created first. */
export async function writeSvgFiles(uploadsDir: string, files: readonly SvgFile[]): Promise<void> {
  const folders = new Set(files.map((file) => path.dirname(path.join(uploadsDir, file.path))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  const batch = 64;
  for (let i = 0; i < files.length; i += batch) {
    await Promise.all(
      files
        .slice(i, i + batch)
        .map((file) => writeFile(path.join(uploadsDir, file.path), file.svg)),
    );
  }
}
