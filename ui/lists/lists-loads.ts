// What the list screens load, run when their feature is bound (see ui/app/features.ts).
import { LoadSavedLists } from '../../core/lists/load-saved-lists';
import type { Feature } from '../app/features';

export const LISTS_LOADS: Feature['loads'] = {
  'user-wishlists': ({ resolver, language, search }) => resolver.get(LoadSavedLists).wishlist(language, Number(search.get('page')) || 1),
  'user-compared': ({ resolver, language }) => resolver.get(LoadSavedLists).compared(language),
};
