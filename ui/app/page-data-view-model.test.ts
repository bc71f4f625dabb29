import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { BrandSummary } from '../../core/catalogue/listing';
import type { StaticPage } from '../../core/pages/static-page';
import { BrandsViewModel } from '../catalogue/brands-view-model';
import { HomeViewModel } from '../home/home-view-model';
import { StaticPageViewModel } from '../pages/static-page-view-model';
import { PageDataViewModel } from './page-data-view-model';

const page = { title: 'About' } as unknown as StaticPage;
const brands = [{ id: 1, name: 'Acme' }] as unknown as BrandSummary[];

describe('PageDataViewModel', () => {
  it('snapshots nothing before a load, then the data and key under the page’s own names', () => {
    const vm = new StaticPageViewModel();
    expect(vm.snapshot()).toBeNull();
    vm.setPage(page, 'about|en');
    expect(vm.snapshot()).toEqual({ page, key: 'about|en' });
    const home = new HomeViewModel();
    home.setHome({ sections: [] } as never, 'ar');
    expect(home.snapshot()).toEqual({ data: { sections: [] }, language: 'ar' });
  });

  it('restores its own snapshot after a JSON round trip, and the port names read the data', () => {
    const server = new BrandsViewModel();
    server.setBrands(brands, 'en');
    const browser = new BrandsViewModel();
    browser.restore(JSON.parse(JSON.stringify(server.snapshot())));
    expect(browser.brands).toEqual(brands);
    expect(browser.language).toBe('en');
    expect(new BrandsViewModel().brands).toEqual([]);
  });

  it('ignores a snapshot of the wrong shape: no key, an empty key, data of the wrong kind, or not an object', () => {
    for (const snapshot of [null, undefined, 'x', { brands }, { brands, language: '' }, { brands: { id: 1 }, language: 'en' }]) {
      const vm = new BrandsViewModel();
      vm.restore(snapshot);
      expect(vm.language).toBeNull();
    }
    const vm = new StaticPageViewModel();
    vm.restore({ page: 'text', key: 'about|en' });
    expect(vm.page).toBeNull();
  });

  it('an observer sees each new load (the key is observable)', () => {
    const vm = new PageDataViewModel<string[]>({ data: 'items', key: 'key', list: true });
    const seen: (string | null)[] = [];
    const stop = autorun(() => seen.push(vm.key));
    vm.set(['a'], 'k1');
    stop();
    expect(seen).toEqual([null, 'k1']);
  });
});
