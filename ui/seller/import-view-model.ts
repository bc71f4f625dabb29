import { makeAutoObservable, observable, runInAction } from 'mobx';
import { ImportFileProblem, type ImportFileProblemCode, importFileProblem, type SellerDesk } from '../../core/seller/seller-desk';
import type { CsvFile, ImportOutcome } from '../../core/seller/seller-gateway.port';
import { RequestError } from '../../core/shared/request-error';

/**
 * `/seller/import`: the CSV file the seller picked, checked here for its kind and size (the server
 * checks again), sent once, and the answer: the counts of a file written, or every problem by line
 * of a file refused whole.
 */
export class ImportViewModel {
  file: CsvFile | null = null;
  /** Why the picked file is not sent ('no_file': none picked). */
  fileProblem: ImportFileProblemCode | 'no_file' | null = null;
  busy = false;
  outcome: ImportOutcome | null = null;
  /** The server refused the call itself (its words), or did not answer (`true`). */
  failure: string | true | null = null;

  constructor(private readonly desk: SellerDesk, readonly language: string) {
    makeAutoObservable<this, 'desk'>(this, { desk: false, language: false, file: observable.ref, outcome: observable.ref });
  }

  get exportUrl(): string {
    return this.desk.exportUrl();
  }

  choose(file: CsvFile | null): void {
    this.file = file;
    this.fileProblem = file ? importFileProblem(file) : null;
    this.outcome = null;
    this.failure = null;
  }

  async submit(): Promise<void> {
    if (this.busy) return;
    const file = this.file;
    if (!file) {
      this.fileProblem = 'no_file';
      return;
    }
    if (this.fileProblem) return;
    this.busy = true;
    this.outcome = null;
    this.failure = null;
    try {
      const outcome = await this.desk.importProducts(file, this.language);
      runInAction(() => { this.outcome = outcome; });
    } catch (error) {
      runInAction(() => {
        if (error instanceof ImportFileProblem) this.fileProblem = error.code;
        else this.failure = error instanceof RequestError ? error.firstMessage : true;
      });
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }
}
