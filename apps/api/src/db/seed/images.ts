import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type CategoryType } from '@souk/shared/constants';

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

type Paint = { main: string; dark: string; light: string; accent: string };

function paintFor(main: string, accent: string): Paint {
  return {
    main,
    dark: mix(main, '#000000', isLight(main) ? 0.55 : 0.4),
    light: mix(main, '#ffffff', 0.6),
    accent,
  };
}

// ---------- icons: one per category type, drawn in a 200 x 200 box ----------

const ICONS: Record<CategoryType, (p: Paint) => string> = {
  CLOTHING: (p) =>
    `<path d="M62 22 L86 12 Q100 30 114 12 L138 22 L184 52 L164 88 L144 76 L144 188 L56 188 L56 76 L36 88 L16 52 Z" fill="${p.main}"/>` +
    `<path d="M86 12 Q100 30 114 12" fill="none" stroke-width="5"/>` +
    `<path d="M100 44 V178" stroke="${p.light}" stroke-width="3" stroke-dasharray="3 12"/>` +
    `<rect x="112" y="70" width="20" height="16" rx="3" fill="${p.accent}"/>`,
  FOOTWEAR: (p) =>
    `<path d="M14 150 Q16 98 40 92 L70 86 Q88 112 120 116 L168 126 Q190 132 188 152 Z" fill="${p.main}"/>` +
    `<rect x="10" y="148" width="182" height="20" rx="9" fill="${p.light}"/>` +
    `<path d="M66 100 l16 -7 M74 110 l16 -7 M82 120 l16 -7" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/>`,
  BEAUTY: (p) =>
    `<rect x="48" y="62" width="64" height="126" rx="18" fill="${p.main}"/>` +
    `<rect x="68" y="38" width="24" height="26" fill="${p.dark}"/>` +
    `<rect x="60" y="26" width="48" height="14" rx="4" fill="${p.dark}"/>` +
    `<path d="M96 26 V14 H126" fill="none" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="58" y="100" width="44" height="52" rx="6" fill="${p.light}"/>` +
    `<rect x="122" y="128" width="62" height="60" rx="12" fill="${p.light}"/>` +
    `<rect x="118" y="114" width="70" height="18" rx="6" fill="${p.accent}"/>`,
  BOOKS: (p) =>
    `<rect x="40" y="24" width="124" height="160" rx="8" fill="${p.main}"/>` +
    `<rect x="40" y="24" width="22" height="160" rx="6" fill="${p.dark}"/>` +
    `<path d="M160 34 V174" stroke="${p.light}" stroke-width="6"/>` +
    `<rect x="78" y="56" width="66" height="12" rx="6" fill="${p.light}" stroke="none"/>` +
    `<rect x="78" y="78" width="46" height="8" rx="4" fill="${p.light}" stroke="none"/>` +
    `<circle cx="111" cy="132" r="22" fill="none" stroke="${p.accent}" stroke-width="5"/>`,
  TOYS: (p) =>
    `<rect x="18" y="104" width="78" height="78" rx="10" fill="${p.main}"/>` +
    `<rect x="104" y="104" width="78" height="78" rx="10" fill="${p.accent}"/>` +
    `<rect x="61" y="24" width="78" height="78" rx="10" fill="${p.light}"/>` +
    blockLetter(57, 160, 'A', '#ffffff') +
    blockLetter(143, 160, 'B', '#ffffff') +
    blockLetter(100, 80, 'C', p.dark),
  AUTOMOTIVE: (p) =>
    `<path d="M14 138 Q14 110 40 104 L62 70 Q70 60 84 60 H128 Q142 60 150 72 L172 104 Q190 108 190 130 V148 H14 Z" fill="${p.main}"/>` +
    `<path d="M70 100 L82 76 H104 V100 Z M114 100 V76 H132 L146 100 Z" fill="${p.light}"/>` +
    `<rect x="172" y="114" width="14" height="9" rx="3" fill="#FFD54F"/>` +
    wheel(56, p) +
    wheel(150, p),
  HEALTH: (p) =>
    `<path d="M44 26 h20 v20 h20 v20 h-20 v20 h-20 v-20 h-20 v-20 h20 z" fill="${p.accent}"/>` +
    `<g transform="rotate(-35 100 120)"><rect x="40" y="98" width="120" height="46" rx="23" fill="${p.light}"/>` +
    `<path d="M100 98 H137 A23 23 0 0 1 137 144 H100 Z" fill="${p.main}"/></g>` +
    `<path d="M150 186 C108 158 112 122 134 122 C144 122 150 130 150 136 C150 130 156 122 166 122 C188 122 192 158 150 186 Z" fill="#E5484D"/>`,
  JEWELRY: (p) =>
    `<circle cx="100" cy="128" r="56" fill="none" stroke="${p.main}" stroke-width="16"/>` +
    `<circle cx="100" cy="128" r="47" fill="none" stroke="${p.dark}" stroke-width="2"/>` +
    `<path d="M74 58 L88 38 H112 L126 58 L100 86 Z" fill="${p.accent}"/>` +
    `<path d="M74 58 H126 M88 38 L100 58 L112 38 M100 58 V86" fill="none" stroke-width="2"/>` +
    `<path d="M160 36 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4 l10 -4 z" fill="#ffffff" stroke="none"/>`,
  OFFICE: (p) =>
    `<rect x="28" y="22" width="112" height="160" rx="10" fill="${p.main}"/>` +
    `<rect x="44" y="22" width="8" height="160" fill="${p.dark}" stroke="none"/>` +
    `<path d="M66 60 H124 M66 84 H124 M66 108 H124 M66 132 H108" stroke="${p.light}" stroke-width="5" stroke-linecap="round"/>` +
    `<g transform="rotate(28 160 100)"><rect x="150" y="24" width="20" height="124" rx="5" fill="${p.accent}"/>` +
    `<rect x="150" y="24" width="20" height="26" rx="5" fill="${p.dark}"/>` +
    `<path d="M150 148 L160 178 L170 148 Z" fill="${p.dark}"/></g>`,
  PET_SUPPLIES: (p) =>
    `<ellipse cx="100" cy="134" rx="48" ry="40" fill="${p.main}"/>` +
    `<ellipse cx="44" cy="86" rx="17" ry="22" transform="rotate(-20 44 86)" fill="${p.main}"/>` +
    `<ellipse cx="78" cy="48" rx="18" ry="24" fill="${p.main}"/>` +
    `<ellipse cx="122" cy="48" rx="18" ry="24" fill="${p.main}"/>` +
    `<ellipse cx="156" cy="86" rx="17" ry="22" transform="rotate(20 156 86)" fill="${p.main}"/>` +
    `<ellipse cx="100" cy="140" rx="22" ry="14" fill="${p.light}" stroke="none"/>`,
  FOOD: (p) =>
    `<path d="M30 84 H130 V118 Q130 168 80 168 Q30 168 30 118 Z" fill="${p.main}"/>` +
    `<path d="M130 96 Q160 96 160 120 Q160 144 130 144" fill="none" stroke="${p.main}" stroke-width="12"/>` +
    `<ellipse cx="84" cy="176" rx="70" ry="10" fill="${p.dark}"/>` +
    `<path d="M60 70 Q50 56 60 42 Q70 28 60 14 M96 70 Q86 56 96 42 Q106 28 96 14" fill="none" stroke="${p.dark}" stroke-opacity="0.45" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="166" cy="64" r="24" fill="#FB8C00"/>` +
    `<path d="M166 40 q10 -16 26 -12 q-8 16 -26 12 z" fill="#43A047"/>`,
  ELECTRONICS: (p) =>
    `<path d="M36 120 Q36 34 100 34 Q164 34 164 120" fill="none" stroke="${p.dark}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="22" y="106" width="44" height="72" rx="16" fill="${p.main}"/>` +
    `<rect x="134" y="106" width="44" height="72" rx="16" fill="${p.main}"/>` +
    `<rect x="54" y="118" width="10" height="48" rx="4" fill="${p.accent}"/>` +
    `<rect x="136" y="118" width="10" height="48" rx="4" fill="${p.accent}"/>`,
  FURNITURE: (p) =>
    `<rect x="46" y="36" width="108" height="96" rx="22" fill="${p.main}"/>` +
    `<rect x="22" y="92" width="40" height="74" rx="14" fill="${p.dark}"/>` +
    `<rect x="138" y="92" width="40" height="74" rx="14" fill="${p.dark}"/>` +
    `<rect x="56" y="118" width="88" height="40" rx="10" fill="${p.light}"/>` +
    `<rect x="30" y="156" width="140" height="14" rx="6" fill="${p.dark}"/>` +
    `<path d="M42 170 L38 190 M158 170 L162 190" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="100" cy="78" r="10" fill="${p.accent}" stroke="none"/>`,
  FITNESS: (p) =>
    `<rect x="40" y="92" width="120" height="16" rx="6" fill="${p.dark}"/>` +
    `<rect x="20" y="58" width="24" height="84" rx="7" fill="${p.main}"/>` +
    `<rect x="46" y="70" width="16" height="60" rx="5" fill="${p.accent}"/>` +
    `<rect x="156" y="58" width="24" height="84" rx="7" fill="${p.main}"/>` +
    `<rect x="138" y="70" width="16" height="60" rx="5" fill="${p.accent}"/>`,
  OTHER: (p) =>
    `<rect x="34" y="88" width="132" height="96" rx="8" fill="${p.main}"/>` +
    `<rect x="24" y="64" width="152" height="30" rx="8" fill="${p.dark}"/>` +
    `<rect x="90" y="64" width="20" height="120" fill="${p.accent}"/>` +
    `<path d="M100 64 C72 28 42 50 66 64 Z M100 64 C128 28 158 50 134 64 Z" fill="${p.accent}"/>`,
};

/** A closer silhouette for a few subcategories whose category icon would look wrong. */
const SUB_ICONS: Partial<Record<CategoryType, Partial<Record<number, (p: Paint) => string>>>> = {
  CLOTHING: {
    1: (p) =>
      `<path d="M74 8 H86 Q92 34 100 34 Q108 34 114 8 H126 L130 56 Q152 80 180 188 H20 Q48 80 70 56 Z" fill="${p.main}"/>` +
      `<rect x="66" y="56" width="68" height="12" rx="4" fill="${p.accent}"/>` +
      `<path d="M62 120 Q100 134 138 120 M46 160 Q100 176 154 160" fill="none" stroke="${p.light}" stroke-width="4"/>`,
  },
  JEWELRY: {
    4: (p) =>
      `<path d="M66 80 V60 Q66 28 100 28 Q134 28 134 60 V80" fill="none" stroke="${p.dark}" stroke-width="10"/>` +
      `<path d="M28 78 H172 L160 186 H40 Z" fill="${p.main}"/>` +
      `<path d="M28 78 H172 L166 112 Q100 132 34 112 Z" fill="${p.dark}"/>` +
      `<rect x="88" y="106" width="24" height="18" rx="4" fill="${p.accent}"/>`,
  },
  ELECTRONICS: {
    0: (p) =>
      `<rect x="54" y="12" width="92" height="176" rx="18" fill="${p.dark}"/>` +
      `<rect x="63" y="30" width="74" height="136" rx="6" fill="${p.light}" stroke="none"/>` +
      `<rect x="72" y="42" width="24" height="24" rx="6" fill="${p.main}" stroke="none"/>` +
      `<rect x="104" y="42" width="24" height="24" rx="6" fill="${p.accent}" stroke="none"/>` +
      `<rect x="72" y="74" width="24" height="24" rx="6" fill="${p.accent}" stroke="none"/>` +
      `<rect x="104" y="74" width="24" height="24" rx="6" fill="${p.main}" stroke="none"/>` +
      `<circle cx="100" cy="177" r="5" fill="${p.light}" stroke="none"/>`,
  },
  FOOD: {
    0: (p) =>
      `<rect x="82" y="6" width="36" height="18" rx="4" fill="${p.dark}"/>` +
      `<path d="M86 24 H114 V46 Q150 64 150 100 V176 Q150 188 138 188 H62 Q50 188 50 176 V100 Q50 64 86 46 Z" fill="${p.main}"/>` +
      `<rect x="62" y="108" width="76" height="56" rx="8" fill="${p.light}"/>` +
      `<ellipse cx="100" cy="136" rx="11" ry="16" fill="#556B2F" stroke="none"/>` +
      `<path d="M104 122 q18 -14 26 -4 q-12 10 -26 4 z" fill="#7CB342" stroke="none"/>`,
  },
};

function drawingFor(type: CategoryType, sub: number | null): (p: Paint) => string {
  return (sub === null ? undefined : SUB_ICONS[type]?.[sub]) ?? ICONS[type];
}

function blockLetter(x: number, y: number, letter: string, fill: string): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="44" font-weight="800" text-anchor="middle" fill="${fill}" stroke="none">${letter}</text>`;
}

function wheel(cx: number, p: Paint): string {
  return `<circle cx="${cx}" cy="150" r="22" fill="${p.dark}"/><circle cx="${cx}" cy="150" r="9" fill="${p.light}"/>`;
}

function icon(
  draw: (p: Paint) => string,
  paint: Paint,
  x: number,
  y: number,
  scale: number,
  rotate = 0,
): string {
  const rotation = rotate ? ` rotate(${rotate} 100 100)` : '';
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})${rotation}" stroke="${paint.dark}" stroke-width="2.5" stroke-linejoin="round">` +
    `${draw(paint)}</g>`
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
  type: CategoryType;
  sub: number;
  name: string;
  brandName: string;
  color: string;
  accent: string;
};

/** Front view with the product name. */
function productFront(art: ProductArt): string {
  const [from, to] = softBackground(art.color);
  const lines = wrapText(art.name, 26, 2);
  const top = lines.length > 1 ? 535 : 555;
  return svgDocument(
    600,
    600,
    `<defs>${gradient('bg', from, to)}</defs>` +
      `<rect width="600" height="600" fill="url(#bg)"/>` +
      `<circle cx="300" cy="250" r="200" fill="#ffffff" fill-opacity="0.4"/>` +
      `<ellipse cx="300" cy="425" rx="150" ry="16" fill="#000000" fill-opacity="0.08"/>` +
      icon(drawingFor(art.type, art.sub), paintFor(art.color, art.accent), 150, 95, 1.5) +
      `<rect y="490" width="600" height="110" fill="#ffffff" fill-opacity="0.9"/>` +
      textLines(lines, {
        x: 300,
        y: top,
        size: 30,
        lineHeight: 38,
        fill: '#1F2933',
        anchor: 'middle',
        weight: 600,
      }),
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
      `<rect x="90" y="80" width="420" height="420" rx="48" fill="#ffffff" fill-opacity="0.55"/>` +
      icon(drawingFor(art.type, art.sub), paintFor(art.color, art.accent), 140, 135, 1.6, -8) +
      `<rect x="330" y="528" width="246" height="48" rx="24" fill="#ffffff" fill-opacity="0.92"/>` +
      textLines(wrapText(`by ${art.brandName}`, 22, 1), {
        x: 453,
        y: 560,
        size: 20,
        lineHeight: 24,
        fill: '#37474F',
        anchor: 'middle',
        weight: 600,
      }),
  );
}

/** A close-up: the icon enlarged and cropped. */
function productDetail(art: ProductArt): string {
  const [from, to] = softBackground(art.color);
  return svgDocument(
    600,
    600,
    `<defs>${gradient('bg', to, from)}` +
      `<radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.6"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="600" height="600" fill="url(#bg)"/>` +
      `<circle cx="300" cy="300" r="300" fill="url(#glow)"/>` +
      icon(drawingFor(art.type, art.sub), paintFor(art.color, art.accent), -40, 10, 2.9) +
      `<rect x="24" y="24" width="128" height="40" rx="20" fill="#ffffff" fill-opacity="0.92"/>` +
      textLines(['Close-up'], {
        x: 88,
        y: 51,
        size: 18,
        lineHeight: 20,
        fill: '#37474F',
        anchor: 'middle',
        weight: 600,
      }),
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
    icon(drawingFor(subject.type, subject.sub), paintFor(color, accent), 460, 105, 1.2) +
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
