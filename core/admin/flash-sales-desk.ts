import { type FlashSaleInput, type FlashSaleList, type FlashSaleState, type FlashSaleView, isoOfLocalInput, localInputOf } from './flash-sales';
import type { FlashSalesGateway } from './flash-sales-gateway.port';
import type { Changed } from './shop-rules-gateway.port';

/** A sale's form as the console holds it: times as `datetime-local` values in the member's time zone. */
export interface FlashSaleDraft {
  id?: number;
  version?: number;
  titles: Record<string, string>;
  start: string;
  end: string;
  public: boolean;
}

/**
 * What the console's flash sales section does for an operator. The server checks every change
 * (core/admin/flash-sales.ts) and words its refusals by field; this shapes what is sent: the
 * times typed in the member's time zone become ISO instants.
 */
export class FlashSalesDesk {
  constructor(private readonly gateway: FlashSalesGateway) {}

  list(state: FlashSaleState, page: number, language: string): Promise<FlashSaleList> {
    return this.gateway.list(state, page, language);
  }

  /** A sale's form as it starts: a copy of `sale`, or a new public one with empty times. */
  draft(sale: FlashSaleView | null, timeZone: string): FlashSaleDraft {
    if (!sale) return { titles: {}, start: '', end: '', public: true };
    return { id: sale.id, version: sale.version, titles: { ...sale.titles }, start: localInputOf(sale.start_time, timeZone), end: localInputOf(sale.end_time, timeZone), public: sale.public };
  }

  /**
   * Sends a draft. A time the member left as it was read is sent as read, to the second, so a
   * running sale's start (which may not move) is not cut to the minute the field shows.
   */
  save(draft: FlashSaleDraft, readAt: FlashSaleView | null, timeZone: string, language: string): Promise<Changed<FlashSaleList>> {
    const instant = (value: string, was: string | undefined) => (was !== undefined && value === localInputOf(was, timeZone) ? was : isoOfLocalInput(value, timeZone));
    const sale: FlashSaleInput = {
      ...(draft.id === undefined ? {} : { id: draft.id, version: draft.version }),
      titles: Object.fromEntries(Object.entries(draft.titles).map(([code, title]) => [code, title.trim()])),
      start_time: instant(draft.start, readAt?.start_time),
      end_time: instant(draft.end, readAt?.end_time),
      public: draft.public,
    };
    return this.gateway.save(sale, language);
  }

  close(sale: Pick<FlashSaleView, 'id' | 'version'>, language: string): Promise<Changed<FlashSaleList>> {
    return this.gateway.close(sale.id, sale.version, language);
  }
}
