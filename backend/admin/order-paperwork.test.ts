import { describe, expect, it } from 'vitest';
import type { OrderPaperwork } from '../../core/admin/order-paperwork';
import { readPdf } from '../../tests/support/pdf-reader';
import { renderInvoice, renderPackingSlip } from './order-paperwork';
import { FONT_FAMILIES, fontName, paperworkFonts, woffToSfnt } from './paperwork-fonts';

function paper(language: string, lines: number): OrderPaperwork {
  return {
    language,
    shop: { name: 'Bazaario', email: 'shop@example.com', phone: '+90 212 555 0101', addressLines: ['12 Market Street', 'İstanbul 34000'] },
    order: { code: 'AB12CD34', placedAt: '2026-11-27T10:15:00Z', deliveryInstruction: 'Ring twice' },
    customer: { name: 'Şule Yılmaz', email: 'sule@example.com', phone: null },
    shipTo: { name: 'Şule Yılmaz', phone: null, address1: 'Bağdat Caddesi 45', address2: null, city: 'İstanbul', state: 'İstanbul', zip: '34000', country: 'Türkiye' },
    lines: Array.from({ length: lines }, (_, index) => ({
      product: `Product number ${index + 1} with a name long enough to wrap onto a second line of its cell in the table`,
      variant: 'Size: XL', quantity: index + 1, unitCents: 1990, lineCents: 1990 * (index + 1), store: index % 2 ? 'North Store' : 'South Store', pickup: null,
    })),
    totals: { subtotal: 100_000, shipping: 500, tax: 0, voucher: 0, bundleDiscount: 0, total: 100_500 },
    payment: { method: 'Cash on delivery', state: 'awaiting', onDelivery: true },
    format: { currency: 'TRY', currency_icon: '₺', currency_position: 2, decimal_format: 'tr-TR' },
  };
}

describe('the order papers as drawn', () => {
  it('runs a long order over pages, each with the table\'s header and its number', async () => {
    const invoice = readPdf(await renderInvoice(paper('en', 40)));
    expect(invoice.pages).toBeGreaterThanOrEqual(3);
    // Every page with lines has the header again (the totals may start a page of their own).
    expect(invoice.lines.filter((line) => line === 'Unit price').length).toBeGreaterThanOrEqual(invoice.pages - 1);
    expect(invoice.lines).toContain(`Invoice AB12CD34 · Page ${invoice.pages} of ${invoice.pages}`);
    // The shop's currency format: the symbol after, Turkish digits.
    expect(invoice.lines).toEqual(expect.arrayContaining(['1.005₺', '19,90₺', 'Şule Yılmaz', 'Bağdat Caddesi 45']));
    const slip = readPdf(await renderPackingSlip(paper('tr', 40)));
    expect(slip.pages).toBeGreaterThanOrEqual(2);
    expect(slip.lines).toEqual(expect.arrayContaining(['Mağaza: South Store', 'Mağaza: North Store', `Paketlenecek ürün adedi: ${(40 * 41) / 2}`]));
    // Every drawn glyph is in a font: none is the missing-glyph box (Turkish letters come from Noto's Latin Extended).
    expect(slip.drawn.map((d) => d.text).join('')).not.toContain('\uFFFD');
  }, 60_000);

  it('turns the packaged WOFF fonts into TrueType with every table', () => {
    const fonts = paperworkFonts();
    expect([...fonts.keys()]).toEqual(FONT_FAMILIES.flatMap((family) => [fontName(family, 400), fontName(family, 700)]));
    for (const font of fonts.values()) {
      expect(font.readUInt32BE(0)).toBe(0x00010000);
      const tags = Array.from({ length: font.readUInt16BE(4) }, (_, index) => font.toString('latin1', 12 + index * 16, 16 + index * 16));
      expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'GSUB', 'GPOS', 'head', 'hmtx']));
    }
    expect(() => woffToSfnt(Buffer.from('not a font at all, not even close'))).toThrow('not a WOFF 1.0 font');
  });
});
