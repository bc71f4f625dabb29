import { makeAutoObservable, runInAction, toJS } from 'mobx';
import { type PublicationAction, sellerActions } from '../../core/seller/publication';
import { type SellerDesk, SellerFormProblem } from '../../core/seller/seller-desk';
import type { PhotoFile } from '../../core/seller/seller-gateway.port';
import { type ChosenAttribute, combinationKey, emptyProduct, type ProductInput, type ProductProblem, type ProductRuleContext, type Publication, SELLER_LIMITS, type VariantInput, variantMatrix } from '../../core/seller/seller-product';
import type { SellerFormOptions } from '../../core/seller/seller-workspace';
import { RequestError } from '../../core/shared/request-error';

type SellerAction = Extract<PublicationAction, 'submit' | 'hide'>;
type TextField = 'title' | 'description';
type PlainField = 'price' | 'offerPrice' | 'warranty' | 'lowStock';

/**
 * The product form (`/seller/products/new` and `/seller/products/{id}`): the product as the seller
 * edits it, the attribute values picked for its variants, and what was refused: core's problems
 * before sending, the server's message per field and its form messages after. Nothing the seller
 * typed is dropped on a refusal. A publication action saves unsaved changes first.
 */
export class ProductFormViewModel {
  id: number | null = null;
  version = 0;
  publication: Publication = 'draft';
  reviewReason: string | null = null;
  /** The shop approved it before (or published it without review): a hidden product comes back without a review. */
  approvedBefore = false;
  input: ProductInput = emptyProduct([]);
  options: SellerFormOptions | null = null;
  /** Attribute id → the values picked, for "make variants". */
  chosen: Record<number, number[]> = {};
  problems: ProductProblem[] = [];
  serverFields: Record<string, string> = {};
  serverForm: string[] = [];
  /** The server refused without naming a field (a stale version, above all): reloading is offered. */
  staleOffer = false;
  failure: true | null = null;
  notice: string | null = null;
  busy = false;
  uploading = false;
  loaded = false;
  /** What was last read or saved, to tell unsaved changes. */
  private saved = '';

  constructor(private readonly desk: SellerDesk, private readonly loadOptions: () => Promise<SellerFormOptions>, readonly language: string) {
    makeAutoObservable<this, 'desk' | 'loadOptions'>(this, { desk: false, loadOptions: false, language: false });
  }

  get context(): ProductRuleContext {
    return { languages: this.options?.languages.map((l) => l.code) ?? [], defaultLanguage: this.options?.defaultLanguage ?? 'en' };
  }

  /** The shop's languages, the default one first. */
  get languages(): SellerFormOptions['languages'] {
    const all = this.options?.languages ?? [];
    const first = this.options?.defaultLanguage;
    return [...all.filter((l) => l.code === first), ...all.filter((l) => l.code !== first)];
  }

  get actions(): SellerAction[] {
    return this.id === null ? ['submit'] : sellerActions(this.publication) as SellerAction[];
  }

  get dirty(): boolean {
    return JSON.stringify(this.input) !== this.saved;
  }

  get subCategories(): { id: number; title: string }[] {
    return this.options?.categories.find((c) => c.id === this.input.categoryId)?.subCategories ?? [];
  }

  /** A product of one variant without values: its price is the product's, and the form asks only its SKU and stock. */
  get single(): boolean {
    return this.input.variants.length === 1 && this.input.variants[0]!.values.length === 0;
  }

  get hasErrors(): boolean {
    return this.problems.length > 0 || Object.keys(this.serverFields).length > 0 || this.serverForm.length > 0 || this.failure !== null;
  }

  /** The refusal of a field: core's problem (its code) first, else the server's words. */
  problemOf(field: string): ProductProblem | string | null {
    return this.problems.find((p) => p.field === field) ?? this.serverFields[field] ?? null;
  }

  async load(id: number | null): Promise<void> {
    this.busy = true;
    this.clearRefusals();
    try {
      const options = await this.loadOptions();
      const product = id === null ? null : await this.desk.product(id, this.language);
      runInAction(() => {
        this.options = options;
        const base = emptyProduct(options.languages.map((l) => l.code));
        if (product) {
          this.id = product.id;
          this.version = product.version;
          this.publication = product.publication;
          this.reviewReason = product.reviewReason;
          this.approvedBefore = product.approvedBefore;
          // Every language of the shop has its texts, whichever the product was written in.
          this.input = { ...product.input, texts: { ...base.texts, ...product.input.texts } };
          this.chosen = this.chosenOf(product.input.variants);
        } else {
          this.input = base;
        }
        this.saved = JSON.stringify(this.input);
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => { this.takeRefusal(error); });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  setText(language: string, field: TextField, value: string): void {
    const texts = this.input.texts[language] ?? { title: '', description: '' };
    this.input.texts[language] = { ...texts, [field]: value };
  }

  set(field: PlainField, value: string): void {
    this.input[field] = value;
    if (field === 'price' && this.single) this.input.variants[0]!.price = value;
  }

  setRefundable(value: boolean): void {
    this.input.refundable = value;
  }

  setMindChangeReturns(value: boolean): void {
    this.input.mindChangeReturns = value;
  }

  setCategory(id: number | null): void {
    this.input.categoryId = id;
    if (!this.subCategories.some((s) => s.id === this.input.subCategoryId)) this.input.subCategoryId = null;
  }

  setSubCategory(id: number | null): void {
    this.input.subCategoryId = id;
  }

  setBrand(id: number | null): void {
    this.input.brandId = id;
  }

  /** How it ships, its tax and its bundle offer: rules the shop keeps. */
  setRule(field: 'shippingRuleId' | 'taxRuleId' | 'bundleDealId', id: number | null): void {
    this.input[field] = id;
  }

  isChosen(attributeId: number, valueId: number): boolean {
    return this.chosen[attributeId]?.includes(valueId) ?? false;
  }

  toggleValue(attributeId: number, valueId: number): void {
    const values = this.chosen[attributeId] ?? [];
    this.chosen[attributeId] = values.includes(valueId) ? values.filter((v) => v !== valueId) : [...values, valueId];
  }

  /**
   * The variants of the values picked (core's `variantMatrix`): a row per combination, in the
   * options' order; a combination the form had keeps its SKU, price and stock, a new one starts at
   * the product's price; with nothing picked, one variant.
   */
  makeVariants(): void {
    const attributes: ChosenAttribute[] = (this.options?.attributes ?? []).map((a) => ({
      attributeId: a.id,
      values: a.values.map((v) => v.id).filter((v) => this.chosen[a.id]?.includes(v)),
    }));
    const known = new Map(this.input.variants.map((v) => [combinationKey(v.values), v]));
    const first = this.input.variants[0];
    this.input.variants = variantMatrix(attributes).map((values): VariantInput => {
      const had = known.get(combinationKey(values)) ?? (values.length === 0 && first ? { ...first, values: [] } : null);
      return had ? { ...had, values } : { id: null, sku: '', price: this.input.price, stock: '0', values };
    });
    if (this.single) this.input.variants[0]!.price = this.input.price;
    this.forget('variants');
  }

  setVariant(index: number, field: 'sku' | 'price' | 'stock', value: string): void {
    const variant = this.input.variants[index];
    if (variant) variant[field] = value;
  }

  removeVariant(index: number): void {
    if (this.input.variants.length > 1) this.input.variants.splice(index, 1);
  }

  /** The names of a variant's values ("Red / XL"), in the options' words. */
  valueNames(values: readonly number[]): string {
    const names = new Map((this.options?.attributes ?? []).flatMap((a) => a.values.map((v) => [v.id, v.title] as const)));
    return values.map((v) => names.get(v) ?? `#${v}`).join(' / ');
  }

  get photoRoom(): number {
    return Math.max(0, SELLER_LIMITS.maxPhotos - this.input.photos.length);
  }

  /** Uploads the photos picked, as many as there is room for; the rest is refused as core refuses too many. */
  async addPhotos(files: PhotoFile[]): Promise<void> {
    if (files.length === 0) return;
    const taken = files.slice(0, this.photoRoom);
    this.forget('photos');
    if (taken.length < files.length) this.problems.push({ field: 'photos', code: 'too_many_photos' });
    if (taken.length === 0) return;
    this.uploading = true;
    try {
      const names = await this.desk.uploadPhotos('product', taken, this.language);
      runInAction(() => { this.input.photos.push(...names.slice(0, this.photoRoom)); });
    } catch (error) {
      runInAction(() => { this.takeRefusal(error); });
    } finally {
      runInAction(() => { this.uploading = false; });
    }
  }

  /** Moves a photo one place earlier (-1) or later (+1); the first is the main photo. */
  movePhoto(index: number, step: -1 | 1): void {
    const photos = this.input.photos;
    const to = index + step;
    if (to < 0 || to >= photos.length) return;
    [photos[index], photos[to]] = [photos[to]!, photos[index]!];
  }

  removePhoto(index: number): void {
    const [gone] = this.input.photos.splice(index, 1);
    if (gone !== undefined) delete this.input.photoValues[gone];
  }

  /** The option values a photo may show: each value one of the variants has, with its attribute's name. */
  get photoValueChoices(): { id: number; title: string }[] {
    const used = new Set(this.input.variants.flatMap((variant) => variant.values));
    return (this.options?.attributes ?? []).flatMap((a) => a.values.filter((v) => used.has(v.id)).map((v) => ({ id: v.id, title: `${a.title}: ${v.title}` })));
  }

  /** The value a photo shows, or null for the whole product (a value no variant has any more counts as none). */
  photoValueOf(photo: string): number | null {
    const value = this.input.photoValues[photo];
    return value !== undefined && this.photoValueChoices.some((choice) => choice.id === value) ? value : null;
  }

  /** Ties a photo to the variants with `value` (a colour), or to the whole product (null). */
  setPhotoValue(photo: string, value: number | null): void {
    this.forget('photoValues');
    if (value === null) delete this.input.photoValues[photo];
    else this.input.photoValues[photo] = value;
  }

  /** Saves the product (a new one as a draft, a known one in its state); true when saved. */
  async save(): Promise<boolean> {
    this.clearRefusals();
    this.notice = null;
    this.busy = true;
    try {
      const input = toJS(this.input);
      // What the form shows is what is saved: a photo whose value no variant has any more shows the whole product.
      input.photoValues = Object.fromEntries(input.photos.flatMap((photo) => { const value = this.photoValueOf(photo); return value === null ? [] : [[photo, value]]; }));
      if (this.single) input.variants[0]!.price = input.price;
      const answer = await this.desk.save(this.id, this.version, input, this.context, this.language);
      runInAction(() => {
        this.id = answer.id;
        this.version = answer.version;
        this.publication = answer.publication;
        this.notice = answer.message;
        this.saved = JSON.stringify(this.input);
      });
      return true;
    } catch (error) {
      runInAction(() => { this.takeRefusal(error); });
      return false;
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  /** Submits (publish or for review) or hides the product, saving unsaved changes first. */
  async act(action: SellerAction): Promise<void> {
    if ((this.id === null || this.dirty) && !(await this.save())) return;
    this.clearRefusals();
    this.busy = true;
    try {
      const answer = await this.desk.act(this.id!, this.version, action, this.language);
      runInAction(() => {
        this.version = answer.version;
        this.publication = answer.publication;
        if (answer.publication === 'published') this.approvedBefore = true;
        if (answer.publication !== 'returned') this.reviewReason = null;
        this.notice = answer.message;
      });
    } catch (error) {
      runInAction(() => { this.takeRefusal(error); });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  private chosenOf(variants: readonly VariantInput[]): Record<number, number[]> {
    const attributeOf = new Map((this.options?.attributes ?? []).flatMap((a) => a.values.map((v) => [v.id, a.id] as const)));
    const chosen: Record<number, number[]> = {};
    for (const value of new Set(variants.flatMap((v) => v.values))) {
      const attribute = attributeOf.get(value);
      if (attribute !== undefined) chosen[attribute] = [...(chosen[attribute] ?? []), value];
    }
    return chosen;
  }

  private forget(field: string): void {
    this.problems = this.problems.filter((p) => p.field !== field);
    const { [field]: _gone, ...rest } = this.serverFields;
    this.serverFields = rest;
  }

  private clearRefusals(): void {
    this.problems = [];
    this.serverFields = {};
    this.serverForm = [];
    this.staleOffer = false;
    this.failure = null;
  }

  private takeRefusal(error: unknown): void {
    if (error instanceof SellerFormProblem) {
      const problems = error.problems as ProductProblem[];
      // A single variant's price is the product's: its problem is the price field's.
      this.problems = this.single ? problems.filter((p) => p.field !== 'variants.0.price' || !problems.some((q) => q.field === 'price')) : problems;
    } else if (error instanceof RequestError) {
      const { 'variants.0.price': variantPrice, ...fields } = error.fields;
      this.serverFields = this.single && variantPrice !== undefined ? { price: fields.price ?? variantPrice, ...fields } : { ...error.fields };
      // The server repeats each field's message in `form`: the summary names them once, with their field.
      const named = new Set(Object.values(error.fields));
      const form = error.form.length > 0 ? error.form.filter((text) => !named.has(text)) : Object.keys(error.fields).length > 0 ? [] : [error.message];
      this.serverForm = form;
      this.staleOffer = this.id !== null && Object.keys(error.fields).length === 0 && error.status === 201;
    } else {
      this.failure = true;
    }
  }
}
