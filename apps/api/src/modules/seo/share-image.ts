import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { formatPrice } from '@souk/shared/money';
import { UPLOADS_PREFIX } from '../../lib/storage';

/**
 * A product's Open Graph picture (issue 14 item 12): social networks show no SVG, and the demo
 * pictures are SVG, so the server draws a PNG of the usual 1.91:1 size: the product's picture on a
 * white card, and under it a bar with the price. The price is the only text: the name and the
 * brand travel in og:title beside the picture, in the reader's own script.
 */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

const BAR_HEIGHT = 104;
const CARD = 490;
const PICTURE = 440;
const CARD_TOP = Math.round((SHARE_IMAGE.height - BAR_HEIGHT - CARD) / 2);
const CARD_LEFT = Math.round((SHARE_IMAGE.width - CARD) / 2);
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

export type SharedProduct = {
  /** the product's main picture as stored (/uploads/...), read from the uploads folder */
  picture: Buffer | null;
  price: number;
  /** a percentage, 0 to 100 */
  discountPrice: number;
  discountedPrice: number;
};

/** The bytes of an uploaded picture, or null when the URL names no file inside the uploads folder. */
export async function readUploadedPicture(
  uploadsDir: string,
  url: string | null | undefined,
): Promise<Buffer | null> {
  if (!url?.startsWith(UPLOADS_PREFIX)) return null;
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, decodeURIComponent(url.slice(UPLOADS_PREFIX.length)));
  if (!file.startsWith(root + path.sep)) return null;
  return readFile(file).catch(() => null);
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The background, the card and the price bar, drawn as SVG and rasterised by sharp (librsvg). */
function frameSvg(product: SharedProduct): string {
  const { width, height } = SHARE_IMAGE;
  const barTop = height - BAR_HEIGHT;
  const discounted = product.discountPrice > 0 && product.discountedPrice < product.price;
  const priceLine = [
    `<tspan font-size="56" font-weight="700" fill="#ffffff">${esc(formatPrice(product.discountedPrice))}</tspan>`,
    ...(discounted
      ? [
          `<tspan dx="28" font-size="34" fill="#ccfbf1" text-decoration="line-through">${esc(formatPrice(product.price))}</tspan>`,
          `<tspan dx="24" font-size="34" font-weight="700" fill="#fcd34d">-${Math.round(product.discountPrice)}%</tspan>`,
        ]
      : []),
  ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f0fdfa"/><stop offset="1" stop-color="#ccfbf1"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="110" cy="90" r="170" fill="#f59e0b" opacity="0.10"/>
  <circle cx="1110" cy="470" r="210" fill="#0f766e" opacity="0.08"/>
  <rect x="${CARD_LEFT}" y="${CARD_TOP + 6}" width="${CARD}" height="${CARD}" rx="28" fill="#134e4a" opacity="0.10"/>
  <rect x="${CARD_LEFT}" y="${CARD_TOP}" width="${CARD}" height="${CARD}" rx="28" fill="#ffffff"/>
  <rect y="${barTop}" width="${width}" height="${BAR_HEIGHT}" fill="#0f766e"/>
  <text x="${width / 2}" y="${barTop + BAR_HEIGHT / 2 + 20}" text-anchor="middle" font-family="${FONT}">${priceLine}</text>
</svg>`;
}

/** The share picture as PNG bytes: a product without a usable picture keeps an empty card. */
export async function renderShareImage(product: SharedProduct): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  if (product.picture) {
    const picture = await sharp(product.picture, { density: 144 })
      .resize(PICTURE, PICTURE, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer()
      .catch(() => null); // a file that is no picture leaves the card empty
    if (picture)
      layers.push({
        input: picture,
        left: CARD_LEFT + (CARD - PICTURE) / 2,
        top: CARD_TOP + (CARD - PICTURE) / 2,
      });
  }
  return sharp(Buffer.from(frameSvg(product)))
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
