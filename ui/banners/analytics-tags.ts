import { type AnalyticsPlan, type ConsentChoice, GOOGLE_CONSENT_SIGNALS } from '../../core/banners/consent';

/**
 * The tags a consenting shopper's browser loads: Google Analytics 4 (gtag.js, consent mode v2) from
 * www.googletagmanager.com, the Meta pixel from connect.facebook.net, and the operator's
 * `custom_scripts`. Loaded as its own chunk, and only once the shopper has accepted
 * (`ConsentedScripts`): before that nothing here exists in the page.
 *
 * Every script added here carries the page's CSP nonce. The Content-Security-Policy allows
 * scripts from this origin, the two hosts of the tags that are on, and scripts with the nonce, so
 * `custom_scripts` (HTML the operator writes in the settings, trusted like the shop's own code)
 * runs only through this file and only after consent; a script it adds in turn without the nonce,
 * from another host, is refused by the browser.
 */

type Command = (...args: unknown[]) => void;
interface Pixel extends Command { callMethod?: Command; queue: unknown[]; push: Pixel; loaded: boolean; version: string }
interface TagWindow { dataLayer?: unknown[]; gtag?: Command; fbq?: Pixel; _fbq?: Pixel }

const started = { ga: false, pixel: false, customScripts: false };

/** The nonce of this response's scripts (the browser hides the attribute; the property keeps it). */
export function pageNonce(doc: Document): string {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

function addScript(doc: Document, src: string, nonce: string): void {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.nonce = nonce;
  doc.head.appendChild(script);
}

const signals = (value: 'granted' | 'denied') => Object.fromEntries(GOOGLE_CONSENT_SIGNALS.map((signal) => [signal, value]));

function startGoogle(doc: Document, win: TagWindow, id: string, nonce: string): void {
  win.dataLayer ??= [];
  const layer = win.dataLayer;
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  win.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
  // Consent mode starts denied; the shopper's Accept is what grants it.
  win.gtag('consent', 'default', signals('denied'));
  win.gtag('js', new Date());
  win.gtag('config', id);
  win.gtag('consent', 'update', signals('granted'));
  addScript(doc, `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`, nonce);
}

function startPixel(doc: Document, win: TagWindow, id: string, nonce: string): void {
  if (!win.fbq) {
    // Meta's own stub: calls queue until fbevents.js arrives and replays them.
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Pixel;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    win.fbq = fbq;
    win._fbq ??= fbq;
  }
  win.fbq('consent', 'revoke');
  win.fbq('init', id);
  win.fbq('consent', 'grant');
  win.fbq('track', 'PageView');
  addScript(doc, 'https://connect.facebook.net/en_US/fbevents.js', nonce);
}

/**
 * The operator's HTML: parsed inert in a template, then each script re-created with the nonce
 * (a parsed script never runs) and kept in order; other markup (a noscript pixel, a style) as is.
 */
export function runCustomScripts(doc: Document, html: string, nonce: string): void {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const fragment = doc.importNode(template.content, true);
  for (const parsed of Array.from(fragment.querySelectorAll('script'))) {
    const script = doc.createElement('script');
    for (const attribute of Array.from(parsed.attributes)) {
      if (attribute.name !== 'nonce') script.setAttribute(attribute.name, attribute.value);
    }
    script.nonce = nonce;
    // Added scripts are async unless told: keep the operator's order.
    if (parsed.src && !parsed.hasAttribute('async')) script.async = false;
    script.text = parsed.text;
    parsed.replaceWith(script);
  }
  doc.body.appendChild(fragment);
}

/**
 * Applies the shopper's answer: on `granted`, starts each planned tag not started yet in this tab;
 * on `denied` (Reject after an Accept, from Cookie settings), tells the started tags consent was
 * withdrawn. What already ran cannot be unloaded; the next page load starts nothing.
 */
export function applyConsent(plan: AnalyticsPlan, choice: ConsentChoice, doc: Document = document, win: TagWindow = window as TagWindow): void {
  if (choice === 'denied') {
    if (started.ga) win.gtag?.('consent', 'update', signals('denied'));
    if (started.pixel) win.fbq?.('consent', 'revoke');
    return;
  }
  const nonce = pageNonce(doc);
  if (plan.ga && !started.ga) {
    started.ga = true;
    startGoogle(doc, win, plan.ga, nonce);
  } else if (started.ga) win.gtag?.('consent', 'update', signals('granted'));
  if (plan.pixel && !started.pixel) {
    started.pixel = true;
    startPixel(doc, win, plan.pixel, nonce);
  } else if (started.pixel) win.fbq?.('consent', 'grant');
  if (plan.customScripts && !started.customScripts) {
    started.customScripts = true;
    runCustomScripts(doc, plan.customScripts, nonce);
  }
}
