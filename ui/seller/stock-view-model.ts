import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { BulkChange, SellerVariantRow } from '../../core/seller/bulk-stock';
import { BulkStockProblem, type SellerDesk } from '../../core/seller/seller-desk';
import type { SellerPage } from '../../core/seller/seller-workspace';
import { RequestError } from '../../core/shared/request-error';

/** A row the seller changed: the row as it was read (its product's version is the one the change is made on), and what is typed. */
export interface RowEdit {
  row: SellerVariantRow;
  price: string;
  stock: string;
}

/** Where a problem is shown: beside a row's price or stock, on the row as a whole (its product changed, it is gone), or on the save. */
export type ProblemCell = 'price' | 'stock' | 'row' | 'save';

/**
 * One refused thing: the server's words (`text`) or, when the workspace refused before sending, core's
 * code for the screen to word (`code`). `stale`: the product changed since the page was read.
 */
export interface StockProblem {
  variantId: number | null;
  cell: ProblemCell;
  text: string | null;
  code: string | null;
  stale: boolean;
}

/** `changes.3.price` → the 4th change's price; `changes` → the save. */
function cellOf(field: string): { index: number | null; cell: ProblemCell; stale: boolean } {
  const [head, index, tail] = field.split('.');
  if (head !== 'changes' || index === undefined || !/^\d+$/.test(index)) return { index: null, cell: 'save', stale: false };
  if (tail === 'price' || tail === 'stock') return { index: Number(index), cell: tail, stale: false };
  return { index: Number(index), cell: 'row', stale: tail === 'version' };
}

/**
 * `/seller/stock`: the store's variants a page at a time (searched and paged by the server), the
 * price and stock the seller types in each row, kept across pages until saved, and one save of
 * every changed row (`POST seller/variants/bulk`, all or nothing). A refusal keeps everything typed
 * and puts each problem beside its row's cell.
 */
export class StockViewModel {
  q = '';
  typed = '';
  pageNumber = 1;
  page: SellerPage<SellerVariantRow> | null = null;
  busy = false;
  saving = false;
  /** Reading the page failed: the server's words, `true` for no answer. */
  failure: string | true | null = null;
  /** The save's answer when it was written. */
  saved: string | null = null;
  /** Every changed row by variant id, across pages. */
  readonly edits = observable.map<number, RowEdit>();
  problems: StockProblem[] = [];

  constructor(private readonly desk: SellerDesk, readonly language: string) {
    makeAutoObservable<this, 'desk'>(this, { desk: false, language: false, edits: false });
  }

  /** Reads the page asked for (the same again when none is given). */
  async load(pageNumber = this.pageNumber): Promise<void> {
    this.busy = true;
    this.failure = null;
    try {
      const page = await this.desk.variants(this.q, pageNumber, this.language);
      runInAction(() => {
        this.page = page;
        this.pageNumber = page.page;
      });
    } catch (error) {
      runInAction(() => { this.failure = error instanceof RequestError ? error.firstMessage : true; });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  setTyped(value: string): void {
    this.typed = value;
  }

  /** Shows what the address asks (`?q=&page=`): the search typed back into its box, that page read; changes stay. */
  show(query: StockQuery): Promise<void> {
    this.q = query.q;
    this.typed = query.q;
    return this.load(query.page);
  }

  /** What a row's cell shows: what the seller typed, else what was read. */
  cellValue(row: SellerVariantRow, cell: 'price' | 'stock'): string {
    const edit = this.edits.get(row.variantId);
    if (edit) return edit[cell];
    return cell === 'price' ? row.price : String(row.stock);
  }

  isChanged(variantId: number): boolean {
    return this.edits.has(variantId);
  }

  /** The seller types in a cell: the row is a change until it holds what was read again. */
  set(row: SellerVariantRow, cell: 'price' | 'stock', value: string): void {
    const known = this.edits.get(row.variantId);
    const edit: RowEdit = known ? { ...known, [cell]: value } : { row, price: row.price, stock: String(row.stock), [cell]: value };
    if (edit.price === edit.row.price && edit.stock === String(edit.row.stock)) this.edits.delete(row.variantId);
    else this.edits.set(row.variantId, edit);
    this.saved = null;
    this.problems = this.problems.filter((problem) => problem.stale || !(problem.variantId === row.variantId && (problem.cell === cell || problem.cell === 'save')));
  }

  get changeCount(): number {
    return this.edits.size;
  }

  /** The problems of one row's cell. */
  problemsOf(variantId: number, cell: ProblemCell): StockProblem[] {
    return this.problems.filter((problem) => problem.variantId === variantId && problem.cell === cell);
  }

  /** The row a problem names, as it was read (on this page or another). */
  rowOf(variantId: number | null): SellerVariantRow | null {
    if (variantId === null) return null;
    return this.edits.get(variantId)?.row ?? this.page?.rows.find((row) => row.variantId === variantId) ?? null;
  }

  get hasStale(): boolean {
    return this.problems.some((problem) => problem.stale);
  }

  /** Sends every changed row in one save; on a refusal keeps them all, each problem beside its cell. */
  async save(): Promise<void> {
    if (this.saving) return;
    const edits = [...this.edits.values()];
    const changes: BulkChange[] = edits.map(({ row, price, stock }) => ({ productId: row.productId, version: row.productVersion, variantId: row.variantId, price: price.trim(), stock: stock.trim() }));
    this.saving = true;
    this.saved = null;
    this.problems = [];
    try {
      const saved = await this.desk.saveStock(changes, edits.map((edit) => edit.row), this.language);
      runInAction(() => {
        this.edits.clear();
        this.saved = saved.message;
      });
      await this.load();
    } catch (error) {
      runInAction(() => { this.problems = problemsOf(error, changes); });
    } finally {
      runInAction(() => { this.saving = false; });
    }
  }

  /** After a product changed elsewhere: its rows' changes are dropped, the others kept, and the page read again. */
  async reloadStale(): Promise<void> {
    const stale = new Set(this.problems.filter((problem) => problem.stale).map((problem) => this.rowOf(problem.variantId)?.productId));
    for (const [variantId, edit] of [...this.edits.entries()]) if (stale.has(edit.row.productId)) this.edits.delete(variantId);
    this.problems = [];
    await this.load();
  }
}

/** A refused save's problems, each on the row of the change it names. */
function problemsOf(error: unknown, changes: readonly BulkChange[]): StockProblem[] {
  const place = (field: string, text: string | null, code: string | null): StockProblem => {
    const { index, cell, stale } = cellOf(field);
    const variantId = index === null ? null : changes[index]?.variantId ?? null;
    return { variantId, cell: variantId === null ? 'save' : cell, text, code, stale: stale || code === 'product_stale' };
  };
  if (error instanceof BulkStockProblem) return error.problems.map((problem) => place(problem.field, null, problem.code));
  if (error instanceof RequestError && error.status < 500) {
    const fields = Object.entries(error.fields);
    if (fields.length > 0) return fields.map(([field, text]) => place(field, text, null));
    return [{ variantId: null, cell: 'save', text: error.firstMessage, code: null, stale: false }];
  }
  return [{ variantId: null, cell: 'save', text: null, code: 'no_answer', stale: false }];
}

/** The stock screen's search and page, as the address keeps them. */
export interface StockQuery {
  q: string;
  page: number;
}

/** The stock screen's query from an address's search (`?q=lamp&page=2`); anything unreadable is the first page of everything. */
export function readStockQuery(search: string): StockQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return { q: (params.get('q') ?? '').trim().slice(0, 100), page: Number.isSafeInteger(page) && page > 1 ? page : 1 };
}

/** The address of the stock screen showing `query` (the first page of everything is plain `/seller/stock`). */
export function stockPath(query: StockQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim() !== '') params.set('q', query.q.trim());
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return `/seller/stock${text ? `?${text}` : ''}`;
}
