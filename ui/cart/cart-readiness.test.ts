import { describe, expect, it } from 'vitest';
import { RequestError } from '../../core/shared/request-error';
import { CartReadiness } from './cart-readiness';
import { callers, cartStore, deferred, flush, RecordingToast } from './view-model-fakes.test-support';

function readiness({ loaded, owner }: { loaded: boolean; owner: boolean }) {
  const toast = new RecordingToast();
  return { toast, readiness: new CartReadiness(cartStore([], loaded), callers(owner), toast) };
}

describe('CartReadiness', () => {
  it('shows lines the server loaded at once, even before the page is mounted', () => {
    expect(readiness({ loaded: true, owner: true }).readiness.ready('en', false)).toBe(true);
  });

  it("keeps placeholders for a cart the server did not load until the browser has it; a visitor without one sees the empty cart once mounted", () => {
    expect(readiness({ loaded: false, owner: true }).readiness.ready('en', true)).toBe(false);
    const visitor = readiness({ loaded: false, owner: false }).readiness;
    expect(visitor.ready('en', false)).toBe(false);
    expect(visitor.ready('en', true)).toBe(true);
  });

  it("loads only the lines the server could not, and toasts the load's failure", async () => {
    let loads = 0;
    const count = () => { loads++; return Promise.resolve(); };
    readiness({ loaded: true, owner: true }).readiness.loadMissing('en', count);
    readiness({ loaded: false, owner: false }).readiness.loadMissing('en', count);
    expect(loads).toBe(0);

    const { readiness: guest, toast } = readiness({ loaded: false, owner: true });
    const load = deferred<void>();
    guest.loadMissing('en', () => load.promise);
    load.reject(new RequestError(0, 'API is down.'));
    await flush();
    expect(toast.errors).toEqual(['API is down.']);
  });
});
