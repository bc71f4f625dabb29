import { makeAutoObservable, runInAction } from 'mobx';
import { type FlashCandidate, type FlashVariantPrice, previewVariantPrices, type SellerFlashSale, type SellerFlashSales } from '../../core/seller/flash-entry';
import { FlashEntryProblemError, type SellerDesk } from '../../core/seller/seller-desk';
import { RequestError } from '../../core/shared/request-error';

/** Where a problem is shown: beside the product choice, beside the price, or on the sale as a whole. */
export type FlashField = 'product_id' | 'price' | 'sale';

/** One refused field: the server's words (`text`) or core's code for the screen to word (`code`, with the everyday price). */
export interface FlashProblem {
  field: FlashField;
  text: string | null;
  code: string | null;
}

/** The add form of one upcoming sale: the product chosen, the price typed, what was refused. */
export interface EntryForm {
  productId: number | null;
  price: string;
  problems: FlashProblem[];
  saving: boolean;
}

const FIELDS: readonly FlashField[] = ['product_id', 'price', 'sale'];
const fieldOf = (field: string): FlashField => (FIELDS as readonly string[]).includes(field) ? field as FlashField : 'sale';

/**
 * `/seller/flash-sales`: the public sales not yet ended with the store's entries, and for each
 * upcoming sale a form that puts one of the store's published products in at one sale price (or
 * changes its price), each variant's resulting sale price previewed as typed by core's one price
 * rule (decision 0032). A refusal keeps what was typed and shows each problem beside its field.
 */
export class FlashSalesViewModel {
  data: SellerFlashSales | null = null;
  busy = false;
  /** Reading failed: the server's words, `true` for no answer. */
  failure: string | true | null = null;
  /** The last write's answer. */
  notice: string | null = null;
  /** The add form of each upcoming sale, by sale id. */
  forms: Record<number, EntryForm> = {};

  constructor(private readonly desk: SellerDesk, readonly language: string) {
    makeAutoObservable<this, 'desk'>(this, { desk: false, language: false });
  }

  async load(): Promise<void> {
    this.busy = true;
    this.failure = null;
    try {
      const data = await this.desk.flashSales(this.language);
      runInAction(() => { this.data = data; });
    } catch (error) {
      runInAction(() => { this.failure = error instanceof RequestError ? error.firstMessage : true; });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  form(saleId: number): EntryForm {
    return this.forms[saleId] ?? { productId: null, price: '', problems: [], saving: false };
  }

  private setForm(saleId: number, change: Partial<EntryForm>): void {
    this.forms = { ...this.forms, [saleId]: { ...this.form(saleId), ...change } };
  }

  choose(saleId: number, productId: number | null): void {
    const form = this.form(saleId);
    this.setForm(saleId, { productId, problems: form.problems.filter((p) => p.field === 'price') });
    this.notice = null;
  }

  setPrice(saleId: number, price: string): void {
    const form = this.form(saleId);
    this.setForm(saleId, { price, problems: form.problems.filter((p) => p.field === 'product_id') });
    this.notice = null;
  }

  candidate(productId: number | null): FlashCandidate | null {
    return this.data?.products.find((product) => product.productId === productId) ?? null;
  }

  /** The product-level everyday price of a candidate: its offer when it has one, else its price. */
  everyday(candidate: FlashCandidate): string {
    return candidate.offerPrice || candidate.selling;
  }

  /** Each variant's price during the sale at the price typed (core's rule), or null while no product or no amount. */
  preview(saleId: number): FlashVariantPrice[] | null {
    const form = this.form(saleId);
    const candidate = this.candidate(form.productId);
    return candidate ? previewVariantPrices(candidate, form.price) : null;
  }

  /** Whether the product chosen is already in this sale (the form changes its price). */
  isEntered(sale: SellerFlashSale): boolean {
    const { productId } = this.form(sale.id);
    return sale.entries.some((entry) => entry.productId === productId);
  }

  problemsOf(saleId: number, field: FlashField): FlashProblem[] {
    return this.form(saleId).problems.filter((problem) => problem.field === field);
  }

  /** Puts the chosen product into the sale at the price typed; the list is read again after. */
  async save(sale: SellerFlashSale): Promise<void> {
    const form = this.form(sale.id);
    const candidate = this.candidate(form.productId);
    if (!this.data) return;
    if (!candidate) {
      this.setForm(sale.id, { problems: [{ field: 'product_id', text: null, code: 'choose_product' }] });
      return;
    }
    this.setForm(sale.id, { saving: true, problems: [] });
    this.notice = null;
    try {
      const saved = await this.desk.saveFlashEntry(this.data.sales, sale, candidate, form.price, this.language);
      runInAction(() => {
        this.notice = saved.message;
        this.forms = { ...this.forms, [sale.id]: { productId: null, price: '', problems: [], saving: false } };
      });
      await this.load();
    } catch (error) {
      runInAction(() => this.setForm(sale.id, { saving: false, problems: problemsOf(error) }));
    }
  }

  /** Takes a product out of an upcoming sale. */
  async remove(sale: SellerFlashSale, productId: number, version: number): Promise<void> {
    this.notice = null;
    this.setForm(sale.id, { problems: [] });
    try {
      const saved = await this.desk.removeFlashEntry(sale, productId, version, this.language);
      runInAction(() => { this.notice = saved.message; });
      await this.load();
    } catch (error) {
      runInAction(() => this.setForm(sale.id, { problems: problemsOf(error).map((problem) => ({ ...problem, field: 'sale' as const })) }));
    }
  }
}

function problemsOf(error: unknown): FlashProblem[] {
  if (error instanceof FlashEntryProblemError) return error.problems.map((problem) => ({ field: problem.field, text: null, code: problem.code }));
  if (error instanceof RequestError && error.status < 500) {
    const fields = Object.entries(error.fields);
    if (fields.length > 0) return fields.map(([field, text]) => ({ field: fieldOf(field), text, code: null }));
    return [{ field: 'sale', text: error.firstMessage, code: null }];
  }
  return [{ field: 'sale', text: null, code: 'no_answer' }];
}
