import type { GiftVoucherDesign } from '@stride/contract';
import sharp from 'sharp';

/**
 * The printable gift voucher (decision 18): an SVG drawn here — the design's picture, the shop, the
 * value, the dedication, the code and the expiry — rendered to a PNG by sharp (librsvg), which the
 * e-mail attaches and shows inline. 1200 × 600 px: A4 landscape's half at 150 dpi, sharp on paper.
 */

export type VoucherPicture = {
  design: GiftVoucherDesign;
  /** "DARČEKOVÝ POUKAZ" in the shop's language. */
  title: string;
  shopName: string;
  value: string;
  dedication: string;
  code: string;
  /** "Platí do 27. 11. 2027", written in the shop's language. */
  validUntil: string;
};

export const VOUCHER_IMAGE_SIZE = { width: 1200, height: 600 } as const;

/** Each design's colours and its picture: a road's centre line, a trail's hills, a track's lanes. */
const DESIGNS: Record<GiftVoucherDesign, { background: string; accent: string; picture: string }> = {
  road: {
    background: '#1f2937',
    accent: '#facc15',
    picture: `<path d="M760 600 L900 0 L1000 0 L1200 600 Z" fill="#374151"/>
      <path d="M975 600 L948 420 M944 360 L932 250 M929 200 L922 120 M920 80 L916 20" stroke="#facc15" stroke-width="10"/>`,
  },
  trail: {
    background: '#14532d',
    accent: '#bef264',
    picture: `<path d="M700 600 L860 330 L960 440 L1080 250 L1200 380 L1200 600 Z" fill="#166534"/>
      <path d="M700 600 L820 470 L940 520 L1060 420 L1200 470 L1200 600 Z" fill="#15803d"/>
      <path d="M760 600 C 860 540, 900 560, 980 500 S 1120 470, 1200 430" stroke="#bef264" stroke-width="6" fill="none" stroke-dasharray="18 14"/>`,
  },
  track: {
    background: '#7f1d1d',
    accent: '#fecaca',
    picture: `<rect x="720" y="110" width="560" height="380" rx="190" fill="none" stroke="#b91c1c" stroke-width="70"/>
      <rect x="720" y="110" width="560" height="380" rx="190" fill="none" stroke="#fecaca" stroke-width="3"/>
      <rect x="755" y="145" width="490" height="310" rx="155" fill="none" stroke="#fecaca" stroke-width="3"/>
      <rect x="685" y="75" width="630" height="450" rx="225" fill="none" stroke="#fecaca" stroke-width="3"/>`,
  },
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The voucher as SVG. */
export function voucherSvg(voucher: VoucherPicture): string {
  const design = DESIGNS[voucher.design];
  const text = (x: number, y: number, size: number, content: string, extra = '', fill = '#ffffff') =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${size}" fill="${fill}" ${extra}>${escapeXml(content)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VOUCHER_IMAGE_SIZE.width}" height="${VOUCHER_IMAGE_SIZE.height}" viewBox="0 0 1200 600">
  <rect width="1200" height="600" fill="${design.background}"/>
  ${design.picture}
  <rect x="20" y="20" width="1160" height="560" fill="none" stroke="${design.accent}" stroke-width="4" rx="18"/>
  ${text(70, 110, 30, voucher.shopName, 'font-weight="bold"')}
  ${text(70, 170, 40, voucher.title, 'font-weight="bold" letter-spacing="4"', design.accent)}
  ${text(70, 290, 96, voucher.value, 'font-weight="bold"')}
  ${text(70, 370, 30, `„${voucher.dedication}“`, 'font-style="italic"')}
  <rect x="60" y="420" width="560" height="80" rx="10" fill="#ffffff"/>
  <text x="340" y="474" text-anchor="middle" font-family="DejaVu Sans Mono, Courier New, monospace" font-size="40" font-weight="bold" fill="#111827">${escapeXml(voucher.code)}</text>
  ${text(70, 545, 24, voucher.validUntil)}
</svg>`;
}

/** The voucher as a PNG. */
export async function voucherPng(voucher: VoucherPicture): Promise<Buffer> {
  return sharp(Buffer.from(voucherSvg(voucher)))
    .png()
    .toBuffer();
}
