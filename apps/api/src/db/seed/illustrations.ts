import { type CategoryType } from '@souk/shared/constants';

/**
 * Flat drawings of the demo products, one per kind of thing (a tablet, a tent, a basketball),
 * each in a 200 x 200 box. They carry no text: the storefront prints the name next to the
 * picture, and text inside it was read twice and hidden under the "Out of stock" band.
 */

/** The product's colours: its main colour, a darker and a lighter shade, and its second colour. */
export type Paint = { main: string; dark: string; light: string; accent: string };

type Draw = (p: Paint) => string;

// ---------- small shape helpers ----------

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
const shape = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const line = (d: string, stroke: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
/** A shape with no outline, for highlights and small details. */
const flat = (svg: string) => svg.replace(/\/>$/, ' stroke="none"/>');
const rotated = (angle: number, cx: number, cy: number, svg: string) =>
  `<g transform="rotate(${angle} ${cx} ${cy})">${svg}</g>`;
const times = (n: number, draw: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => draw(i)).join('');

const SKIN = '#F2C9A0';
const METAL = '#B0BEC5';
const GLASS = '#CFE3EE';
const LENS = '#4A6FA5';
const GLOW = '#FFE082';
const PAPER = '#FAFAF7';
const WOOD = '#C8A165';
const WOOD_DARK = '#8D6E3F';
const LEAF = '#5E9E3B';

function polygon(cx: number, cy: number, r: number, sides: number, turn = -90): string {
  return times(sides, (k) => {
    const a = ((turn + (360 / sides) * k) * Math.PI) / 180;
    return `${k ? 'L' : 'M'}${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).concat(' Z');
}

function star(cx: number, cy: number, outer: number, inner: number): string {
  return times(10, (k) => {
    const r = k % 2 ? inner : outer;
    const a = ((-90 + 36 * k) * Math.PI) / 180;
    return `${k ? 'L' : 'M'}${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).concat(' Z');
}

/** Points on a circle, for beads and pearls. */
function around(cx: number, cy: number, r: number, n: number, from = 0, to = 360) {
  const step = (to - from) / (to - from === 360 ? n : n - 1);
  return Array.from({ length: n }, (_, k) => {
    const a = ((from + step * k) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  });
}

function book(emblem: Draw): Draw {
  return (p) =>
    rect(40, 24, 124, 160, p.main, 8) +
    rect(40, 24, 22, 160, p.dark, 6) +
    line('M160 34 V174', p.light, 6) +
    flat(rect(78, 46, 66, 10, p.light, 5)) +
    flat(rect(90, 62, 42, 6, p.light, 3)) +
    emblem(p);
}

function wheel(cx: number, p: Paint): string {
  return circle(cx, 150, 22, p.dark) + circle(cx, 150, 9, p.light);
}

const car: Draw = (p) =>
  shape(
    'M14 138 Q14 110 40 104 L62 70 Q70 60 84 60 H128 Q142 60 150 72 L172 104 Q190 108 190 130 V148 H14 Z',
    p.main,
  ) +
  shape('M70 100 L82 76 H104 V100 Z M114 100 V76 H132 L146 100 Z', GLASS) +
  rect(172, 114, 14, 9, '#FFD54F', 3) +
  wheel(56, p) +
  wheel(150, p);

function brick(x: number, y: number, w: number, fill: string): string {
  const studs = Math.round(w / 32);
  return (
    times(studs, (i) =>
      rect(x + 8 + (i * (w - 16)) / studs + (w - 16) / studs / 2 - 8, y, 16, 12, fill, 3),
    ) + rect(x, y + 10, w, 40, fill, 5)
  );
}

function yogaBlock(x: number, y: number, p: Paint): string {
  return (
    rect(x, y, 110, 44, p.main, 4) +
    shape(`M${x} ${y} L${x + 24} ${y - 20} H${x + 134} L${x + 110} ${y} Z`, p.light) +
    shape(`M${x + 110} ${y} L${x + 134} ${y - 20} V${y + 24} L${x + 110} ${y + 44} Z`, p.dark)
  );
}

function fig(x: number, y: number, fill: string): string {
  return shape(
    `M${x} ${y - 40} Q${x + 6} ${y - 34} ${x + 8} ${y - 26} Q${x + 40} ${y - 6} ${x + 34} ${y + 20} Q${x + 26} ${y + 40} ${x} ${y + 40} Q${x - 26} ${y + 40} ${x - 34} ${y + 20} Q${x - 40} ${y - 6} ${x - 8} ${y - 26} Q${x - 6} ${y - 34} ${x} ${y - 40} Z`,
    fill,
  );
}

function oilBottle(p: Paint): string {
  return (
    rect(82, 6, 36, 18, p.dark, 4) +
    shape(
      'M86 24 H114 V46 Q150 64 150 100 V176 Q150 188 138 188 H62 Q50 188 50 176 V100 Q50 64 86 46 Z',
      p.main,
    ) +
    rect(62, 108, 76, 56, p.light, 8)
  );
}

/** An olive with its leaf, the label of olive oil. */
function olive(x: number, y: number): string {
  return (
    flat(ellipse(x, y, 11, 16, '#556B2F')) +
    flat(shape(`M${x + 4} ${y - 14} q18 -14 26 -4 q-12 10 -26 4 z`, '#7CB342'))
  );
}

function shirtBody(p: Paint): string {
  return shape(
    'M62 22 L86 12 L100 30 L114 12 L138 22 L184 52 L164 88 L144 76 V188 H56 V76 L36 88 L16 52 Z',
    p.main,
  );
}

// ---------- the drawings, and the subcategories each one is meant for ----------

type Illustration = { for: readonly string[]; draw: Draw };

export const ILLUSTRATIONS = {
  // clothing
  shirt: {
    for: ["Men's Clothing", "Women's Clothing"],
    draw: (p) =>
      shirtBody(p) +
      shape('M86 12 L100 30 L114 12 L110 40 L100 30 L90 40 Z', p.light) +
      line('M100 30 V188', p.dark, 2) +
      times(4, (i) => flat(circle(100, 60 + i * 30, 4, p.light))) +
      rect(112, 70, 20, 16, p.accent, 3),
  },
  blouse: {
    for: ["Women's Clothing"],
    draw: (p) =>
      shape(
        'M64 24 L88 14 L100 60 L112 14 L136 24 L178 60 L160 92 L142 80 Q146 140 152 186 H48 Q54 140 58 80 L40 92 L22 60 Z',
        p.main,
      ) +
      line('M88 14 L100 60 L134 126', p.light, 4) +
      rect(132, 118, 10, 30, p.accent, 4),
  },
  dress: {
    for: ["Women's Clothing"],
    draw: (p) =>
      shape(
        'M74 8 H86 Q92 34 100 34 Q108 34 114 8 H126 L130 56 Q152 80 180 188 H20 Q48 80 70 56 Z',
        p.main,
      ) +
      rect(66, 56, 68, 12, p.accent, 4) +
      line('M62 120 Q100 134 138 120 M46 160 Q100 176 154 160', p.light, 4),
  },
  skirt: {
    for: ["Women's Clothing"],
    draw: (p) =>
      shape('M60 36 H140 L178 176 H22 Z', p.main) +
      line(
        'M82 36 L66 176 M100 36 V176 M118 36 L134 176 M70 36 L44 176 M130 36 L156 176',
        p.dark,
        2,
      ) +
      rect(60, 20, 80, 16, p.accent, 4),
  },
  trousers: {
    for: ["Men's Clothing"],
    draw: (p) =>
      shape('M56 14 H144 L156 188 H110 L100 72 L90 188 H44 Z', p.main) +
      rect(56, 14, 88, 16, p.dark) +
      line('M100 30 V72', p.dark, 2) +
      line('M64 40 Q74 52 86 40 M114 40 Q126 52 136 40', p.light, 3) +
      flat(rect(96, 18, 8, 8, p.accent, 2)),
  },
  tshirt: {
    for: ["Kids' Clothing"],
    draw: (p) =>
      shape(
        'M60 30 L84 20 Q100 38 116 20 L140 30 L182 62 L160 94 L142 82 V184 H58 V82 L40 94 L18 62 Z',
        p.main,
      ) +
      line('M84 20 Q100 38 116 20', p.dark, 5) +
      shape(star(100, 116, 30, 13), p.accent),
  },
  hoodie: {
    for: ["Kids' Clothing"],
    draw: (p) =>
      shape(
        'M64 40 L36 52 L14 170 L38 176 L56 96 V186 H144 V96 L162 176 L186 170 L164 52 L136 40 Z',
        p.main,
      ) +
      shape('M68 46 Q66 6 100 6 Q134 6 132 46 Q100 62 68 46 Z', p.dark) +
      ellipse(100, 32, 20, 16, p.light) +
      line('M92 52 V84 M108 52 V84', p.accent, 3) +
      shape('M70 136 H130 L138 170 H62 Z', p.dark),
  },
  dungarees: {
    for: ["Kids' Clothing"],
    draw: (p) =>
      line('M76 50 L62 10 M124 50 L138 10', p.main, 10) +
      shape('M60 84 H140 L152 188 H108 L100 134 L92 188 H48 Z', p.main) +
      rect(70, 46, 60, 44, p.main, 4) +
      rect(86, 56, 28, 20, p.light, 3) +
      circle(76, 52, 4, p.accent) +
      circle(124, 52, 4, p.accent),
  },
  kaftan: {
    for: ['Traditional Wear', "Women's Clothing"],
    draw: (p) =>
      shape(
        'M78 12 L122 12 L140 22 L190 70 L170 100 L144 80 L150 190 H50 L56 80 L30 100 L10 70 L60 22 Z',
        p.main,
      ) +
      shape('M88 12 L100 40 L112 12 Z', p.light) +
      line('M100 40 V190 M52 176 H148', p.accent, 6) +
      times(5, (i) => flat(shape(polygon(100, 58 + i * 24, 7, 4), p.light))),
  },
  jacket: {
    for: ['Outerwear'],
    draw: (p) =>
      shape(
        'M62 22 L86 14 L100 40 L114 14 L138 22 L168 40 L186 176 L160 182 L146 90 V180 H54 V90 L40 182 L14 176 L32 40 Z',
        p.main,
      ) +
      shape('M86 14 L72 40 L100 70 Z M114 14 L128 40 L100 70 Z', p.dark) +
      line('M100 40 V180', p.dark, 3) +
      rect(62, 82, 26, 22, p.light, 3) +
      rect(112, 82, 26, 22, p.light, 3) +
      times(3, (i) => circle(108, 110 + i * 24, 4, p.accent)),
  },
  coat: {
    for: ['Outerwear'],
    draw: (p) =>
      shape(
        'M66 16 L88 10 L100 36 L112 10 L134 16 L160 34 L180 178 L156 184 L146 100 L152 192 H48 L54 100 L44 184 L20 178 L40 34 Z',
        p.main,
      ) +
      shape('M88 10 L74 36 L100 80 Z M112 10 L126 36 L100 80 Z', p.dark) +
      line('M100 80 V192', p.dark, 2) +
      rect(52, 112, 96, 12, p.dark) +
      rect(92, 108, 16, 20, p.accent, 3) +
      times(4, (i) => circle(i % 2 ? 116 : 84, i < 2 ? 94 : 146, 4, p.accent)),
  },

  // footwear
  sneaker: {
    for: ['Sneakers'],
    draw: (p) =>
      shape('M14 150 Q16 98 40 92 L70 86 Q88 112 120 116 L168 126 Q190 132 188 152 Z', p.main) +
      rect(10, 148, 182, 20, p.light, 9) +
      line('M66 100 l16 -7 M74 110 l16 -7 M82 120 l16 -7', p.accent, 5) +
      line('M120 140 Q150 128 176 140', p.dark, 3),
  },
  sandal: {
    for: ['Sandals'],
    draw: (p) =>
      line('M40 140 Q62 84 100 136 M96 136 Q132 74 164 134', p.main, 14) +
      circle(62, 104, 6, p.accent) +
      shape(
        'M14 150 Q14 140 30 138 L170 132 Q190 132 190 146 Q190 160 170 160 L30 162 Q14 162 14 150 Z',
        p.dark,
      ),
  },
  espadrille: {
    for: ['Sandals'],
    draw: (p) =>
      shape('M18 140 Q20 104 56 100 Q96 96 130 104 Q178 112 186 140 Z', p.main) +
      ellipse(78, 106, 32, 8, p.dark) +
      line('M120 110 L134 136 M140 114 L152 138', p.light, 4) +
      rect(14, 138, 176, 24, '#D9B98C', 10) +
      times(14, (i) => line(`M${26 + i * 12} 142 V158`, '#A88452', 2)),
  },
  boot: {
    for: ['Boots'],
    draw: (p) =>
      shape(
        'M54 14 H122 V104 Q126 120 152 124 L172 128 Q192 134 190 160 H40 Q44 120 54 100 Z',
        p.main,
      ) +
      shape('M70 44 Q86 78 70 106 H98 Q84 78 100 44 Z', p.dark) +
      rect(110, 6, 14, 22, p.dark, 4) +
      rect(36, 158, 158, 18, p.dark, 6) +
      line('M130 130 Q150 140 180 142', p.accent, 3),
  },
  'dress-shoe': {
    for: ['Formal Shoes'],
    draw: (p) =>
      shape('M16 140 Q18 112 48 110 L100 106 Q120 90 150 100 Q190 112 188 148 H16 Z', p.main) +
      line('M70 110 Q100 96 126 100', p.light, 3) +
      line('M120 98 L110 110 M130 100 L120 112', p.accent, 3) +
      rect(12, 146, 180, 12, p.dark, 5) +
      rect(16, 152, 40, 16, p.dark, 3),
  },
  slipper: {
    for: ['Slippers & Babouches'],
    draw: (p) =>
      shape(
        'M14 150 Q40 140 90 140 Q150 140 192 126 Q180 160 120 164 L20 166 Q10 160 14 150 Z',
        p.dark,
      ) +
      shape('M70 142 Q90 96 130 100 Q170 108 192 126 Q150 140 90 142 Z', p.main) +
      line('M106 114 q10 8 20 0 q10 8 20 0', p.accent, 3),
  },

  // beauty
  'dropper-bottle': {
    for: ['Skincare', 'Haircare', 'Fragrances', 'Vitamins & Supplements', 'Herbal Remedies'],
    draw: (p) =>
      rect(62, 80, 76, 108, p.main, 14) +
      rect(78, 60, 44, 22, p.dark, 4) +
      shape('M86 60 V30 Q86 12 100 12 Q114 12 114 30 V60 Z', p.dark) +
      rect(72, 112, 56, 50, p.light, 6) +
      shape('M100 122 Q88 138 92 146 Q100 156 108 146 Q112 138 100 122 Z', p.accent),
  },
  'spray-bottle': {
    for: ['Skincare'],
    draw: (p) =>
      rect(64, 64, 72, 124, p.main, 16) +
      rect(82, 42, 36, 24, p.dark) +
      rect(84, 18, 32, 26, p.dark, 4) +
      rect(116, 24, 14, 8, p.dark) +
      times(3, (i) => flat(circle(142 + (i % 2) * 10, 18 + i * 8, 3, p.accent))) +
      rect(74, 102, 52, 60, p.light, 6) +
      shape(star(100, 132, 14, 7), p.accent),
  },
  jar: {
    for: ['Skincare', 'Haircare', 'Bath & Body', 'Herbal Remedies'],
    draw: (p) =>
      rect(36, 96, 128, 86, p.main, 16) +
      rect(30, 70, 140, 32, p.dark, 8) +
      rect(54, 120, 92, 42, p.light, 6) +
      shape('M84 150 Q100 118 120 126 Q112 148 84 150 Z', p.accent),
  },
  soap: {
    for: ['Bath & Body', 'Haircare'],
    draw: (p) =>
      rect(30, 112, 140, 60, p.main, 18) +
      rect(44, 66, 112, 52, p.light, 16) +
      ellipse(100, 92, 34, 12, 'none') +
      flat(circle(160, 50, 10, '#ffffff')) +
      flat(circle(176, 28, 6, '#ffffff')) +
      flat(circle(144, 28, 5, '#ffffff')),
  },
  perfume: {
    for: ['Fragrances'],
    draw: (p) =>
      shape(
        'M46 90 Q46 70 66 70 H134 Q154 70 154 90 V170 Q154 188 136 188 H64 Q46 188 46 170 Z',
        p.main,
      ) +
      rect(84, 52, 32, 20, p.dark) +
      rect(72, 18, 56, 36, p.accent, 8) +
      flat(rect(60, 86, 20, 86, p.light, 8)) +
      flat(shape('M160 34 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4 l10 -4 z', '#ffffff')),
  },
  eyeliner: {
    for: ['Makeup'],
    draw: (p) =>
      rotated(
        -40,
        100,
        100,
        rect(88, 10, 24, 140, p.main, 4) +
          rect(88, 10, 24, 22, p.dark, 4) +
          shape('M88 150 L100 186 L112 150 Z', '#E8D2B0') +
          shape('M95 172 L100 186 L105 172 Z', '#222222'),
      ) + line('M24 176 Q64 150 104 170', '#222222', 5),
  },
  lipstick: {
    for: ['Makeup'],
    draw: (p) =>
      shape('M80 84 V46 Q80 32 120 22 V84 Z', p.main) +
      rect(74, 82, 52, 30, METAL) +
      rect(68, 110, 64, 78, p.dark, 6) +
      rect(144, 96, 40, 92, p.accent, 6),
  },
  'pump-bottle': {
    for: ['Bath & Body', 'Skincare', 'Haircare'],
    draw: (p) =>
      rect(56, 72, 88, 116, p.main, 18) +
      rect(84, 52, 32, 22, p.dark) +
      rect(94, 28, 12, 26, p.dark) +
      rect(78, 16, 52, 12, p.dark, 3) +
      rect(70, 104, 60, 58, p.light, 8) +
      shape('M84 150 Q100 112 120 118 Q112 144 84 150 Z', p.accent),
  },
  'hammam-kit': {
    for: ['Bath & Body'],
    draw: (p) =>
      rect(40, 82, 64, 30, p.light, 10) +
      shape('M20 110 H136 Q132 178 78 178 Q24 178 20 110 Z', '#C9873B') +
      ellipse(78, 110, 58, 8, '#A0672A') +
      shape('M132 60 H180 V150 Q180 164 166 164 H146 Q132 164 132 150 Z', p.accent) +
      line('M140 76 H172 M140 92 H172 M140 108 H172 M140 124 H172', p.dark, 2),
  },

  // books
  novel: {
    for: ['Fiction'],
    draw: book(
      (p) =>
        shape('M122 98 A26 26 0 1 0 122 146 A20 20 0 1 1 122 98 Z', p.accent) +
        shape(star(132, 108, 8, 3.5), p.accent),
    ),
  },
  cookbook: {
    for: ['Cookbooks'],
    draw: book(
      (p) =>
        shape('M83 118 H139 Q137 152 111 152 Q85 152 83 118 Z', p.accent) +
        line('M100 110 q-6 -8 0 -16 M120 110 q-6 -8 0 -16', p.light, 3),
    ),
  },
  'picture-book': {
    for: ["Children's Books", 'Language Learning'],
    draw: book(
      (p) =>
        circle(111, 124, 16, p.accent) +
        line(
          'M111 98 V92 M111 156 V150 M85 124 H79 M143 124 H137 M93 106 L89 102 M133 146 L129 142 M129 106 L133 102 M89 146 L93 142',
          p.accent,
          4,
        ),
    ),
  },
  'history-book': {
    for: ['History & Culture'],
    draw: book(
      (p) =>
        shape('M83 108 L111 92 L139 108 Z', p.accent) +
        rect(88, 110, 8, 32, p.accent) +
        rect(107, 110, 8, 32, p.accent) +
        rect(126, 110, 8, 32, p.accent) +
        rect(82, 142, 58, 8, p.accent),
    ),
  },
  'language-book': {
    for: ['Language Learning'],
    draw: book(
      (p) =>
        shape(
          'M80 96 h40 a6 6 0 0 1 6 6 v20 a6 6 0 0 1 -6 6 h-26 l-10 10 v-10 h-4 a6 6 0 0 1 -6 -6 v-20 a6 6 0 0 1 6 -6 z',
          p.accent,
        ) +
        shape(
          'M108 118 h30 a6 6 0 0 1 6 6 v16 a6 6 0 0 1 -6 6 h-4 v10 l-10 -10 h-16 a6 6 0 0 1 -6 -6 v-16 a6 6 0 0 1 6 -6 z',
          p.light,
        ),
    ),
  },

  // toys
  'board-game': {
    for: ['Board Games'],
    draw: (p) =>
      rect(26, 26, 148, 148, p.dark, 6) +
      times(16, (i) =>
        flat(
          rect(
            36 + (i % 4) * 32,
            36 + Math.floor(i / 4) * 32,
            32,
            32,
            (i + Math.floor(i / 4)) % 2 ? p.light : WOOD,
          ),
        ),
      ) +
      circle(52, 52, 11, p.main) +
      circle(116, 52, 11, p.main) +
      circle(84, 148, 11, p.accent) +
      circle(148, 148, 11, p.accent),
  },
  'playing-cards': {
    for: ['Board Games'],
    draw: (p) =>
      rotated(-16, 100, 190, rect(58, 30, 84, 120, p.light, 10)) +
      rotated(16, 100, 190, rect(58, 30, 84, 120, p.main, 10)) +
      rect(58, 34, 84, 120, '#ffffff', 10) +
      shape('M100 80 C84 64 64 80 82 98 L100 114 L118 98 C136 80 116 64 100 80 Z', '#E5484D') +
      flat(shape(polygon(74, 54, 8, 4), p.accent)) +
      flat(shape(polygon(126, 134, 8, 4), p.accent)),
  },
  chess: {
    for: ['Board Games'],
    draw: (p) =>
      circle(66, 68, 18, p.light) +
      shape('M52 90 H80 L90 150 H42 Z', p.light) +
      rect(34, 150, 64, 18, p.light, 6) +
      shape('M110 34 h14 v12 h12 v-12 h12 v12 h12 v-12 h14 v32 h-64 z', p.dark) +
      shape('M118 66 H166 L172 150 H112 Z', p.dark) +
      rect(104, 150, 76, 18, p.dark, 6) +
      times(8, (i) => flat(rect(20 + i * 20, 172, 20, 12, i % 2 ? p.main : WOOD))),
  },
  puzzle: {
    for: ['Puzzles'],
    draw: (p) =>
      shape(
        'M20 40 h30 a10 10 0 1 1 20 0 h30 v30 a10 10 0 1 1 0 20 v30 h-30 a10 10 0 1 0 -20 0 h-30 z',
        p.main,
      ) +
      shape('M100 100 h30 a10 10 0 1 0 20 0 h30 v80 h-80 v-30 a10 10 0 1 1 0 -20 z', p.accent) +
      shape('M110 20 h70 v70 h-30 a10 10 0 1 0 -20 0 h-20 z', p.light),
  },
  blocks: {
    for: ['Educational Toys'],
    draw: (p) =>
      brick(24, 130, 152, p.main) + brick(46, 86, 108, p.accent) + brick(68, 42, 64, p.light),
  },
  'toy-cubes': {
    for: ['Educational Toys'],
    draw: (p) =>
      rect(18, 104, 78, 78, p.main, 10) +
      rect(104, 104, 78, 78, p.accent, 10) +
      rect(61, 24, 78, 78, p.light, 10) +
      flat(shape(star(57, 143, 24, 10), '#ffffff')) +
      flat(circle(143, 143, 22, '#ffffff')) +
      flat(shape('M100 42 L124 84 H76 Z', p.dark)),
  },
  flask: {
    for: ['Educational Toys'],
    draw: (p) =>
      shape('M82 20 H118 V70 L164 166 Q170 182 152 182 H48 Q30 182 36 166 L82 70 Z', GLASS) +
      shape('M60 120 H140 L162 168 Q166 178 152 178 H48 Q34 178 38 168 Z', p.main) +
      rect(76, 12, 48, 12, p.dark, 4) +
      flat(circle(92, 146, 8, '#ffffff')) +
      flat(circle(114, 134, 5, '#ffffff')) +
      flat(circle(104, 100, 4, p.accent)),
  },
  doll: {
    for: ['Dolls & Figures'],
    draw: (p) =>
      line('M80 92 L54 132 M120 92 L146 132', SKIN, 12) +
      rect(80, 166, 14, 22, p.dark, 4) +
      rect(106, 166, 14, 22, p.dark, 4) +
      shape('M80 80 H120 L152 170 H48 Z', p.main) +
      rect(84, 110, 32, 40, p.light, 4) +
      circle(100, 50, 30, SKIN) +
      shape('M70 52 Q68 16 100 16 Q132 16 130 52 Q124 30 100 30 Q76 30 70 52 Z', p.dark) +
      flat(circle(90, 52, 3, '#333333')) +
      flat(circle(110, 52, 3, '#333333')) +
      line('M92 64 Q100 70 108 64', '#333333', 2),
  },
  'action-figure': {
    for: ['Dolls & Figures'],
    draw: (p) =>
      shape('M66 60 L44 150 H156 L134 60 Z', p.accent) +
      line('M68 66 L40 36 M132 66 L160 36', p.main, 16) +
      line('M84 120 L76 184 M116 120 L124 184', p.dark, 18) +
      shape('M66 60 H134 L126 124 H74 Z', p.main) +
      flat(shape(star(100, 88, 16, 7), p.light)) +
      rect(78, 14, 44, 42, SKIN, 12) +
      rect(78, 26, 44, 10, p.dark),
  },
  scooter: {
    for: ['Outdoor Play'],
    draw: (p) =>
      line('M152 156 L132 32', p.dark, 10) +
      line('M110 30 H154', p.dark, 10) +
      line('M110 30 H120 M144 30 H154', p.accent, 12) +
      rect(36, 146, 120, 14, p.main, 7) +
      circle(46, 170, 16, p.dark) +
      circle(46, 170, 6, p.light) +
      circle(156, 170, 16, p.dark) +
      circle(156, 170, 6, p.light),
  },
  'beach-toys': {
    for: ['Outdoor Play'],
    draw: (p) =>
      line('M46 80 Q90 16 134 80', p.dark, 5) +
      shape('M46 80 H134 L122 180 H58 Z', p.main) +
      rect(40, 72, 100, 14, p.dark, 5) +
      rotated(
        20,
        160,
        110,
        rect(155, 30, 10, 90, p.accent) + shape('M142 118 H178 V148 Q160 176 142 148 Z', p.accent),
      ) +
      flat(shape(star(40, 168, 18, 8), '#F6A04D')),
  },
  kite: {
    for: ['Outdoor Play'],
    draw: (p) =>
      shape('M100 14 L156 80 L100 150 L44 80 Z', p.main) +
      shape('M100 14 L156 80 H100 Z M100 80 H44 L100 150 Z', p.accent) +
      line('M100 14 V150 M44 80 H156', p.dark, 3) +
      line('M100 150 Q80 166 100 178 Q120 190 104 198', p.dark, 3) +
      shape('M90 164 L100 170 L90 176 Z M110 182 L100 188 L110 194 Z', p.accent),
  },

  // automotive
  'phone-mount': {
    for: ['Car Accessories'],
    draw: (p) =>
      rect(70, 150, 60, 30, p.dark, 8) +
      line('M100 150 V124', p.dark, 10) +
      circle(100, 122, 10, p.dark) +
      rect(30, 58, 14, 40, p.dark, 4) +
      rect(156, 58, 14, 40, p.dark, 4) +
      rect(40, 36, 120, 84, p.main, 12) +
      rect(50, 44, 100, 68, GLASS, 4) +
      flat(rect(58, 54, 36, 22, p.accent, 4)),
  },
  'dash-cam': {
    for: ['Car Accessories'],
    draw: (p) =>
      rect(20, 14, 160, 16, GLASS, 4) +
      rect(88, 30, 24, 26, p.dark) +
      rect(36, 54, 128, 84, p.main, 16) +
      circle(100, 96, 30, p.dark) +
      circle(100, 96, 17, LENS) +
      flat(circle(94, 90, 5, '#ffffff')) +
      circle(146, 70, 5, '#E5484D'),
  },
  'roof-rack': {
    for: ['Car Accessories'],
    draw: (p) =>
      car(p) + line('M56 60 V50 M148 60 V50', p.dark, 6) + rect(36, 42, 132, 10, p.accent, 4),
  },
  'car-cleaning': {
    for: ['Car Care'],
    draw: (p) =>
      shape('M40 80 H84 L92 184 H32 Z', p.main) +
      rect(44, 54, 40, 28, p.dark, 4) +
      rect(22, 58, 24, 10, p.dark, 2) +
      line('M72 82 L64 102', p.dark, 5) +
      rect(44, 120, 40, 36, p.light, 4) +
      rect(110, 86, 68, 40, '#F6C453', 12) +
      times(4, (i) => flat(circle(124 + i * 14, 106, 3, '#D9A23A'))) +
      rect(104, 130, 86, 50, p.accent, 6) +
      line('M104 152 H190', p.dark, 2),
  },
  'pressure-washer': {
    for: ['Car Care'],
    draw: (p) =>
      line('M36 72 V30 H70', p.dark, 8) +
      rect(24, 70, 84, 100, p.main, 14) +
      rect(40, 90, 52, 30, p.light, 6) +
      circle(44, 172, 14, p.dark) +
      circle(90, 172, 14, p.dark) +
      line('M108 140 Q150 176 150 124 Q150 94 130 82', p.dark, 6) +
      line('M128 84 L186 32', p.dark, 8) +
      line('M190 22 L198 14 M192 30 L200 28 M184 18 L186 8', p.accent, 3),
  },
  'tyre-inflator': {
    for: ['Tools & Equipment'],
    draw: (p) =>
      circle(70, 116, 56, '#37474F') +
      circle(70, 116, 30, METAL) +
      circle(70, 116, 10, p.dark) +
      line('M120 150 Q104 184 84 164', p.dark, 5) +
      rect(118, 86, 66, 82, p.main, 12) +
      circle(151, 118, 17, '#ffffff') +
      line('M151 118 L161 108', p.dark, 3) +
      rect(134, 144, 34, 12, p.accent, 4),
  },
  'jump-starter': {
    for: ['Tools & Equipment'],
    draw: (p) =>
      line('M68 62 Q60 20 30 30', '#E5484D', 5) +
      line('M132 62 Q140 20 170 30', '#333333', 5) +
      rect(16, 22, 24, 14, '#E5484D', 3) +
      rect(160, 22, 24, 14, '#333333', 3) +
      rect(58, 56, 20, 16, p.dark) +
      rect(122, 56, 20, 16, p.dark) +
      rect(40, 70, 120, 104, p.main, 10) +
      line('M68 100 V120 M58 110 H78 M122 110 H142', p.light, 5) +
      shape('M104 124 L86 154 H100 L92 176 L120 140 H106 L114 124 Z', p.accent),
  },
  'socket-set': {
    for: ['Tools & Equipment'],
    draw: (p) =>
      rect(20, 110, 160, 72, p.main, 10) +
      times(
        5,
        (i) =>
          circle(44 + i * 28, 146, 8 + i * 1.5, METAL) + flat(circle(44 + i * 28, 146, 4, p.dark)),
      ) +
      rotated(
        -24,
        100,
        60,
        rect(30, 52, 120, 16, METAL, 8) + circle(150, 60, 20, METAL) + circle(150, 60, 8, p.dark),
      ),
  },
  'car-seat': {
    for: ['Interior Accessories'],
    draw: (p) =>
      line('M88 36 V48 M112 36 V48', p.dark, 4) +
      rect(72, 8, 56, 30, p.main, 10) +
      shape('M58 50 Q58 44 66 44 H134 Q142 44 142 50 L136 128 H64 Z', p.main) +
      line('M82 56 V120 M118 56 V120', p.accent, 4) +
      shape('M52 124 H160 Q172 124 172 136 V160 H52 Z', p.main) +
      line('M60 140 H164', p.accent, 4) +
      rect(62, 160, 96, 14, p.dark),
  },
  'steering-wheel': {
    for: ['Interior Accessories'],
    draw: (p) =>
      line('M78 100 H26 M122 100 H174 M100 122 V176', p.dark, 14) +
      circle(100, 100, 26, p.dark) +
      `<circle cx="100" cy="100" r="76" fill="none" stroke="${p.main}" stroke-width="22"/>` +
      `<circle cx="100" cy="100" r="76" fill="none" stroke="${p.accent}" stroke-width="2" stroke-dasharray="6 8"/>`,
  },
  sunshade: {
    for: ['Interior Accessories'],
    draw: (p) =>
      shape('M14 60 Q100 30 186 60 L176 160 Q100 140 24 160 Z', METAL) +
      times(7, (i) =>
        line(
          `M${38 + i * 20} ${52 - (i < 4 ? i * 2 : (6 - i) * 2)} V${150 - (i < 4 ? i * 3 : (6 - i) * 3)}`,
          p.dark,
          2,
        ),
      ) +
      shape('M86 44 Q100 70 114 44 Z', p.main) +
      rect(14, 96, 12, 30, p.accent, 4),
  },
  'floor-mat': {
    for: ['Interior Accessories'],
    draw: (p) =>
      shape(
        'M40 20 H150 Q166 20 166 36 V150 Q166 180 136 180 H64 Q34 180 34 150 V26 Q34 20 40 20 Z',
        p.dark,
      ) +
      times(5, (i) => line(`M56 ${46 + i * 18} H146`, p.main, 6)) +
      rect(70, 138, 60, 26, p.main, 6) +
      line('M40 20 Q100 8 166 36', p.accent, 2),
  },

  // health
  'pill-bottle': {
    for: ['Vitamins & Supplements'],
    draw: (p) =>
      rect(52, 60, 96, 126, p.main, 12) +
      rect(46, 28, 108, 36, p.dark, 8) +
      line('M62 36 V56 M78 36 V56 M94 36 V56 M110 36 V56 M126 36 V56 M142 36 V56', p.light, 2) +
      rect(62, 92, 76, 64, '#ffffff', 6) +
      rotated(-30, 100, 124, rect(80, 114, 40, 20, p.accent, 10)) +
      rotated(
        -30,
        164,
        170,
        rect(144, 160, 40, 20, p.accent, 10) + flat(rect(164, 160, 20, 20, '#ffffff')),
      ),
  },
  thermometer: {
    for: ['Medical Devices'],
    draw: (p) =>
      rotated(
        -35,
        100,
        100,
        rect(94, 150, 12, 38, METAL, 6) +
          rect(82, 10, 36, 148, '#ffffff', 18) +
          rect(90, 36, 20, 48, p.main, 3) +
          circle(100, 112, 8, p.accent),
      ),
  },
  'blood-pressure-monitor': {
    for: ['Medical Devices'],
    draw: (p) =>
      line('M46 130 Q50 180 96 150', p.dark, 5) +
      rect(10, 40, 72, 92, p.dark, 14) +
      rect(18, 54, 56, 22, p.main) +
      rect(96, 56, 90, 114, '#ffffff', 14) +
      rect(108, 70, 66, 46, p.main, 4) +
      line('M114 96 H128 L134 82 L142 108 L148 92 H168', '#ffffff', 3) +
      circle(141, 146, 11, p.accent),
  },
  oximeter: {
    for: ['Medical Devices'],
    draw: (p) =>
      shape('M40 118 H176 V134 Q176 158 150 158 H80 Q40 158 40 118 Z', p.dark) +
      shape('M8 104 H120 Q134 104 134 114 Q134 124 120 124 H8 Z', SKIN) +
      shape('M40 106 Q40 60 100 60 H150 Q176 60 176 86 V106 Z', p.main) +
      rect(92, 70, 60, 28, '#1B1B1B', 4) +
      line('M96 84 H108 L114 74 L120 94 L126 84 H148', p.accent, 2),
  },
  'first-aid-kit': {
    for: ['First Aid'],
    draw: (p) =>
      line('M74 62 V40 H126 V62', p.dark, 10) +
      rect(20, 60, 160, 120, p.main, 14) +
      line('M20 84 H180', p.dark, 2) +
      rect(76, 96, 48, 64, '#ffffff', 4) +
      flat(shape('M92 104 h16 v16 h16 v16 h-16 v16 h-16 v-16 h-16 v-16 h16 z', '#E5484D')),
  },
  bandage: {
    for: ['First Aid'],
    draw: (p) =>
      rect(30, 60, 100, 110, '#E8C9A6') +
      ellipse(80, 170, 50, 14, '#E8C9A6') +
      ellipse(80, 60, 50, 16, '#F4DEC4') +
      ellipse(80, 60, 16, 5, '#B08B66') +
      shape('M130 140 L188 140 L188 172 L120 168 Z', '#E8C9A6') +
      rect(160, 132, 14, 48, p.accent, 3) +
      line('M40 90 H120 M40 120 H120 M40 150 H120', '#D2AD86', 2),
  },
  'herbal-tea': {
    for: ['Herbal Remedies', 'Tea & Coffee'],
    draw: (p) =>
      ellipse(90, 178, 74, 10, p.dark) +
      line('M140 100 Q170 100 170 124 Q170 146 140 146', p.main, 10) +
      shape('M34 90 H140 V120 Q140 170 87 170 Q34 170 34 120 Z', p.main) +
      ellipse(87, 90, 53, 8, '#B5762F') +
      line('M110 90 Q118 50 140 62', p.dark, 2) +
      rect(132, 60, 18, 22, p.accent, 2) +
      shape('M150 16 Q192 26 172 68 Q130 58 150 16 Z', LEAF) +
      line('M152 20 Q166 40 170 64', '#3F7A26', 2),
  },
  'oil-bottle': {
    for: ['Herbal Remedies'],
    draw: (p) =>
      oilBottle(p) +
      flat(shape('M100 118 Q84 140 88 150 Q100 162 112 150 Q116 140 100 118 Z', '#2B2B2B')),
  },
  pouch: {
    for: ['Herbal Remedies', 'Sweets & Pastries', 'Pet Food'],
    draw: (p) =>
      shape('M50 40 H150 L160 180 Q160 188 152 188 H48 Q40 188 40 180 Z', p.main) +
      rect(50, 30, 100, 16, p.dark) +
      circle(100, 120, 32, p.light) +
      flat(shape('M72 136 Q100 96 128 136 Z', p.accent)) +
      line('M60 62 H140', p.dark, 2),
  },

  // jewellery and bags
  necklace: {
    for: ['Necklaces'],
    draw: (p) =>
      `<path d="M40 20 Q40 126 100 138 Q160 126 160 20" fill="none" stroke="${p.main}" stroke-width="6" stroke-dasharray="1 8" stroke-linecap="round"/>` +
      circle(100, 142, 6, 'none') +
      shape('M100 148 L82 168 L100 194 L118 168 Z', p.accent) +
      line('M82 168 H118 M100 148 V194', p.dark, 1.5),
  },
  'khomsa-necklace': {
    for: ['Necklaces'],
    draw: (p) =>
      `<path d="M40 16 Q40 100 100 110 Q160 100 160 16" fill="none" stroke="${p.main}" stroke-width="6" stroke-dasharray="1 8" stroke-linecap="round"/>` +
      rect(62, 128, 13, 36, p.main, 6) +
      rect(78, 118, 13, 44, p.main, 6) +
      rect(94, 114, 13, 46, p.main, 6) +
      rect(110, 118, 13, 44, p.main, 6) +
      rect(126, 128, 13, 36, p.main, 6) +
      rect(62, 146, 77, 44, p.main, 18) +
      flat(circle(100, 168, 8, p.accent)),
  },
  'pearl-necklace': {
    for: ['Necklaces'],
    draw: (p) =>
      around(100, 60, 76, 17, 0, 180)
        .map(([x, y]) => circle(Math.round(x), Math.round(y), 8, '#F6F1E7'))
        .join('') + flat(circle(100, 142, 12, p.accent)),
  },
  ring: {
    for: ['Rings'],
    draw: (p) =>
      `<circle cx="100" cy="128" r="56" fill="none" stroke="${p.main}" stroke-width="16"/>` +
      `<circle cx="100" cy="128" r="47" fill="none" stroke="${p.dark}" stroke-width="2"/>` +
      shape('M74 58 L88 38 H112 L126 58 L100 86 Z', p.accent) +
      line('M74 58 H126 M88 38 L100 58 L112 38 M100 58 V86', p.dark, 2) +
      flat(shape('M160 36 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4 l10 -4 z', '#ffffff')),
  },
  'cuff-bracelet': {
    for: ['Bracelets'],
    draw: (p) =>
      line('M58 158 A78 52 0 1 1 142 158', p.main, 28) +
      `<path d="M58 158 A78 52 0 1 1 142 158" fill="none" stroke="${p.accent}" stroke-width="6" stroke-dasharray="2 12" stroke-linecap="round"/>`,
  },
  'beaded-bracelet': {
    for: ['Bracelets'],
    draw: (p) =>
      around(100, 104, 64, 16)
        .map(([x, y], i) => circle(Math.round(x), Math.round(y), 13, i % 3 ? p.main : p.accent))
        .join(''),
  },
  'hoop-earrings': {
    for: ['Earrings'],
    draw: (p) =>
      line('M60 30 V62 M140 30 V62', p.dark, 3) +
      `<circle cx="60" cy="110" r="46" fill="none" stroke="${p.main}" stroke-width="9"/>` +
      `<circle cx="140" cy="110" r="46" fill="none" stroke="${p.main}" stroke-width="9"/>` +
      circle(60, 30, 6, p.accent) +
      circle(140, 30, 6, p.accent),
  },
  'drop-earrings': {
    for: ['Earrings'],
    draw: (p) =>
      [60, 140]
        .map(
          (x) =>
            line(`M${x} 30 Q${x + 16} 30 ${x + 16} 46 Q${x + 16} 62 ${x} 62`, p.dark, 3) +
            circle(x, 72, 9, p.main) +
            shape(`M${x} 86 Q${x + 28} 132 ${x} 164 Q${x - 28} 132 ${x} 86 Z`, p.accent) +
            flat(ellipse(x - 6, 124, 4, 10, '#ffffff')),
        )
        .join(''),
  },
  'tote-bag': {
    for: ['Bags & Wallets', 'Miscellaneous'],
    draw: (p) =>
      line('M66 80 V60 Q66 28 100 28 Q134 28 134 60 V80', p.dark, 10) +
      shape('M28 78 H172 L160 186 H40 Z', p.main) +
      shape('M28 78 H172 L166 112 Q100 132 34 112 Z', p.dark) +
      rect(88, 106, 24, 18, p.accent, 4),
  },
  'crossbody-bag': {
    for: ['Bags & Wallets'],
    draw: (p) =>
      line('M44 100 Q100 -10 156 100', p.dark, 6) +
      rect(36, 90, 128, 92, p.main, 16) +
      shape('M36 106 Q36 90 52 90 H148 Q164 90 164 106 V130 Q100 150 36 130 Z', p.dark) +
      rect(90, 128, 20, 14, p.accent, 3),
  },
  wallet: {
    for: ['Bags & Wallets'],
    draw: (p) =>
      rect(44, 30, 84, 44, p.accent, 6) +
      rect(70, 20, 84, 44, p.light, 6) +
      rect(24, 54, 152, 112, p.main, 14) +
      `<rect x="34" y="64" width="132" height="92" rx="8" fill="none" stroke="${p.light}" stroke-width="2" stroke-dasharray="5 5"/>`,
  },

  // office
  notebook: {
    for: ['Notebooks & Paper'],
    draw: (p) =>
      rect(44, 20, 120, 166, p.main, 8) +
      rect(70, 40, 80, 40, p.light, 4) +
      times(8, (i) => line(`M40 ${34 + i * 20} H56`, p.dark, 4)) +
      rect(150, 20, 8, 166, p.accent),
  },
  journal: {
    for: ['Notebooks & Paper'],
    draw: (p) =>
      rect(28, 22, 112, 160, p.main, 10) +
      flat(rect(44, 22, 8, 160, p.dark)) +
      line('M66 60 H124 M66 84 H124 M66 108 H124 M66 132 H108', p.light, 5) +
      rect(118, 22, 10, 160, p.dark) +
      rotated(
        28,
        160,
        100,
        rect(150, 24, 20, 124, p.accent, 5) +
          rect(150, 24, 20, 26, p.dark, 5) +
          shape('M150 148 L160 178 L170 148 Z', p.dark),
      ),
  },
  'sticky-notes': {
    for: ['Notebooks & Paper'],
    draw: (p) =>
      rotated(-10, 100, 110, rect(40, 56, 116, 116, p.accent, 4)) +
      rect(50, 44, 116, 116, '#FFE066', 4) +
      shape('M136 160 L166 130 V160 Z', '#F2C94C') +
      line('M66 76 H148 M66 98 H148 M66 120 H124', '#C9A227', 3),
  },
  'paper-ream': {
    for: ['Notebooks & Paper'],
    draw: (p) =>
      shape('M30 80 L62 54 H180 L170 80 Z', PAPER) +
      shape('M170 80 L180 54 V144 L170 170 Z', '#E0E0E0') +
      rect(30, 80, 140, 90, PAPER) +
      rect(30, 108, 140, 40, p.main) +
      flat(rect(44, 120, 60, 16, p.light, 4)),
  },
  'fountain-pen': {
    for: ['Writing Instruments'],
    draw: (p) =>
      line('M20 178 Q60 150 90 176 T160 170', p.dark, 3) +
      rotated(
        35,
        100,
        100,
        rect(88, 14, 24, 136, p.main, 8) +
          rect(106, 20, 5, 52, p.accent, 2) +
          rect(88, 88, 24, 8, p.accent) +
          shape('M90 150 Q100 196 100 196 Q100 196 110 150 Z', '#D4AF37') +
          line('M100 160 V186', p.dark, 1.5),
      ),
  },
  pens: {
    for: ['Writing Instruments'],
    draw: (p) =>
      [p.main, p.accent, p.dark]
        .map((fill, i) => {
          const x = 54 + i * 34;
          return (
            rect(x, 30, 22, 120, fill, 6) +
            shape(`M${x} 150 L${x + 11} 182 L${x + 22} 150 Z`, p.light) +
            flat(rect(x + 14, 34, 4, 40, p.light, 2))
          );
        })
        .join(''),
  },
  'calligraphy-set': {
    for: ['Writing Instruments'],
    draw: (p) =>
      rect(60, 86, 40, 18, p.dark) +
      shape('M40 120 Q40 100 60 100 H100 Q120 100 120 120 V176 H40 Z', p.dark) +
      ellipse(80, 88, 20, 5, '#111111') +
      rect(52, 126, 56, 30, p.accent, 4) +
      rotated(
        30,
        150,
        100,
        rect(144, 14, 12, 140, WOOD, 4) + shape('M144 154 L150 182 L156 154 Z', WOOD_DARK),
      ) +
      line('M24 190 Q60 176 100 190', '#1B1B1B', 4),
  },
  'desk-organiser': {
    for: ['Desk Organisers'],
    draw: (p) =>
      rect(40, 40, 10, 60, p.accent, 3) +
      rect(58, 28, 10, 72, p.dark, 3) +
      rect(76, 50, 10, 50, p.light, 3) +
      rect(30, 90, 70, 92, p.main, 8) +
      rect(114, 96, 56, 36, PAPER) +
      rect(104, 120, 76, 62, p.main, 6) +
      line('M104 140 H180', p.dark, 2),
  },
  'document-tray': {
    for: ['Desk Organisers'],
    draw: (p) =>
      line('M40 96 V124 M160 96 V124', p.dark, 6) +
      rect(40, 50, 120, 14, PAPER) +
      shape('M24 60 H176 L168 96 H32 Z', p.main) +
      rect(40, 112, 120, 14, PAPER) +
      shape('M24 122 H176 L168 158 H32 Z', p.main) +
      line('M36 70 H164 M36 132 H164', p.light, 3),
  },
  'desk-lamp': {
    for: ['Desk Organisers', 'Decor & Lighting'],
    draw: (p) =>
      flat(shape('M128 96 L176 186 H96 Z', '#FFF59D')) +
      ellipse(56, 178, 40, 10, p.dark) +
      line('M56 172 L86 104 L138 66', p.main, 10) +
      circle(86, 104, 7, p.dark) +
      rotated(30, 140, 66, shape('M118 50 H160 L176 92 H102 Z', p.main)) +
      flat(ellipse(132, 96, 20, 6, GLOW)),
  },
  printer: {
    for: ['Office Electronics'],
    draw: (p) =>
      rect(56, 18, 88, 50, PAPER) +
      rect(20, 60, 160, 80, p.main, 12) +
      rect(44, 120, 112, 10, p.dark) +
      rect(56, 128, 88, 52, PAPER) +
      line('M68 146 H132 M68 160 H120', '#B0BEC5', 3) +
      rect(134, 74, 32, 12, p.light, 3) +
      flat(circle(40, 80, 4, '#43A047')),
  },
  shredder: {
    for: ['Office Electronics'],
    draw: (p) =>
      rect(64, 20, 72, 50, PAPER) +
      shape('M38 90 H162 L154 184 H46 Z', p.main) +
      rect(70, 110, 60, 52, p.light, 6) +
      times(6, (i) => line(`M${78 + i * 9} 116 V${150 + (i % 3) * 4}`, PAPER, 3)) +
      rect(30, 64, 140, 30, p.dark, 8) +
      flat(rect(50, 72, 100, 6, '#111111')),
  },
  'label-maker': {
    for: ['Office Electronics'],
    draw: (p) =>
      rect(12, 46, 50, 20, '#ffffff', 2) +
      rect(50, 28, 100, 156, p.main, 20) +
      rect(64, 42, 72, 30, p.light, 4) +
      times(16, (i) =>
        flat(
          rect(
            66 + (i % 4) * 18,
            86 + Math.floor(i / 4) * 18,
            14,
            12,
            i === 15 ? p.accent : p.dark,
            3,
          ),
        ),
      ),
  },
  calculator: {
    for: ['Office Electronics'],
    draw: (p) =>
      rect(46, 16, 108, 168, p.main, 14) +
      rect(58, 28, 84, 34, '#C8D6C0', 4) +
      times(20, (i) =>
        flat(
          rect(
            60 + (i % 4) * 21,
            74 + Math.floor(i / 4) * 21,
            16,
            15,
            i % 4 === 3 ? p.accent : p.light,
            3,
          ),
        ),
      ),
  },

  // pets
  leash: {
    for: ['Dog Supplies'],
    draw: (p) =>
      `<ellipse cx="52" cy="40" rx="30" ry="20" fill="none" stroke="${p.main}" stroke-width="10"/>` +
      line('M72 54 Q170 60 124 110 Q80 158 150 168', p.main, 10) +
      rect(146, 160, 20, 30, METAL, 6) +
      circle(120, 112, 6, p.accent),
  },
  'pet-bed': {
    for: ['Dog Supplies', 'Cat Supplies'],
    draw: (p) =>
      ellipse(100, 140, 90, 44, p.main) +
      ellipse(100, 130, 62, 26, p.light) +
      flat(ellipse(100, 136, 12, 9, p.accent)) +
      [
        [84, 122],
        [96, 116],
        [108, 116],
        [120, 122],
      ]
        .map(([x, y]) => flat(circle(x ?? 0, y ?? 0, 5, p.accent)))
        .join(''),
  },
  'chew-toy': {
    for: ['Dog Supplies'],
    draw: (p) =>
      rotated(
        -20,
        100,
        100,
        circle(50, 80, 20, p.main) +
          circle(50, 120, 20, p.main) +
          circle(150, 80, 20, p.main) +
          circle(150, 120, 20, p.main) +
          flat(rect(48, 84, 104, 32, p.main)) +
          line('M64 100 H136', p.light, 3),
      ),
  },
  'scratching-post': {
    for: ['Cat Supplies'],
    draw: (p) =>
      rect(80, 50, 40, 118, '#D9B98C') +
      times(14, (i) => line(`M82 ${56 + i * 8} H118`, '#A88452', 2)) +
      rect(30, 164, 140, 18, p.main, 6) +
      rect(50, 34, 100, 18, p.main, 6) +
      line('M140 52 V96', p.dark, 2) +
      circle(140, 104, 9, p.accent),
  },
  'litter-box': {
    for: ['Cat Supplies'],
    draw: (p) =>
      shape('M30 112 Q100 96 170 112 Z', '#E8DCC8') +
      shape('M20 110 H180 L166 176 H34 Z', p.main) +
      line('M26 110 H174', p.dark, 3) +
      rotated(
        -30,
        150,
        70,
        rect(144, 20, 12, 50, p.accent, 4) + rect(132, 66, 36, 34, p.accent, 6),
      ),
  },
  'pet-carrier': {
    for: ['Cat Supplies', 'Dog Supplies'],
    draw: (p) =>
      line('M70 62 V36 H130 V62', p.dark, 10) +
      rect(20, 60, 160, 120, p.main, 20) +
      rect(38, 80, 72, 82, p.light, 10) +
      line('M56 84 V158 M74 84 V158 M92 84 V158', p.dark, 4) +
      line('M132 96 H162 M132 114 H162 M132 132 H162', p.dark, 5),
  },
  'bird-cage': {
    for: ['Bird & Fish'],
    draw: (p) =>
      `<circle cx="100" cy="12" r="7" fill="none" stroke="${p.main}" stroke-width="4"/>` +
      times(7, (i) => line(`M${40 + i * 20} 170 V80 Q${40 + i * 20} 24 100 20`, p.main, 3)) +
      line('M40 170 V80 Q40 20 100 20 Q160 20 160 80 V170', p.main, 6) +
      line('M60 134 H140', p.dark, 5) +
      ellipse(98, 118, 16, 12, p.accent) +
      circle(110, 104, 8, p.accent) +
      shape('M117 102 L126 106 L117 109 Z', '#F6A04D') +
      rect(30, 166, 140, 18, p.main, 4),
  },
  aquarium: {
    for: ['Bird & Fish'],
    draw: (p) =>
      rect(20, 50, 160, 120, '#9FD3E8', 6) +
      flat(rect(20, 150, 160, 20, '#D9B98C')) +
      line('M50 150 Q40 112 56 92 M62 150 Q76 120 66 96', '#43A047', 6) +
      shape('M110 100 Q130 84 150 100 Q130 116 110 100 Z', p.accent) +
      shape('M112 100 L96 88 V112 Z', p.accent) +
      flat(circle(140, 97, 3, '#222222')) +
      rect(14, 40, 172, 14, p.main, 4) +
      rect(28, 170, 144, 14, p.main),
  },
  'fish-food': {
    for: ['Bird & Fish'],
    draw: (p) =>
      rect(56, 62, 88, 122, p.main, 10) +
      rect(50, 40, 100, 26, p.dark, 6) +
      rect(64, 92, 72, 66, p.light, 6) +
      shape('M80 126 Q100 108 120 126 Q100 144 80 126 Z', p.accent) +
      shape('M82 126 L68 116 V136 Z', p.accent) +
      times(5, (i) => flat(rect(150 + (i % 2) * 16, 30 + i * 12, 8, 6, '#F6A04D'))),
  },
  'pet-food': {
    for: ['Pet Food'],
    draw: (p) =>
      shape('M30 40 H120 L130 176 H20 Z', p.main) +
      rect(30, 30, 90, 16, p.dark) +
      flat(ellipse(75, 118, 18, 15, p.light)) +
      times(4, (i) => flat(circle(55 + i * 13, 92 - (i === 1 || i === 2 ? 6 : 0), 6, p.light))) +
      [120, 134, 150, 166, 180].map((x, i) => circle(x, 146 - (i % 2) * 6, 7, '#8D5A2B')).join('') +
      shape('M104 150 H194 L182 186 H116 Z', p.accent),
  },

  // food
  'olive-oil-bottle': {
    for: ['Olive Oil'],
    draw: (p) => oilBottle(p) + olive(100, 136),
  },
  'oil-tin': {
    for: ['Olive Oil'],
    draw: (p) =>
      line('M70 36 Q100 8 112 36', p.dark, 6) +
      rect(120, 20, 22, 18, p.accent, 3) +
      shape('M40 50 L52 36 H148 L160 50 Z', p.dark) +
      rect(40, 50, 120, 136, p.main, 4) +
      rect(54, 84, 92, 74, p.light, 6) +
      olive(96, 122),
  },
  dates: {
    for: ['Dates & Dried Fruit'],
    draw: (p) =>
      [
        [66, 80, 30],
        [98, 74, -5],
        [128, 76, 15],
        [52, 100, -20],
        [82, 94, 10],
        [112, 96, -10],
        [142, 94, 20],
      ]
        .map(([x = 0, y = 0, a = 0]) => rotated(a, x, y, ellipse(x, y, 17, 10, '#6B3A1E')))
        .join('') +
      shape('M20 110 H180 Q172 178 100 178 Q28 178 20 110 Z', p.main) +
      line('M40 130 Q100 146 160 130', p.accent, 4),
  },
  figs: {
    for: ['Dates & Dried Fruit'],
    draw: (p) =>
      fig(62, 104, '#6A3D5C') +
      fig(138, 104, '#7B4A6B') +
      shape('M100 110 Q140 130 130 176 Q100 196 70 176 Q60 130 100 110 Z', '#E07A5F') +
      flat(shape('M100 124 Q126 138 120 170 Q100 182 80 170 Q74 138 100 124 Z', '#F4A8A0')) +
      times(6, (i) => flat(circle(92 + (i % 3) * 8, 146 + Math.floor(i / 3) * 10, 2, '#FFF3E0'))) +
      line('M62 64 Q58 56 66 50 M138 64 Q134 56 142 50', LEAF, 4) +
      line('M24 190 H176', p.main, 4),
  },
  'harissa-jar': {
    for: ['Spices & Harissa'],
    draw: (p) =>
      rect(50, 70, 100, 114, '#C62828', 14) +
      rect(44, 44, 112, 30, p.main, 6) +
      rect(62, 104, 76, 48, p.light, 6) +
      shape('M150 60 Q192 80 178 150 Q172 170 162 150 Q168 100 146 74 Z', '#D32F2F') +
      line('M150 60 Q150 44 162 38', LEAF, 5),
  },
  spices: {
    for: ['Spices & Harissa'],
    draw: (p) =>
      ['#D97706', '#B91C1C', '#7C4A1E']
        .map((spice, i) => {
          const x = 16 + i * 58;
          return (
            shape(`M${x + 4} 130 Q${x + 28} ${92 - (i % 2) * 10} ${x + 52} 130 Z`, spice) +
            shape(
              `M${x} 128 H${x + 56} Q${x + 52} 172 ${x + 28} 172 Q${x + 4} 172 ${x} 128 Z`,
              p.main,
            )
          );
        })
        .join('') +
      shape(star(100, 40, 22, 8), '#7C4A1E') +
      line('M24 184 H176', p.accent, 4),
  },
  teapot: {
    for: ['Tea & Coffee'],
    draw: (p) =>
      line('M150 120 Q176 112 186 76', p.main, 10) +
      line('M52 100 Q20 110 30 140 Q36 156 56 156', p.dark, 8) +
      shape('M50 90 Q40 150 70 170 H130 Q160 150 150 90 Z', p.main) +
      shape('M70 90 Q100 56 130 90 Z', p.dark) +
      circle(100, 58, 7, p.dark) +
      rect(66, 168, 68, 10, p.dark) +
      shape('M18 40 Q48 20 64 50 Q34 66 18 40 Z', LEAF) +
      line('M60 120 H140', p.accent, 4),
  },
  'coffee-pot': {
    for: ['Tea & Coffee'],
    draw: (p) =>
      line('M112 92 L184 60', p.dark, 10) +
      shape('M40 80 H112 L122 170 Q122 182 110 182 H42 Q30 182 30 170 Z', p.main) +
      shape('M40 80 L28 70 H112 L112 80 Z', p.dark) +
      line('M40 120 H112', p.accent, 4) +
      ellipse(156, 184, 34, 7, p.light) +
      shape('M134 150 H178 L172 182 H140 Z', '#ffffff') +
      rotated(30, 150, 120, ellipse(150, 120, 9, 6, '#4E342E')) +
      rotated(-20, 174, 128, ellipse(174, 128, 9, 6, '#4E342E')),
  },
  pastries: {
    for: ['Sweets & Pastries'],
    draw: (p) =>
      ellipse(100, 150, 90, 30, p.main) +
      ellipse(100, 146, 70, 20, '#ffffff') +
      [
        [60, 136],
        [100, 132],
        [140, 136],
        [80, 112],
        [120, 112],
      ]
        .map(
          ([x = 0, y = 0]) =>
            shape(`M${x} ${y - 20} L${x + 22} ${y} L${x} ${y + 16} L${x - 22} ${y} Z`, '#D4A055') +
            flat(circle(x, y - 2, 4, '#7CB342')),
        )
        .join(''),
  },

  // electronics
  smartphone: {
    for: ['Phones & Accessories'],
    draw: (p) =>
      rect(54, 12, 92, 176, p.dark, 18) +
      flat(rect(63, 30, 74, 136, p.light, 6)) +
      flat(rect(72, 42, 24, 24, p.main, 6)) +
      flat(rect(104, 42, 24, 24, p.accent, 6)) +
      flat(rect(72, 74, 24, 24, p.accent, 6)) +
      flat(rect(104, 74, 24, 24, p.main, 6)) +
      flat(circle(100, 177, 5, p.light)),
  },
  'power-bank': {
    for: ['Phones & Accessories'],
    draw: (p) =>
      line('M100 180 Q100 196 130 196 H190', p.dark, 5) +
      rect(40, 26, 120, 156, p.main, 18) +
      times(4, (i) => flat(circle(70 + i * 20, 48, 5, i < 3 ? p.accent : p.light))) +
      shape('M108 70 L76 120 H100 L90 160 L126 104 H102 L114 70 Z', p.light) +
      rect(84, 172, 32, 6, p.dark, 2),
  },
  charger: {
    for: ['Phones & Accessories'],
    draw: (p) =>
      rect(70, 28, 10, 36, METAL, 5) +
      rect(120, 28, 10, 36, METAL, 5) +
      line('M100 150 Q100 192 150 186 Q180 182 180 152', p.dark, 6) +
      rect(50, 60, 100, 92, p.main, 16) +
      rect(170, 128, 20, 26, p.light, 4) +
      flat(circle(100, 106, 8, p.accent)),
  },
  'phone-case': {
    for: ['Phones & Accessories'],
    draw: (p) =>
      rect(50, 12, 100, 176, p.main, 24) +
      `<rect x="57" y="19" width="86" height="162" rx="18" fill="none" stroke="${p.light}" stroke-width="2"/>` +
      rect(62, 26, 44, 48, p.dark, 12) +
      circle(76, 40, 8, '#333333') +
      circle(94, 58, 8, '#333333') +
      flat(circle(100, 124, 18, p.accent)),
  },
  earbuds: {
    for: ['Audio'],
    draw: (p) =>
      rect(40, 104, 120, 78, p.main, 36) +
      line('M42 134 H158', p.dark, 2) +
      flat(circle(100, 162, 4, p.accent)) +
      rect(56, 52, 14, 46, p.light, 7) +
      circle(66, 46, 20, p.light) +
      circle(74, 42, 8, p.dark) +
      rect(130, 52, 14, 46, p.light, 7) +
      circle(134, 46, 20, p.light) +
      circle(126, 42, 8, p.dark),
  },
  headphones: {
    for: ['Audio'],
    draw: (p) =>
      line('M36 120 Q36 34 100 34 Q164 34 164 120', p.dark, 14) +
      rect(22, 106, 44, 72, p.main, 16) +
      rect(134, 106, 44, 72, p.main, 16) +
      rect(54, 118, 10, 48, p.accent, 4) +
      rect(136, 118, 10, 48, p.accent, 4),
  },
  speaker: {
    for: ['Audio'],
    draw: (p) =>
      rect(14, 60, 160, 100, p.main, 40) +
      circle(62, 110, 30, p.dark) +
      circle(62, 110, 12, p.light) +
      circle(126, 110, 30, p.dark) +
      circle(126, 110, 12, p.light) +
      flat(rect(76, 64, 36, 8, p.accent, 4)) +
      line('M184 90 Q194 110 184 130', p.accent, 4),
  },
  laptop: {
    for: ['Computers & Tablets'],
    draw: (p) =>
      rect(36, 30, 128, 98, p.dark, 8) +
      flat(rect(44, 38, 112, 80, p.light, 3)) +
      flat(rect(54, 48, 50, 30, p.main, 3)) +
      flat(rect(110, 48, 36, 60, p.accent, 3)) +
      shape('M14 134 H186 L176 154 H24 Z', p.main) +
      flat(rect(86, 140, 28, 8, p.dark, 2)),
  },
  tablet: {
    for: ['Computers & Tablets'],
    draw: (p) =>
      rect(16, 34, 168, 126, p.dark, 16) +
      flat(rect(26, 44, 148, 106, p.light, 6)) +
      times(8, (i) =>
        flat(
          rect(
            40 + (i % 4) * 32,
            56 + Math.floor(i / 4) * 34,
            24,
            24,
            i % 3 ? p.main : p.accent,
            6,
          ),
        ),
      ) +
      flat(rect(40, 128, 120, 14, p.dark, 7).replace('/>', ' fill-opacity="0.35"/>')) +
      flat(circle(100, 39, 2.5, p.light)),
  },
  mouse: {
    for: ['Computers & Tablets'],
    draw: (p) =>
      shape(
        'M100 20 Q150 20 150 90 V130 Q150 186 100 186 Q50 186 50 130 V90 Q50 20 100 20 Z',
        p.main,
      ) +
      line('M50 84 H150 M100 20 V84', p.dark, 3) +
      rect(94, 40, 12, 26, p.accent, 6) +
      line('M156 28 Q166 38 160 50 M166 18 Q182 36 172 58', p.accent, 3),
  },
  keyboard: {
    for: ['Computers & Tablets'],
    draw: (p) =>
      rect(8, 56, 184, 96, p.dark, 10) +
      times(33, (i) =>
        flat(
          rect(
            18 + (i % 11) * 15.5 + (Math.floor(i / 11) % 2) * 5,
            66 + Math.floor(i / 11) * 18,
            12,
            13,
            i === 10 ? p.accent : p.light,
            2,
          ),
        ),
      ) +
      flat(rect(50, 122, 100, 14, p.light, 2)) +
      flat(rect(18, 122, 26, 14, p.main, 2)),
  },
  'smart-plug': {
    for: ['Smart Home'],
    draw: (p) =>
      rect(30, 30, 140, 140, p.light, 24) +
      circle(100, 100, 54, p.main) +
      `<circle cx="100" cy="100" r="46" fill="none" stroke="${p.accent}" stroke-width="4"/>` +
      circle(82, 100, 7, p.dark) +
      circle(118, 100, 7, p.dark) +
      line('M150 24 Q168 30 174 48 M150 12 Q180 20 186 48', p.accent, 4),
  },
  'security-camera': {
    for: ['Smart Home'],
    draw: (p) =>
      line('M60 116 V150 H40', p.dark, 10) +
      rect(14, 128, 26, 52, p.dark, 4) +
      shape('M30 64 H140 Q162 64 162 90 Q162 116 140 116 H30 Z', p.main) +
      circle(148, 90, 20, p.dark) +
      circle(148, 90, 9, LENS) +
      line('M80 40 Q100 24 120 40 M88 50 Q100 40 112 50', p.accent, 5),
  },
  'light-bulb': {
    for: ['Smart Home'],
    draw: (p) =>
      flat(circle(100, 72, 84, p.accent).replace('/>', ' fill-opacity="0.18"/>')) +
      shape(
        'M100 14 Q156 14 156 72 Q156 100 130 124 V140 H70 V124 Q44 100 44 72 Q44 14 100 14 Z',
        p.main,
      ) +
      line('M84 104 L92 72 L100 98 L108 72 L116 104', p.light, 3) +
      rect(72, 140, 56, 34, METAL, 4) +
      line('M72 152 H128 M72 162 H128', '#78909C', 2) +
      shape('M86 174 H114 L108 188 H92 Z', p.dark),
  },
  'action-camera': {
    for: ['Cameras'],
    draw: (p) =>
      rect(80, 152, 40, 30, p.dark) +
      rect(130, 38, 26, 14, p.accent, 4) +
      rect(30, 48, 140, 106, p.dark, 14) +
      rect(40, 62, 62, 62, p.main, 12) +
      circle(71, 93, 24, '#111111') +
      circle(71, 93, 12, LENS) +
      flat(circle(66, 88, 4, '#ffffff')) +
      rect(114, 66, 44, 26, p.light, 3),
  },
  'instant-camera': {
    for: ['Cameras'],
    draw: (p) =>
      rect(56, 10, 88, 40, '#ffffff') +
      rect(24, 40, 152, 130, p.main, 24) +
      rect(24, 148, 152, 8, p.accent) +
      circle(100, 104, 38, p.dark) +
      circle(100, 104, 24, '#111111') +
      circle(100, 104, 8, LENS) +
      rect(130, 52, 34, 20, p.light, 4) +
      rect(40, 52, 22, 18, p.dark, 4),
  },

  // furniture
  armchair: {
    for: ['Living Room'],
    draw: (p) =>
      rect(46, 36, 108, 96, p.main, 22) +
      rect(22, 92, 40, 74, p.dark, 14) +
      rect(138, 92, 40, 74, p.dark, 14) +
      rect(56, 118, 88, 40, p.light, 10) +
      rect(30, 156, 140, 14, p.dark, 6) +
      line('M42 170 L38 190 M158 170 L162 190', p.dark, 8) +
      flat(circle(100, 78, 10, p.accent)),
  },
  sofa: {
    for: ['Living Room'],
    draw: (p) =>
      rect(26, 56, 148, 66, p.main, 20) +
      rotated(-10, 60, 90, rect(40, 74, 36, 30, p.accent, 8)) +
      rect(8, 90, 36, 76, p.dark, 14) +
      rect(156, 90, 36, 76, p.dark, 14) +
      rect(40, 114, 58, 36, p.light, 10) +
      rect(102, 114, 58, 36, p.light, 10) +
      rect(16, 148, 168, 16, p.dark, 6) +
      line('M26 164 V180 M174 164 V180', p.dark, 8),
  },
  'coffee-table': {
    for: ['Living Room'],
    draw: (p) =>
      line('M40 110 L32 176 M160 110 L168 176 M70 112 L68 164 M130 112 L132 164', p.dark, 8) +
      rect(34, 148, 132, 8, p.dark) +
      ellipse(100, 100, 88, 20, p.main) +
      rect(12, 98, 176, 12, p.main, 6) +
      rect(120, 70, 24, 24, p.accent, 4) +
      line('M144 76 Q154 80 144 88', p.accent, 3),
  },
  bookshelf: {
    for: ['Living Room'],
    draw: (p) =>
      rect(36, 12, 128, 178, p.main, 4) +
      times(
        4,
        (row) =>
          flat(rect(46, 22 + row * 42, 108, 34, p.dark)) +
          times(5, (i) =>
            rect(
              50 + i * 14 + (row % 2) * 20,
              26 + row * 42 + (i % 3) * 3,
              11,
              30 - (i % 3) * 3,
              [p.accent, p.light, '#ffffff'][(i + row) % 3] ?? p.light,
              1,
            ),
          ),
      ),
  },
  'bedside-table': {
    for: ['Bedroom'],
    draw: (p) =>
      rect(92, 42, 16, 20, p.dark) +
      shape('M70 42 L80 16 H120 L130 42 Z', p.accent) +
      rect(36, 60, 128, 14, p.main, 4) +
      rect(44, 72, 112, 92, p.main) +
      rect(54, 82, 92, 34, p.light, 3) +
      rect(54, 122, 92, 34, p.light, 3) +
      circle(100, 99, 4, p.accent) +
      circle(100, 139, 4, p.accent) +
      line('M52 164 V184 M148 164 V184', p.dark, 8),
  },
  wardrobe: {
    for: ['Bedroom'],
    draw: (p) =>
      rect(36, 14, 128, 168, p.main, 6) +
      rect(30, 8, 140, 12, p.dark, 3) +
      rect(46, 28, 46, 144, p.light, 4) +
      rect(108, 28, 46, 144, p.light, 4) +
      rect(86, 86, 5, 28, p.accent, 2) +
      rect(109, 86, 5, 28, p.accent, 2) +
      rect(42, 182, 14, 10, p.dark) +
      rect(144, 182, 14, 10, p.dark),
  },
  bed: {
    for: ['Bedroom'],
    draw: (p) =>
      rect(14, 50, 44, 132, p.main, 10) +
      line('M60 152 V180 M184 152 V180', p.main, 10) +
      rect(50, 100, 140, 38, '#ffffff', 10) +
      rect(60, 84, 42, 24, p.light, 10) +
      shape('M100 100 H190 V138 H92 Z', p.accent) +
      rect(50, 136, 144, 18, p.main, 4),
  },
  'garden-chair': {
    for: ['Outdoor Furniture'],
    draw: (p) =>
      line('M56 104 L40 186 M144 104 L160 186 M62 122 L140 186 M138 122 L60 186', p.dark, 6) +
      `<rect x="56" y="20" width="88" height="80" rx="10" fill="none" stroke="${p.main}" stroke-width="8"/>` +
      line('M58 44 H142 M58 64 H142 M58 84 H142', p.main, 6) +
      shape('M40 100 H160 L150 122 H50 Z', p.main) +
      rect(60, 104, 80, 8, p.accent, 3),
  },
  lounger: {
    for: ['Outdoor Furniture'],
    draw: (p) =>
      line('M32 140 V176 M126 140 V176', p.dark, 8) +
      shape('M20 126 H120 L166 58 L182 68 L136 142 H20 Z', p.main) +
      line('M28 132 H118 L162 68', p.accent, 6) +
      line('M156 148 V178 M188 148 V178', p.dark, 5) +
      rect(148, 140, 48, 10, p.dark, 3) +
      rect(160, 122, 14, 18, p.accent, 3),
  },
  hammock: {
    for: ['Outdoor Furniture'],
    draw: (p) =>
      rect(14, 40, 14, 146, '#8D6E63') +
      rect(172, 40, 14, 146, '#8D6E63') +
      line('M28 60 L56 100 M172 60 L144 100', p.dark, 3) +
      shape('M50 96 Q100 178 150 96 Q100 142 50 96 Z', p.main) +
      line('M62 110 Q100 162 138 110', p.accent, 5) +
      flat(rect(0, 184, 200, 6, '#7CB342')),
  },
  rug: {
    for: ['Decor & Lighting'],
    draw: (p) =>
      times(17, (i) => line(`M${36 + i * 8} 10 V22 M${36 + i * 8} 178 V190`, p.dark, 2)) +
      rect(30, 20, 140, 160, p.main, 3) +
      `<rect x="42" y="32" width="116" height="136" fill="none" stroke="${p.accent}" stroke-width="8"/>` +
      shape('M100 58 L136 100 L100 142 L64 100 Z', p.accent) +
      shape('M100 80 L118 100 L100 120 L82 100 Z', p.light) +
      flat(shape(polygon(100, 46, 6, 4), p.light)) +
      flat(shape(polygon(100, 154, 6, 4), p.light)),
  },
  lantern: {
    for: ['Decor & Lighting', 'Seasonal'],
    draw: (p) =>
      flat(circle(100, 100, 70, GLOW).replace('/>', ' fill-opacity="0.35"/>')) +
      `<circle cx="100" cy="14" r="8" fill="none" stroke="${p.dark}" stroke-width="4"/>` +
      shape('M70 50 Q100 14 130 50 Z', p.main) +
      shape('M70 50 H130 L138 130 H62 Z', GLOW) +
      line('M100 50 V130 M84 50 L80 130 M116 50 L120 130 M66 90 H134', p.main, 4) +
      shape('M58 128 H142 L116 158 H84 Z', p.main) +
      shape('M92 158 L100 186 L108 158 Z', p.main),
  },
  'table-lamp': {
    for: ['Decor & Lighting'],
    draw: (p) =>
      shape('M56 30 H144 L166 96 H34 Z', p.light) +
      rect(94, 94, 12, 10, p.dark) +
      shape('M80 102 Q52 140 76 176 H124 Q148 140 120 102 Z', p.main) +
      line('M70 140 L84 128 L100 140 L116 128 L130 140', p.accent, 4) +
      rect(70, 174, 60, 10, p.dark, 3),
  },
  mirror: {
    for: ['Decor & Lighting'],
    draw: (p) =>
      shape('M40 190 V80 Q40 12 100 12 Q160 12 160 80 V190 Z', p.main) +
      shape('M54 178 V82 Q54 28 100 28 Q146 28 146 82 V178 Z', GLASS) +
      flat(shape('M66 120 L104 74 L112 82 L74 128 Z', '#ffffff')) +
      flat(shape('M74 156 L126 96 L132 104 L80 164 Z', '#ffffff')),
  },

  // fitness
  dumbbell: {
    for: ['Gym Equipment'],
    draw: (p) =>
      rect(40, 92, 120, 16, p.dark, 6) +
      rect(20, 58, 24, 84, p.main, 7) +
      rect(46, 70, 16, 60, p.accent, 5) +
      rect(156, 58, 24, 84, p.main, 7) +
      rect(138, 70, 16, 60, p.accent, 5),
  },
  kettlebell: {
    for: ['Gym Equipment'],
    draw: (p) =>
      line('M64 90 V56 Q64 24 100 24 Q136 24 136 56 V90', p.dark, 16) +
      circle(100, 124, 58, p.main) +
      rect(60, 170, 80, 12, p.dark, 4) +
      line('M72 100 Q80 84 96 80', p.light, 6),
  },
  'resistance-bands': {
    for: ['Gym Equipment'],
    draw: (p) =>
      `<ellipse cx="100" cy="100" rx="82" ry="40" transform="rotate(-20 100 100)" fill="none" stroke="${p.main}" stroke-width="12"/>` +
      `<ellipse cx="100" cy="104" rx="70" ry="34" transform="rotate(15 100 104)" fill="none" stroke="${p.accent}" stroke-width="12"/>` +
      `<ellipse cx="100" cy="100" rx="56" ry="26" transform="rotate(-4 100 100)" fill="none" stroke="${p.dark}" stroke-width="10"/>`,
  },
  treadmill: {
    for: ['Gym Equipment'],
    draw: (p) =>
      shape('M12 162 L156 138 L172 152 L24 180 Z', p.dark) +
      line('M28 164 L154 144', p.light, 4) +
      line('M152 144 L166 44', p.main, 12) +
      line('M160 68 L98 86', p.main, 8) +
      rect(140, 22, 52, 28, p.main, 6) +
      rect(148, 28, 36, 14, p.light, 2),
  },
  'yoga-mat': {
    for: ['Yoga'],
    draw: (p) =>
      ellipse(34, 100, 18, 36, p.main) +
      rect(34, 64, 130, 72, p.main) +
      ellipse(164, 100, 18, 36, p.light) +
      `<ellipse cx="164" cy="100" rx="11" ry="22" fill="none" stroke="${p.dark}" stroke-width="2"/>` +
      `<ellipse cx="164" cy="100" rx="5" ry="10" fill="none" stroke="${p.dark}" stroke-width="2"/>` +
      rect(68, 60, 12, 80, p.accent) +
      rect(116, 60, 12, 80, p.accent) +
      shape('M20 150 H170 L186 182 H30 Z', p.main),
  },
  'yoga-block': {
    for: ['Yoga'],
    draw: (p) => yogaBlock(30, 130, p) + yogaBlock(42, 78, p),
  },
  football: {
    for: ['Team Sports'],
    draw: (p) => {
      const centre = polygon(100, 100, 24, 5);
      const outer = around(100, 100, 66, 5, -54, 234)
        .map(([x, y], k) => shape(polygon(x, y, 17, 5, 90 + 72 * k), p.dark))
        .join('');
      const seams = around(100, 100, 24, 5, -90, 198)
        .map(([x, y]) =>
          line(
            `M${x.toFixed(1)} ${y.toFixed(1)} L${(100 + (x - 100) * 2).toFixed(1)} ${(100 + (y - 100) * 2).toFixed(1)}`,
            p.dark,
            2,
          ),
        )
        .join('');
      return circle(100, 100, 84, '#ffffff') + seams + shape(centre, p.dark) + outer;
    },
  },
  basketball: {
    for: ['Team Sports'],
    draw: () =>
      circle(100, 100, 84, '#E07A2E') +
      line(
        'M16 100 H184 M100 16 V184 M42 40 Q82 100 42 160 M158 40 Q118 100 158 160',
        '#3A2A1E',
        4,
      ),
  },
  'goalkeeper-glove': {
    for: ['Team Sports'],
    draw: (p) =>
      shape(
        'M50 186 V110 L40 74 Q36 58 48 56 Q58 54 62 68 L70 96 V40 Q70 28 82 28 Q94 28 94 40 V92 L98 30 Q98 18 110 18 Q122 18 122 30 V92 L126 40 Q126 28 138 28 Q150 28 150 40 V100 L156 70 Q160 58 170 62 Q180 66 176 80 L158 140 V186 Z',
        p.main,
      ) +
      line('M82 40 V90 M110 30 V90 M138 40 V96', p.light, 3) +
      rect(48, 150, 112, 36, p.dark, 6) +
      rect(40, 158, 128, 16, p.accent, 6),
  },
  helmet: {
    for: ['Cycling'],
    draw: (p) =>
      line('M60 130 Q80 176 110 150 Q130 140 140 130', p.dark, 5) +
      shape('M20 130 Q20 40 110 36 Q180 36 186 110 Q186 130 170 130 Z', p.main) +
      line('M60 70 Q90 50 120 52 M50 96 Q90 74 150 80', p.dark, 8) +
      shape('M150 106 Q176 104 192 114 L186 124 Q170 118 150 120 Z', p.dark) +
      rect(96, 146, 16, 10, p.accent, 3),
  },
  'bike-light': {
    for: ['Cycling'],
    draw: (p) =>
      flat(
        shape('M120 70 L196 40 V136 L120 106 Z', '#FFF59D').replace('/>', ' fill-opacity="0.6"/>'),
      ) +
      rect(50, 110, 20, 40, p.main, 6) +
      rect(30, 60, 90, 56, p.dark, 24) +
      circle(106, 88, 22, '#FFF59D') +
      rect(30, 150, 64, 30, p.dark, 14) +
      rect(36, 156, 52, 18, '#E5484D', 9),
  },
  tent: {
    for: ['Outdoor & Camping'],
    draw: (p) =>
      flat(rect(0, 176, 200, 8, '#7CB342')) +
      line('M100 30 V14 M14 176 L4 188 M186 176 L196 188', p.dark, 3) +
      shape('M100 14 L118 20 L100 26 Z', p.accent) +
      shape('M100 30 L186 176 H14 Z', p.main) +
      shape('M100 30 L132 176 H68 Z', p.dark) +
      shape('M100 84 L122 176 H78 Z', p.light),
  },
  'sleeping-bag': {
    for: ['Outdoor & Camping'],
    draw: (p) =>
      rect(50, 14, 100, 172, p.main, 40) +
      ellipse(100, 50, 34, 20, p.dark) +
      line('M54 92 H146 M52 122 H148 M54 152 H146', p.dark, 3) +
      line('M136 72 V176', p.accent, 4),
  },
  backpack: {
    for: ['Outdoor & Camping'],
    draw: (p) =>
      line('M86 30 Q100 12 114 30', p.dark, 6) +
      line('M50 80 H40 V170 H50 M150 80 H160 V170 H150', p.dark, 6) +
      shape(
        'M50 60 Q50 30 100 30 Q150 30 150 60 V176 Q150 188 138 188 H62 Q50 188 50 176 Z',
        p.main,
      ) +
      shape('M50 60 Q50 30 100 30 Q150 30 150 60 V96 Q100 110 50 96 Z', p.dark) +
      rect(66, 120, 68, 52, p.light, 10) +
      rect(70, 92, 10, 36, p.accent) +
      rect(120, 92, 10, 36, p.accent),
  },

  // gifts and crafts
  'gift-box': {
    for: ['Gifts', 'Seasonal'],
    draw: (p) =>
      rect(34, 88, 132, 96, p.main, 8) +
      rect(24, 64, 152, 30, p.dark, 8) +
      rect(90, 64, 20, 120, p.accent) +
      shape('M100 64 C72 28 42 50 66 64 Z M100 64 C128 28 158 50 134 64 Z', p.accent),
  },
  'gift-card': {
    for: ['Gifts'],
    draw: (p) =>
      rect(40, 30, 120, 80, p.accent, 8) +
      flat(rect(52, 44, 40, 10, '#ffffff', 5)) +
      rect(20, 70, 160, 110, p.main, 8) +
      line('M20 72 L100 130 L180 72', p.dark, 3) +
      rect(20, 150, 160, 10, p.light) +
      shape('M100 150 C80 130 70 150 90 155 Z M100 150 C120 130 130 150 110 155 Z', p.accent),
  },
  candle: {
    for: ['Gifts'],
    draw: (p) =>
      rect(50, 80, 100, 104, GLASS, 12) +
      rect(56, 96, 88, 82, p.main, 8) +
      rect(50, 126, 100, 30, p.accent) +
      line('M100 96 V78', p.dark, 3) +
      shape('M100 34 Q118 58 110 72 Q100 82 90 72 Q82 58 100 34 Z', '#FFB300') +
      flat(shape('M100 52 Q106 64 100 74 Q94 64 100 52 Z', '#FFF3C4')),
  },
  plate: {
    for: ['Crafts & Handmade'],
    draw: (p) =>
      circle(100, 100, 86, p.main) +
      circle(100, 100, 64, '#FAF6EE') +
      times(8, (k) => rotated(45 * k, 100, 100, ellipse(100, 70, 9, 20, p.accent))) +
      circle(100, 100, 10, p.main) +
      around(100, 100, 75, 12)
        .map(([x, y]) => flat(circle(Math.round(x), Math.round(y), 4, '#ffffff')))
        .join(''),
  },
  basket: {
    for: ['Crafts & Handmade'],
    draw: (p) =>
      line('M44 90 Q100 0 156 90', WOOD_DARK, 10) +
      shape('M24 90 H176 L160 180 H40 Z', WOOD) +
      times(4, (i) => line(`M${28 + i * 2} ${104 + i * 20} H${172 - i * 2}`, WOOD_DARK, 2)) +
      times(9, (i) => line(`M${40 + i * 15} 92 L${46 + i * 13.5} 178`, WOOD_DARK, 2)) +
      rect(26, 110, 148, 14, p.main) +
      rect(30, 140, 140, 10, p.accent),
  },
  coasters: {
    for: ['Crafts & Handmade'],
    draw: (p) =>
      [
        [24, 24],
        [106, 24],
        [24, 106],
        [106, 106],
      ]
        .map(
          ([x = 0, y = 0], n) =>
            rect(x, y, 70, 70, p.light, 6) +
            times(9, (i) =>
              flat(
                rect(
                  x + 7 + (i % 3) * 19,
                  y + 7 + Math.floor(i / 3) * 19,
                  17,
                  17,
                  [p.main, p.accent, '#ffffff'][(i + n) % 3] ?? p.main,
                  2,
                ),
              ),
            ),
        )
        .join(''),
  },
  towel: {
    for: ['Seasonal'],
    draw: (p) =>
      rect(20, 110, 160, 64, p.main, 8) +
      flat(rect(20, 124, 160, 8, p.light)) +
      flat(rect(20, 152, 160, 8, p.light)) +
      rect(30, 60, 140, 54, p.accent, 8) +
      flat(rect(30, 74, 140, 6, p.light)) +
      flat(rect(30, 96, 140, 6, p.light)) +
      times(8, (i) => line(`M180 ${116 + i * 7} H190`, p.dark, 2)),
  },
  'eid-decoration': {
    for: ['Seasonal'],
    draw: (p) =>
      line('M10 20 Q100 60 190 20', p.dark, 2) +
      times(5, (i) =>
        shape(
          `M${26 + i * 36} ${26 + (i === 2 ? 14 : i % 2 ? 10 : 4)} l10 0 l-5 14 z`,
          i % 2 ? p.accent : p.light,
        ),
      ) +
      line('M100 46 V66 M140 40 V90', p.dark, 2) +
      shape('M100 66 A50 50 0 1 0 100 162 A40 40 0 1 1 100 66 Z', p.main) +
      shape(star(140, 110, 20, 8), p.accent),
  },
  umbrella: {
    for: ['Miscellaneous'],
    draw: (p) =>
      line('M100 100 V166 Q100 184 84 184 Q70 184 70 170', p.dark, 7) +
      line('M100 22 V10', p.dark, 4) +
      shape(
        'M14 100 Q100 -10 186 100 Q172 88 157 100 Q143 88 129 100 Q114 88 100 100 Q86 88 71 100 Q57 88 43 100 Q28 88 14 100 Z',
        p.main,
      ) +
      shape('M100 22 Q80 50 71 100 Q86 88 100 100 Q114 88 129 100 Q120 50 100 22 Z', p.accent),
  },
  'water-bottle': {
    for: ['Miscellaneous'],
    draw: (p) =>
      line('M128 28 Q150 28 150 40 Q150 52 128 48', p.dark, 5) +
      rect(64, 50, 72, 136, p.main, 20) +
      rect(72, 18, 56, 36, p.dark, 8) +
      rect(64, 100, 72, 30, p.accent) +
      flat(rect(74, 64, 6, 110, '#ffffff', 3).replace('/>', ' fill-opacity="0.5"/>')),
  },

  // category banners only
  car: { for: ['Car Accessories'], draw: car },
  paw: {
    for: ['Dog Supplies', 'Cat Supplies'],
    draw: (p) =>
      ellipse(100, 134, 48, 40, p.main) +
      `<ellipse cx="44" cy="86" rx="17" ry="22" transform="rotate(-20 44 86)" fill="${p.main}"/>` +
      ellipse(78, 48, 18, 24, p.main) +
      ellipse(122, 48, 18, 24, p.main) +
      `<ellipse cx="156" cy="86" rx="17" ry="22" transform="rotate(20 156 86)" fill="${p.main}"/>` +
      flat(ellipse(100, 140, 22, 14, p.light)),
  },
} as const satisfies Record<string, Illustration>;

export type IllustrationId = keyof typeof ILLUSTRATIONS;

/** What each product noun of catalogue-data.ts looks like. */
export const KIND_ILLUSTRATIONS: Readonly<Record<string, IllustrationId>> = {
  // clothing
  'Summer Shirt': 'shirt',
  'Linen Shirt': 'shirt',
  'Polo Shirt': 'shirt',
  'Chino Trousers': 'trousers',
  'Maxi Dress': 'dress',
  'Wrap Blouse': 'blouse',
  'Pleated Skirt': 'skirt',
  'Kids T-Shirt': 'tshirt',
  'Kids Hoodie': 'hoodie',
  'Kids Dungarees': 'dungarees',
  Jebba: 'kaftan',
  Kaftan: 'kaftan',
  'Embroidered Tunic': 'kaftan',
  'Denim Jacket': 'jacket',
  'Wool Coat': 'coat',
  'Light Parka': 'jacket',
  'Linen Summer Shirt': 'shirt',
  'Chemise en Lin': 'shirt',
  "Robe d'Été Brodée": 'dress',
  'Blouse Sefsari': 'blouse',
  // footwear
  'Leather Sneakers': 'sneaker',
  'Canvas Sneakers': 'sneaker',
  'Running Shoes': 'sneaker',
  'Leather Sandals': 'sandal',
  Espadrilles: 'espadrille',
  'Chelsea Boots': 'boot',
  'Desert Boots': 'boot',
  'Derby Shoes': 'dress-shoe',
  Loafers: 'dress-shoe',
  Babouches: 'slipper',
  'House Slippers': 'slipper',
  'Babouches Brodées': 'slipper',
  'Mocassins en Cuir': 'dress-shoe',
  // beauty
  'Prickly Pear Seed Oil': 'dropper-bottle',
  'Rose Water Toner': 'spray-bottle',
  'Face Cream': 'jar',
  'Clay Face Mask': 'jar',
  'Nourishing Hair Oil': 'dropper-bottle',
  'Henna Hair Mask': 'jar',
  'Shampoo Bar': 'soap',
  'Eau de Parfum': 'perfume',
  'Perfume Oil': 'dropper-bottle',
  'Kohl Eyeliner': 'eyeliner',
  'Tinted Lip Balm': 'lipstick',
  'Body Scrub': 'jar',
  'Hammam Kit': 'hammam-kit',
  'Body Lotion': 'pump-bottle',
  "Savon Noir à l'Eucalyptus": 'jar',
  "Savon à l'Huile d'Olive": 'soap',
  'Ghassoul Clay': 'jar',
  // books
  'The Olive Grove (Novel)': 'novel',
  'Salt of Djerba (Novel)': 'novel',
  'Letters from Kairouan': 'novel',
  'The Last Caravan to Tozeur': 'novel',
  'A Blue Door in Sidi Bou Said': 'novel',
  'Nights of the Medina': 'novel',
  'Le Jasmin de Tunis (Roman)': 'novel',
  "The Weaver's Daughter": 'novel',
  'Flavours of the Medina (Cookbook)': 'cookbook',
  'Couscous Every Day': 'cookbook',
  'The Harissa Kitchen': 'cookbook',
  'Sweet Tunisia: Pastries & Desserts': 'cookbook',
  'La Cuisine de Ma Grand-Mère': 'cookbook',
  'Little Camel Goes to School': 'picture-book',
  'Yasmine and the Sea Turtle': 'picture-book',
  'The Star of Carthage (Picture Book)': 'picture-book',
  'My First Arabic Words': 'picture-book',
  'Carthage: A History': 'history-book',
  "Hannibal's March": 'history-book',
  'Mosaics of the Bardo': 'history-book',
  'Ksour of the South: An Illustrated Guide': 'history-book',
  'Tunisia Through Time': 'history-book',
  'Tunisian Arabic for Beginners': 'language-book',
  'Speak French in 30 Days': 'language-book',
  'English Grammar Workbook': 'language-book',
  'Arabic Calligraphy Practice Book': 'language-book',
  // toys
  'Strategy Board Game': 'board-game',
  'Family Card Game': 'playing-cards',
  'Chess Set': 'chess',
  '1000-Piece Puzzle': 'puzzle',
  'Wooden Puzzle': 'puzzle',
  'Building Blocks Set': 'blocks',
  'Alphabet Blocks': 'toy-cubes',
  'Science Kit': 'flask',
  'Rag Doll': 'doll',
  'Action Figure': 'action-figure',
  'Kick Scooter': 'scooter',
  'Beach Toy Set': 'beach-toys',
  Kite: 'kite',
  'Jeu de Dames en Bois': 'board-game',
  'Mosaic Puzzle of Dougga': 'puzzle',
  // automotive
  'Phone Car Mount': 'phone-mount',
  'Dash Camera': 'dash-cam',
  'Roof Rack Bars': 'roof-rack',
  'Car Wax Kit': 'car-cleaning',
  'Microfibre Cleaning Set': 'car-cleaning',
  'Pressure Washer': 'pressure-washer',
  'Tyre Inflator': 'tyre-inflator',
  'Jump Starter': 'jump-starter',
  'Socket Wrench Set': 'socket-set',
  'Seat Covers': 'car-seat',
  'Steering Wheel Cover': 'steering-wheel',
  Sunshade: 'sunshade',
  'Floor Mats': 'floor-mat',
  'Kit de Nettoyage Auto': 'car-cleaning',
  // health
  'Vitamin D3 Drops': 'dropper-bottle',
  'Multivitamin Tablets': 'pill-bottle',
  'Omega-3 Capsules': 'pill-bottle',
  'Digital Thermometer': 'thermometer',
  'Blood Pressure Monitor': 'blood-pressure-monitor',
  'Pulse Oximeter': 'oximeter',
  'First Aid Kit': 'first-aid-kit',
  'Elastic Bandage Pack': 'bandage',
  'Herbal Tea Blend': 'herbal-tea',
  'Black Seed Oil': 'oil-bottle',
  'Moringa Powder': 'pouch',
  'Tisane Thym & Romarin': 'herbal-tea',
  // jewellery and bags
  'Pendant Necklace': 'necklace',
  'Khomsa Necklace': 'khomsa-necklace',
  'Pearl Necklace': 'pearl-necklace',
  'Signet Ring': 'ring',
  'Filigree Ring': 'ring',
  'Cuff Bracelet': 'cuff-bracelet',
  'Beaded Bracelet': 'beaded-bracelet',
  'Hoop Earrings': 'hoop-earrings',
  'Drop Earrings': 'drop-earrings',
  'Leather Tote Bag': 'tote-bag',
  'Crossbody Bag': 'crossbody-bag',
  'Card Wallet': 'wallet',
  'Sac Cabas en Cuir': 'tote-bag',
  'Bracelet Berbère en Argent': 'cuff-bracelet',
  // office
  'A5 Notebook': 'notebook',
  'Leather Journal': 'journal',
  'Sticky Notes Pack': 'sticky-notes',
  'Printer Paper Ream': 'paper-ream',
  'Fountain Pen': 'fountain-pen',
  'Gel Pen Set': 'pens',
  'Calligraphy Pen Set': 'calligraphy-set',
  'Desk Organiser': 'desk-organiser',
  'Document Tray': 'document-tray',
  'Desk Lamp': 'desk-lamp',
  'Laser Printer': 'printer',
  'Paper Shredder': 'shredder',
  'Label Maker': 'label-maker',
  Calculator: 'calculator',
  'Cahier Kraft A4': 'notebook',
  'Stylo Plume Carthage': 'fountain-pen',
  // pets
  'Dog Leash': 'leash',
  'Dog Bed': 'pet-bed',
  'Chew Toy': 'chew-toy',
  'Cat Scratching Post': 'scratching-post',
  'Cat Litter': 'litter-box',
  'Cat Carrier': 'pet-carrier',
  'Bird Cage': 'bird-cage',
  'Aquarium Starter Kit': 'aquarium',
  'Fish Food Flakes': 'fish-food',
  'Dry Dog Food 10 kg': 'pet-food',
  'Cat Treats': 'pet-food',
  'Grain-Free Cat Food': 'pet-food',
  'Croquettes pour Chat': 'pet-food',
  // food
  'Extra Virgin Olive Oil 1 L': 'olive-oil-bottle',
  'Olive Oil 500 ml': 'olive-oil-bottle',
  'Olive Oil Tin 3 L': 'oil-tin',
  'Deglet Nour Dates 1 kg': 'dates',
  'Stuffed Dates Box': 'dates',
  'Dried Figs': 'figs',
  'Harissa Jar': 'harissa-jar',
  'Ras el Hanout': 'spices',
  'Spice Gift Set': 'spices',
  'Green Tea with Mint': 'teapot',
  'Turkish Coffee': 'coffee-pot',
  'Baklawa Box': 'pastries',
  Makroudh: 'pastries',
  'Halwa Chamia': 'pastries',
  "Huile d'Olive Chemlali": 'olive-oil-bottle',
  'Harissa du Cap Bon': 'harissa-jar',
  'Bsissa Traditionnelle': 'pouch',
  // electronics
  Smartphone: 'smartphone',
  'Power Bank': 'power-bank',
  'USB-C Charger': 'charger',
  'Phone Case': 'phone-case',
  'Wireless Earbuds': 'earbuds',
  'Over-Ear Headphones': 'headphones',
  'Bluetooth Speaker': 'speaker',
  'Laptop 15-inch': 'laptop',
  'Tablet 10-inch': 'tablet',
  'Wireless Mouse': 'mouse',
  'Mechanical Keyboard': 'keyboard',
  'Smart Plug': 'smart-plug',
  'Wi-Fi Camera': 'security-camera',
  'Smart LED Bulb': 'light-bulb',
  'Action Camera': 'action-camera',
  'Instant Camera': 'instant-camera',
  'Écouteurs Sans Fil': 'earbuds',
  // furniture
  Armchair: 'armchair',
  'Three-Seat Sofa': 'sofa',
  'Coffee Table': 'coffee-table',
  Bookshelf: 'bookshelf',
  'Bedside Table': 'bedside-table',
  Wardrobe: 'wardrobe',
  'Bed Frame': 'bed',
  'Garden Chair': 'garden-chair',
  'Outdoor Lounge Set': 'lounger',
  Hammock: 'hammock',
  'Kilim Rug': 'rug',
  'Brass Lantern': 'lantern',
  'Ceramic Table Lamp': 'table-lamp',
  'Wall Mirror': 'mirror',
  'Table Basse en Bois d’Olivier': 'coffee-table',
  // fitness
  'Dumbbell Set': 'dumbbell',
  Kettlebell: 'kettlebell',
  'Resistance Bands': 'resistance-bands',
  'Home Treadmill': 'treadmill',
  'Yoga Mat': 'yoga-mat',
  'Yoga Block Set': 'yoga-block',
  Football: 'football',
  Basketball: 'basketball',
  'Goalkeeper Gloves': 'goalkeeper-glove',
  'Cycling Helmet': 'helmet',
  'Bike Lights Set': 'bike-light',
  'Camping Tent': 'tent',
  'Sleeping Bag': 'sleeping-bag',
  'Hiking Backpack': 'backpack',
  'Tapis de Yoga Liège': 'yoga-mat',
  // gifts, crafts and everyday things
  'Gift Box': 'gift-box',
  'Gift Card Holder': 'gift-card',
  'Scented Candle': 'candle',
  'Ceramic Plate': 'plate',
  'Woven Basket': 'basket',
  'Mosaic Coaster Set': 'coasters',
  'Ramadan Lantern': 'lantern',
  'Beach Towel': 'towel',
  'Eid Decoration Kit': 'eid-decoration',
  'Travel Umbrella': 'umbrella',
  'Reusable Water Bottle': 'water-bottle',
  'Tote Bag': 'tote-bag',
  'Fouta de Plage': 'towel',
  'Poterie de Nabeul': 'plate',
};

/** The picture on each category banner (by category) and subcategory banner (by index). */
const CATEGORY_ILLUSTRATIONS: Readonly<
  Record<CategoryType, { category: IllustrationId; subcategories: readonly IllustrationId[] }>
> = {
  CLOTHING: {
    category: 'shirt',
    subcategories: ['shirt', 'dress', 'tshirt', 'kaftan', 'coat'],
  },
  FOOTWEAR: {
    category: 'sneaker',
    subcategories: ['sneaker', 'sandal', 'boot', 'dress-shoe', 'slipper'],
  },
  BEAUTY: {
    category: 'pump-bottle',
    subcategories: ['dropper-bottle', 'pump-bottle', 'perfume', 'lipstick', 'soap'],
  },
  BOOKS: {
    category: 'novel',
    subcategories: ['novel', 'cookbook', 'picture-book', 'history-book', 'language-book'],
  },
  TOYS: {
    category: 'blocks',
    subcategories: ['board-game', 'puzzle', 'blocks', 'doll', 'kite'],
  },
  AUTOMOTIVE: {
    category: 'car',
    subcategories: ['car', 'car-cleaning', 'socket-set', 'car-seat'],
  },
  HEALTH: {
    category: 'first-aid-kit',
    subcategories: ['pill-bottle', 'blood-pressure-monitor', 'first-aid-kit', 'herbal-tea'],
  },
  JEWELRY: {
    category: 'ring',
    subcategories: ['necklace', 'ring', 'cuff-bracelet', 'drop-earrings', 'tote-bag'],
  },
  OFFICE: {
    category: 'journal',
    subcategories: ['notebook', 'fountain-pen', 'desk-lamp', 'printer'],
  },
  PET_SUPPLIES: {
    category: 'paw',
    subcategories: ['paw', 'scratching-post', 'aquarium', 'pet-food'],
  },
  FOOD: {
    category: 'olive-oil-bottle',
    subcategories: ['olive-oil-bottle', 'dates', 'harissa-jar', 'teapot', 'pastries'],
  },
  ELECTRONICS: {
    category: 'headphones',
    subcategories: ['smartphone', 'headphones', 'laptop', 'smart-plug', 'instant-camera'],
  },
  FURNITURE: {
    category: 'armchair',
    subcategories: ['armchair', 'bed', 'lounger', 'lantern'],
  },
  FITNESS: {
    category: 'dumbbell',
    subcategories: ['dumbbell', 'yoga-mat', 'football', 'helmet', 'tent'],
  },
  OTHER: {
    category: 'gift-box',
    subcategories: ['gift-box', 'plate', 'lantern', 'umbrella'],
  },
};

/** The banner picture of a category (sub null) or of one of its subcategories. */
export function bannerIllustration(type: CategoryType, sub: number | null): IllustrationId {
  const pictures = CATEGORY_ILLUSTRATIONS[type];
  return (sub === null ? undefined : pictures.subcategories[sub]) ?? pictures.category;
}

/** The picture of a product, from its noun; a noun not listed gets its subcategory's banner picture. */
export function productIllustration(type: CategoryType, sub: number, noun: string): IllustrationId {
  return KIND_ILLUSTRATIONS[noun] ?? bannerIllustration(type, sub);
}

/** The drawing's markup, marked with its id so that tests and people can tell which it is. */
export function drawIllustration(id: IllustrationId, paint: Paint): string {
  return `<g data-illustration="${id}">${ILLUSTRATIONS[id].draw(paint)}</g>`;
}
