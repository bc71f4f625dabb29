import { linesByStore, type OrderPaperwork, type PaperworkLine } from '../../core/admin/order-paperwork';
import { formatDate } from '../../core/shared/dates';
import { formatPrice } from '../../core/shared/money';
import { centsToAmount } from '../db/money';
import { translate } from '../i18n/server-messages';
import { isolated } from './paperwork-bidi';
import { PAPERWORK_MESSAGES } from './paperwork-messages';
import { type Align, Sheet, type TextStyle } from './paperwork-sheet';

/**
 * An order's packing slip and invoice as PDF (issue 31; decision 0023), in the order's or the
 * member's language: Arabic right to left and joined, Devanagari shaped, codes and amounts left to
 * right wherever they stand, amounts as the shop shows them (`formatPrice`).
 */

const SMALL: TextStyle = { size: 8.5, muted: true };
const BODY: TextStyle = { size: 10 };
const STRONG: TextStyle = { size: 10, bold: true };
/** What someone typed (names, addresses, product names): its own direction, in the page's alignment. */
const TYPED: TextStyle = { size: 10, direction: 'auto' };
const CODE: TextStyle = { size: 10, bold: true, direction: 'ltr' };
const GAP = 14;

function wordsOf(paper: OrderPaperwork) {
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(PAPERWORK_MESSAGES, key, paper.language, vars);
  const money = (cents: number) => formatPrice(centsToAmount(cents), paper.format);
  /** "Label: value", the value isolated in its own direction; French puts a space before the colon. */
  const pair = (label: string, value: string) => `${label}${paper.language === 'fr' ? ' :' : ':'} ${isolated(value)}`;
  return { t, money, pair, date: formatDate(paper.language, paper.order.placedAt, 'long') };
}

/** The ship-to address as lines: who, the street lines, city and postcode, region and country, phone. */
function addressLines(paper: OrderPaperwork): string[] {
  const to = paper.shipTo;
  return [to.address1, to.address2 ?? '', [to.city, to.zip].filter(Boolean).join(' '), [to.state, to.country].filter(Boolean).join(paper.language === 'ar' ? '، ' : ', ')]
    .map((line) => line.trim()).filter(Boolean);
}

/** A labelled block: the label, then each line below it; returns its height. */
function labelled(sheet: Sheet, label: string, lines: { text: string; style: TextStyle }[], offset: number, width: number, top: number): number {
  let y = top;
  y += sheet.block(label, offset, width, y, { size: 8.5, bold: true, muted: true });
  for (const line of lines) y += sheet.block(line.text, offset, width, y, line.style);
  return y - top;
}

/** The papers' heading: the shop (and, on the invoice, how to reach it) at the start, the title, number and date at the end. */
function heading(sheet: Sheet, paper: OrderPaperwork, title: string, numberLabel: string, shopLines: string[]): void {
  const { t, date } = wordsOf(paper);
  const half = sheet.width / 2;
  let start = sheet.y;
  start += sheet.block(paper.shop.name, 0, half, start, { size: 16, bold: true, direction: 'auto' });
  for (const line of shopLines) start += sheet.block(line, 0, half, start, { ...SMALL, direction: 'auto' });
  let end = sheet.y;
  end += sheet.block(title, half, half, end, { size: 20, bold: true }, 'end');
  end += 4;
  for (const [label, value, style] of [[numberLabel, paper.order.code, CODE], [t('placed'), date, BODY]] as const) {
    // Label and value as two texts, so the code stays a code whatever the language around it.
    sheet.line(value, half, half, end + 10, style, 'end');
    sheet.line(label, half, half - sheet.measure(value, style) - 8, end + 10, SMALL, 'end');
    end += sheet.lineHeight(BODY);
  }
  sheet.y = Math.max(start, end) + 10;
  sheet.rule(sheet.y, 0, sheet.width, '#333333', 1);
  sheet.y += GAP;
}

/** The packing slip: what to pack from each store with a box to tick, where it goes, and no prices. */
export async function renderPackingSlip(paper: OrderPaperwork): Promise<Buffer> {
  const { t, pair } = wordsOf(paper);
  const sheet = new Sheet(paper.language, `${t('packing_slip')} ${paper.order.code}`, paper.shop.name);
  heading(sheet, paper, t('packing_slip'), t('order_code'), []);

  // Ship to (and the buyer's instruction to the courier beside it).
  const half = (sheet.width - 20) / 2;
  const to = [
    { text: paper.shipTo.name, style: { ...TYPED, bold: true } },
    ...addressLines(paper).map((text) => ({ text, style: TYPED })),
    ...(paper.shipTo.phone ? [{ text: pair(t('phone'), paper.shipTo.phone), style: BODY }] : []),
  ];
  const left = labelled(sheet, t('ship_to'), to, 0, half, sheet.y);
  let right = 0;
  if (paper.order.deliveryInstruction) {
    const top = sheet.y;
    const height = labelled(sheet, t('delivery_instruction'), [{ text: paper.order.deliveryInstruction, style: TYPED }], half + 28, half - 16, top + 8) + 12;
    sheet.doc.save().rect(sheet.boxX(half + 20, half), top, half, height).lineWidth(0.8).strokeColor('#333333').stroke().restore();
    right = height;
  }
  sheet.y += Math.max(left, right) + GAP + 4;

  // What to pack, store by store.
  // The tick column is as wide as its heading ("Packed", "تم التغليف").
  const box = Math.max(28, sheet.measure(t('packed'), { size: 8, bold: true }) + 12);
  const qty = 60;
  const product = sheet.width - box - qty;
  const header = () => {
    sheet.band(sheet.y, 20);
    const baseline = sheet.y + 13.5;
    sheet.line(t('packed'), 4, box, baseline, { size: 8, bold: true });
    sheet.line(t('product'), box, product, baseline, { size: 8.5, bold: true });
    sheet.line(t('quantity'), box + product, qty, baseline, { size: 8.5, bold: true }, 'end');
    sheet.y += 24;
  };
  let count = 0;
  for (const group of linesByStore(paper.lines)) {
    sheet.onNewPage = null;
    sheet.ensure(80);
    sheet.y += sheet.block(t('store', { store: isolated(group.store ?? paper.shop.name) }), 0, sheet.width, sheet.y, { size: 11, bold: true });
    sheet.y += 4;
    header();
    sheet.onNewPage = header;
    for (const line of group.lines) {
      const details = lineDetails(line, t);
      const height = sheet.blockHeight(line.product, product, STRONG) + details.reduce((sum, text) => sum + sheet.blockHeight(text, product, SMALL), 0) + 8;
      sheet.ensure(height);
      const top = sheet.y;
      sheet.checkbox(4, top + 2);
      let y = top + sheet.block(line.product, box, product, top, { ...STRONG, direction: 'auto' });
      for (const text of details) y += sheet.block(text, box, product, y, { ...SMALL, direction: text === line.variant ? 'auto' : undefined });
      sheet.line(String(line.quantity), box + product, qty, top + 13, { size: 13, bold: true, direction: 'ltr' }, 'end');
      sheet.y = Math.max(y, top + 20) + 4;
      sheet.rule(sheet.y);
      sheet.y += 6;
      count += line.quantity;
    }
    sheet.onNewPage = null;
    sheet.y += GAP;
  }

  sheet.ensure(80);
  sheet.line(pair(t('items'), String(count)), 0, sheet.width, sheet.y + 12, { size: 11, bold: true }, 'end');
  sheet.y += 40;
  const sign = (sheet.width - 40) / 2;
  for (const [index, key] of (['packed_by', 'checked_by'] as const).entries()) {
    const offset = index * (sign + 40);
    sheet.rule(sheet.y + 18, offset, sign, '#333333', 0.8);
    sheet.line(t(key), offset, sign, sheet.y + 30, SMALL);
  }
  return sheet.finish((page, pages) => `${paper.order.code} · ${t('page', { page, pages })}`);
}

/** Under a line's product name: its variant, and where the buyer collects it. */
function lineDetails(line: PaperworkLine, t: (key: string, vars?: Record<string, string | number>) => string): string[] {
  return [
    ...(line.variant ? [line.variant] : []),
    ...(line.pickup ? [t('pickup_at', { place: isolated([line.pickup.name, ...line.pickup.lines].join(', ')) })] : []),
  ];
}

/** The invoice: the seller, the buyer and the ship-to, every line with its prices, the totals and the payment. */
export async function renderInvoice(paper: OrderPaperwork): Promise<Buffer> {
  const { t, money, pair } = wordsOf(paper);
  const sheet = new Sheet(paper.language, `${t('invoice')} ${paper.order.code}`, paper.shop.name);
  const contact = [
    ...paper.shop.addressLines,
    ...(paper.shop.email ? [paper.shop.email] : []),
    ...(paper.shop.phone ? [paper.shop.phone] : []),
  ];
  heading(sheet, paper, t('invoice'), t('invoice_number'), contact);

  // Bill to and ship to, side by side.
  const half = (sheet.width - 20) / 2;
  const bill = [
    { text: paper.customer.name, style: { ...TYPED, bold: true } },
    ...(paper.customer.email ? [{ text: paper.customer.email, style: { ...BODY, direction: 'ltr' as const } }] : []),
    ...(paper.customer.phone ? [{ text: pair(t('phone'), paper.customer.phone), style: BODY }] : []),
  ];
  const ship = [
    { text: paper.shipTo.name, style: { ...TYPED, bold: true } },
    ...addressLines(paper).map((text) => ({ text, style: TYPED })),
    ...(paper.shipTo.phone ? [{ text: pair(t('phone'), paper.shipTo.phone), style: BODY }] : []),
  ];
  const height = Math.max(labelled(sheet, t('bill_to'), bill, 0, half, sheet.y), labelled(sheet, t('ship_to'), ship, half + 20, half, sheet.y));
  sheet.y += height + GAP + 4;

  // The lines.
  const qty = 44;
  const price = 92;
  const amount = 92;
  const product = sheet.width - qty - price - amount;
  const columns: { label: string; offset: number; width: number; align: Align }[] = [
    { label: t('product'), offset: 6, width: product - 12, align: 'start' },
    { label: t('quantity'), offset: product, width: qty, align: 'end' },
    { label: t('price'), offset: product + qty, width: price, align: 'end' },
    { label: t('amount'), offset: product + qty + price, width: amount - 6, align: 'end' },
  ];
  const header = () => {
    sheet.band(sheet.y, 20);
    for (const column of columns) sheet.line(column.label, column.offset, column.width, sheet.y + 13.5, { size: 8.5, bold: true }, column.align);
    sheet.y += 24;
  };
  header();
  sheet.onNewPage = header;
  for (const line of paper.lines) {
    const details = [...lineDetails(line, t), ...(line.store ? [t('seller', { store: isolated(line.store) })] : [])];
    const width = product - 12;
    const rowHeight = sheet.blockHeight(line.product, width, STRONG) + details.reduce((sum, text) => sum + sheet.blockHeight(text, width, SMALL), 0) + 8;
    sheet.ensure(rowHeight);
    const top = sheet.y;
    let y = top + sheet.block(line.product, 6, width, top, { ...STRONG, direction: 'auto' });
    for (const text of details) y += sheet.block(text, 6, width, y, { ...SMALL, direction: text === line.variant ? 'auto' : undefined });
    const baseline = top + 10.5;
    sheet.line(String(line.quantity), columns[1]!.offset, qty, baseline, { ...BODY, direction: 'ltr' }, 'end');
    sheet.line(money(line.unitCents), columns[2]!.offset, price, baseline, { ...BODY, direction: 'ltr' }, 'end');
    sheet.line(money(line.lineCents), columns[3]!.offset, amount - 6, baseline, { ...BODY, direction: 'ltr' }, 'end');
    sheet.y = y + 4;
    sheet.rule(sheet.y);
    sheet.y += 6;
  }
  sheet.onNewPage = null;

  // Totals, at the end side.
  const { totals } = paper;
  const rows: [string, string, boolean][] = [
    [t('subtotal'), money(totals.subtotal), false],
    ...(totals.bundleDiscount > 0 ? [[t('bundle_offer'), `-${money(totals.bundleDiscount)}`, false] as [string, string, boolean]] : []),
    [t('shipping'), totals.shipping === 0 ? t('shipping_free') : money(totals.shipping), false],
    ...(totals.tax > 0 ? [[t('tax'), money(totals.tax), false] as [string, string, boolean]] : []),
    ...(totals.voucher > 0 ? [[t('voucher'), `-${money(totals.voucher)}`, false] as [string, string, boolean]] : []),
    [t('total'), money(totals.total), true],
  ];
  sheet.ensure(rows.length * 18 + 90);
  sheet.y += 4;
  const labelOffset = product - 40;
  const labelWidth = qty + price + 40;
  for (const [label, value, strong] of rows) {
    if (strong) {
      sheet.rule(sheet.y, labelOffset, sheet.width - labelOffset, '#333333', 1);
      sheet.y += 4;
    }
    const style: TextStyle = strong ? { size: 12, bold: true } : BODY;
    sheet.line(label, labelOffset, labelWidth, sheet.y + style.size * 1.05, style, 'start');
    sheet.line(value, labelOffset + labelWidth, amount - 6, sheet.y + style.size * 1.05, { ...style, direction: value === t('shipping_free') ? undefined : 'ltr' }, 'end');
    sheet.y += sheet.lineHeight(style) + 2;
  }
  sheet.y += GAP;

  // Payment.
  const state = paper.payment.state === 'awaiting' && paper.payment.onDelivery ? 'awaiting_cod' : paper.payment.state;
  sheet.ensure(70);
  const paid = labelled(sheet, t('payment_title'), [
    { text: pair(t('payment_method'), paper.payment.method), style: BODY },
    { text: pair(t('payment_status'), t(state)), style: BODY },
  ], 0, sheet.width, sheet.y);
  sheet.y += paid + GAP;
  sheet.block(t('thanks'), 0, sheet.width, sheet.y, { size: 10, muted: true });
  return sheet.finish((page, pages) => `${t('invoice')} ${paper.order.code} · ${t('page', { page, pages })}`);
}
