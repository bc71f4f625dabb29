/**
 * The pictures themselves. Each function returns the inside of an <svg> and the size it was drawn
 * for; svg-image.ts wraps it. Everything is drawn from shapes and gradients: no fonts or images are
 * loaded, and text (brand wordmarks, monograms, the logo, payment badges) uses a generic font stack.
 */
import { drawMotif } from './motifs';
import { type Colors, hsl, palette } from './palette';

export interface Art {
  width: number;
  height: number;
  body: string;
}

export const FONT = 'system-ui,-apple-system,\'Segoe UI\',Roboto,Arial,sans-serif';
/** The storefront's default primary colour (#470096) and a lighter partner for gradients. */
const PRIMARY = '#470096';
const PRIMARY_LIGHT = '#8b3ff0';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A two-stop linear gradient; `dir` picks one of four directions. */
function linear(id: string, from: string, to: string, dir = 0): string {
  const [x1, y1, x2, y2] = ([[0, 0, 1, 1], [0, 0, 0, 1], [1, 0, 0, 1], [0, 0, 1, 0]][dir % 4]) as number[];
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

const SHADOW_GRADIENT =
  '<radialGradient id="s"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>';

/** The object of a 200×200 motif, centred on (cx, cy) at a given scale, with a soft floor shadow. */
function placed(motif: string, c: Colors, cx: number, cy: number, scale: number, rotate = 0): string {
  const shadowY = cy + 84 * scale;
  return (
    `<ellipse cx="${cx}" cy="${shadowY}" rx="${Math.round(85 * scale)}" ry="${Math.round(13 * scale)}" fill="url(#s)"/>` +
    `<g transform="translate(${cx} ${cy}) rotate(${rotate}) scale(${scale}) translate(-100 -100)">${drawMotif(motif, c)}</g>`
  );
}

/** Product picture, 600×600; the view number n changes the backdrop, angle and background tint. */
export function productArt(motif: string, seed: number, n: number): Art {
  const v = Math.max(0, n - 1) % 4;
  const c = palette(seed, v * 40);
  const backdrops = [
    `<circle cx="300" cy="290" r="215" fill="#fff" opacity=".5"/>`,
    `<rect x="110" y="100" width="380" height="380" rx="96" fill="#fff" opacity=".45" transform="rotate(-8 300 290)"/>`,
    `<circle cx="250" cy="260" r="170" fill="#fff" opacity=".4"/><circle cx="380" cy="350" r="130" fill="${c.a}" opacity=".12"/>`,
    `<path d="M110 520V290a190 190 0 0 1 380 0v230z" fill="#fff" opacity=".45"/>`,
  ];
  const rotate = [0, -8, 6, -4][v] as number;
  const scale = [2, 1.85, 1.9, 2.05][v] as number;
  const sparkles =
    `<circle cx="${110 + v * 20}" cy="120" r="10" fill="${c.a}" opacity=".35"/>` +
    `<circle cx="${500 - v * 15}" cy="${150 + v * 30}" r="6" fill="${c.m}" opacity=".3"/><circle cx="470" cy="470" r="14" fill="${c.a}" opacity=".18"/>`;
  return {
    width: 600,
    height: 600,
    body:
      `<defs>${linear('b', c.bg1, c.bg2, v)}${SHADOW_GRADIENT}</defs><rect width="600" height="600" fill="url(#b)"/>` +
      backdrops[v] + sparkles + placed(motif, c, 300, 290, scale, rotate),
  };
}

/** Category and sub-category tile, 300×300: an icon on a rounded gradient card. */
export function categoryArt(motif: string, seed: number): Art {
  const c = palette(seed);
  return {
    width: 300,
    height: 300,
    body:
      `<defs>${linear('b', c.bg1, c.bg2)}${SHADOW_GRADIENT}</defs><rect width="300" height="300" rx="48" fill="url(#b)"/>` +
      `<circle cx="150" cy="142" r="104" fill="#fff" opacity=".55"/>` + placed(motif, c, 150, 142, 1.05),
  };
}

/** Brand wordmark, 300×150: a small geometric mark and the name. */
export function brandArt(name: string, seed: number): Art {
  const c = palette(seed);
  const shape = seed % 3;
  const mark = [
    `<circle cx="52" cy="75" r="24" fill="url(#m)"/><circle cx="52" cy="75" r="10" fill="#fff"/>`,
    `<rect x="28" y="51" width="48" height="48" rx="12" fill="url(#m)"/><path d="M40 87l12-24 12 24z" fill="#fff"/>`,
    `<path d="M52 49l26 45H26z" fill="url(#m)"/><circle cx="52" cy="80" r="7" fill="#fff"/>`,
  ][shape];
  const size = Math.max(16, Math.min(34, Math.floor(190 / (Math.max(name.length, 1) * 0.58))));
  return {
    width: 300,
    height: 150,
    body:
      `<defs>${linear('m', c.m, c.a)}</defs><rect x="1" y="1" width="298" height="148" rx="16" fill="#fff" stroke="${c.l}" stroke-width="2"/>` +
      `${mark}<text x="90" y="75" dy=".35em" font-family="${FONT}" font-size="${size}" font-weight="700" letter-spacing=".5" fill="${c.d}">${escapeXml(name)}</text>`,
  };
}

/** Store monogram, 200×200. */
export function storeArt(name: string, seed: number): Art {
  const c = palette(seed);
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('') || '?';
  return {
    width: 200,
    height: 200,
    body:
      `<defs>${linear('b', c.m, c.a)}</defs><circle cx="100" cy="100" r="96" fill="url(#b)"/>` +
      `<circle cx="100" cy="100" r="82" fill="none" stroke="#fff" stroke-width="3" opacity=".5"/>` +
      `<text x="100" y="100" dy=".35em" text-anchor="middle" font-family="${FONT}" font-size="${initials.length > 1 ? 68 : 84}" font-weight="700" fill="#fff">${escapeXml(initials)}</text>`,
  };
}

/** Soft circles scattered over a band, for banners and slides. */
function blobs(c: Colors, w: number, h: number, seed: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = ((seed >>> (i * 3)) % 97) / 97;
    const r = Math.round(h * (0.25 + (i % 3) * 0.18));
    const cx = Math.round(w * (0.08 + 0.84 * ((x + i * 0.37) % 1)));
    const cy = Math.round(h * (i % 2 === 0 ? 0.15 : 0.9));
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? c.a : '#fff'}" opacity="${i % 2 ? 0.18 : 0.22}"/>`;
  }
  return out;
}

/**
 * Promotional artwork without text (the storefront writes the localized title over it). Wide, thin
 * banners get only shapes; larger ones also show an object on the right.
 */
export function bannerArt(width: number, height: number, seed: number, motif: string | null): Art {
  const c = palette(seed);
  const deep = hsl(c.hue + 30, 60, 42);
  const thin = height <= 100;
  let body =
    `<defs>${linear('b', c.m, deep, 3)}${SHADOW_GRADIENT}</defs><rect width="${width}" height="${height}" fill="url(#b)"/>` +
    blobs(c, width, height, seed, thin ? 4 : 5);
  if (thin) {
    // A light diagonal sweep keeps long banners from looking flat.
    body += `<path d="M${Math.round(width * 0.6)} 0h${Math.round(height * 1.2)}l-${Math.round(height * 1.2)} ${height}h-${Math.round(height * 1.2)}z" fill="#fff" opacity=".12"/>`;
  } else if (motif) {
    const scale = Math.round((height / 260) * 100) / 100;
    body +=
      `<circle cx="${Math.round(width * 0.78)}" cy="${Math.round(height * 0.5)}" r="${Math.round(height * 0.42)}" fill="#fff" opacity=".25"/>` +
      placed(motif, c, Math.round(width * 0.78), Math.round(height * 0.47), scale, -6);
  }
  return { width, height, body };
}

export function sliderArt(width: number, height: number, seed: number, motif: string): Art {
  const c = palette(seed);
  const scale = Math.round((height / 250) * 100) / 100;
  return {
    width,
    height,
    body:
      `<defs>${linear('b', c.bg2, c.bg1, 3)}${SHADOW_GRADIENT}</defs><rect width="${width}" height="${height}" fill="url(#b)"/>` +
      blobs(c, width, height, seed, 5) +
      `<circle cx="${Math.round(width * 0.72)}" cy="${Math.round(height * 0.5)}" r="${Math.round(height * 0.44)}" fill="${c.m}" opacity=".16"/>` +
      placed(motif, c, Math.round(width * 0.72), Math.round(height * 0.46), scale, -4),
  };
}

/** Header logo (dark text) or footer logo (light text, for a dark footer), 240×60. */
export function logoArt(siteName: string, light: boolean): Art {
  const size = Math.max(16, Math.min(28, Math.floor(170 / (Math.max(siteName.length, 1) * 0.56))));
  return {
    width: 240,
    height: 60,
    body:
      `<defs>${linear('m', light ? '#b98cff' : PRIMARY, light ? '#e4d4ff' : PRIMARY_LIGHT)}</defs>` +
      `<rect x="6" y="8" width="44" height="44" rx="12" fill="url(#m)"/>` +
      `<path d="M19 25h18l-2 17H21z" fill="${light ? PRIMARY : '#fff'}"/><path d="M23 25v-3a5 5 0 0 1 10 0v3" fill="none" stroke="${light ? PRIMARY : '#fff'}" stroke-width="2.5"/>` +
      `<text x="60" y="30" dy=".35em" font-family="${FONT}" font-size="${size}" font-weight="800" letter-spacing=".3" fill="${light ? '#fff' : '#1f1537'}">${escapeXml(siteName)}</text>`,
  };
}

/** The logo's mark alone, square: the site icon (favicon). */
export function iconArt(): Art {
  return {
    width: 48,
    height: 48,
    body:
      `<defs>${linear('m', PRIMARY, PRIMARY_LIGHT)}</defs>` +
      `<rect x="2" y="2" width="44" height="44" rx="12" fill="url(#m)"/>` +
      `<path d="M15 19h18l-2 17H17z" fill="#fff"/><path d="M19 19v-3a5 5 0 0 1 10 0v3" fill="none" stroke="#fff" stroke-width="2.5"/>`,
  };
}

const PAYMENT: Record<string, { bg: string; fg: string; text: string; size: number; italic?: boolean }> = {
  visa: { bg: '#1f3a93', fg: '#fff', text: 'VISA', size: 15, italic: true },
  mastercard: { bg: '#2b2b2b', fg: '#fff', text: 'mastercard', size: 9.5 },
  paypal: { bg: '#e8f1fb', fg: '#1b4f9c', text: 'PayPal', size: 13, italic: true },
  cod: { bg: '#2e7d32', fg: '#fff', text: 'COD', size: 14 },
  bank: { bg: '#5b4636', fg: '#fff', text: 'BANK', size: 13 },
};

/** A generic card-shaped badge with the method's name: no copy of any real logo. */
export function paymentArt(key: string): Art | null {
  const p = PAYMENT[key];
  if (!p) return null;
  return {
    width: 64,
    height: 40,
    body:
      `<rect x=".5" y=".5" width="63" height="39" rx="6" fill="${p.bg}" stroke="#000" stroke-opacity=".08"/>` +
      `<text x="32" y="20" dy=".35em" text-anchor="middle" font-family="${FONT}" font-size="${p.size}" font-weight="800"${p.italic ? ' font-style="italic"' : ''} fill="${p.fg}">${p.text}</text>`,
  };
}

const SOCIAL: Record<string, string> = {
  facebook: '<circle cx="16" cy="16" r="16" fill="#3b5bdb"/><path d="M17.6 26v-8.4h2.8l.4-3.3h-3.2v-2.1c0-1 .3-1.6 1.7-1.6h1.7V7.7c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.4h-2.8v3.3h2.8V26z" fill="#fff"/>',
  x: '<circle cx="16" cy="16" r="16" fill="#111"/><path d="M10.5 9.5l11 13M21.5 9.5l-11 13" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>',
  instagram:
    '<defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#f59f00"/><stop offset=".5" stop-color="#e64980"/><stop offset="1" stop-color="#7048e8"/></linearGradient></defs>' +
    '<circle cx="16" cy="16" r="16" fill="url(#g)"/><rect x="9" y="9" width="14" height="14" rx="4.5" fill="none" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="3.4" fill="none" stroke="#fff" stroke-width="2"/><circle cx="20.2" cy="11.8" r="1.1" fill="#fff"/>',
  youtube: '<circle cx="16" cy="16" r="16" fill="#e03131"/><path d="M13 10.5v11l9-5.5z" fill="#fff"/>',
};

export function socialArt(key: string): Art | null {
  const body = SOCIAL[key];
  return body ? { width: 32, height: 32, body } : null;
}

const FEATURE: Record<string, string> = {
  truck: '<path d="M6 16h30v24H6zM36 24h11l9 9v7H36z"/><circle cx="17" cy="44" r="5"/><circle cx="46" cy="44" r="5"/>',
  shield: '<path d="M32 6l20 8v14c0 14-9 24-20 30-11-6-20-16-20-30V14z"/><path d="M24 31l6 6 12-12"/>',
  return: '<path d="M20 22a16 16 0 1 1-3 14"/><path d="M20 10v12h12"/>',
  support: '<path d="M14 36v-6a18 18 0 0 1 36 0v6"/><rect x="9" y="32" width="9" height="14" rx="3"/><rect x="46" y="32" width="9" height="14" rx="3"/><path d="M50 46c0 6-6 10-14 10h-4"/>',
};

/** Line icons for the site features, in the primary colour. */
export function featureArt(key: string): Art | null {
  const body = FEATURE[key];
  if (!body) return null;
  return {
    width: 64,
    height: 64,
    body: `<g fill="none" stroke="${PRIMARY}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${body}</g>`,
  };
}

/** Neutral placeholder for a missing picture. */
export function defaultArt(): Art {
  return {
    width: 600,
    height: 600,
    body:
      `<defs>${linear('b', '#f4f5f7', '#e2e6ea', 1)}</defs><rect width="600" height="600" fill="url(#b)"/>` +
      `<rect x="170" y="190" width="260" height="210" rx="24" fill="#fff" stroke="#c8cfd6" stroke-width="6"/>` +
      `<circle cx="362" cy="250" r="22" fill="#c8cfd6"/><path d="M196 372l74-84 52 56 30-30 52 58z" fill="#c8cfd6"/>`,
  };
}
