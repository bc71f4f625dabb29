// What the account pages load, run when their feature is bound (see ui/app/features.ts).
import { LoadAddresses } from '../../core/account/addresses/load-addresses';
import { LoadCountries } from '../../core/account/addresses/load-countries';
import { LoadFollowing } from '../../core/stores/load-following';
import { LoadUserVouchers } from '../../core/account/vouchers/load-user-vouchers';
import type { Feature } from '../app/features';

const pageOf = (search: URLSearchParams) => Number(search.get('page')) || 1;

export const ACCOUNT_LOADS: Feature['loads'] = {
  'user-addresses': async ({ resolver, language, search }) => {
    await Promise.all([resolver.get(LoadAddresses).execute(language, pageOf(search)), resolver.get(LoadCountries).execute(language)]);
  },
  'user-vouchers': ({ resolver, language }) => resolver.get(LoadUserVouchers).execute(language),
  'user-following': ({ resolver, language, search }) => resolver.get(LoadFollowing).execute(language, pageOf(search)),
};
