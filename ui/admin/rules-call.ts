import { makeAutoObservable, runInAction } from 'mobx';
import type { Changed } from '../../core/admin/shop-rules-gateway.port';
import { RequestError } from '../../core/shared/request-error';

/** The server's reasons for a refusal (each on its own line), or true when it said nothing (the section words it). */
function reasonsOf(error: unknown): readonly string[] | true {
  if (error instanceof RequestError) return error.form && error.form.length > 0 ? error.form : [error.message];
  return true;
}

/** What every rules section shares: a call at a time, what the server said, why it refused. */
export class RulesCall<T> {
  data: T | null = null;
  busy = false;
  notice: string | null = null;
  failure: readonly string[] | true | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  async run(work: () => Promise<T>, onDone?: () => void): Promise<boolean> {
    this.busy = true;
    this.failure = null;
    this.notice = null;
    try {
      const data = await work();
      runInAction(() => { this.data = data; onDone?.(); });
      return true;
    } catch (error) {
      runInAction(() => { this.failure = reasonsOf(error); });
      return false;
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  async change(work: () => Promise<Changed<T>>, onDone?: () => void): Promise<boolean> {
    let message = '';
    const done = await this.run(async () => {
      const answer = await work();
      message = answer.message;
      return answer.data;
    }, onDone);
    if (done) runInAction(() => { this.notice = message; });
    return done;
  }
}
