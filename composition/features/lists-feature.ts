import type { Container } from 'inversify';
import { LoadSavedLists } from '../../core/lists/load-saved-lists';
import { RemoveFromList } from '../../core/lists/remove-from-list';
import { SavedListsGateway, SavedListsState } from '../../core/lists/saved-lists-gateway.port';
import { HttpSavedListsGateway } from '../../adapters/lists/http-saved-lists-gateway';
import type { Feature } from '../../ui/app/features';
import { LISTS_LOADS } from '../../ui/lists/lists-loads';
import { ListsViewModel } from '../../ui/lists/lists-view-model';
import type { HydrationRegistry } from '../hydration-registry';

/** The shopper's saved lists: the wishlist and compare pages. */
export function bindFeature(container: Container, hydration: HydrationRegistry): Feature {
  container.bind(SavedListsGateway).to(HttpSavedListsGateway);
  container.bind(ListsViewModel).toSelf();
  container.bind(SavedListsState).toService(ListsViewModel);
  for (const useCase of [LoadSavedLists, RemoveFromList]) container.bind(useCase).toSelf();
  hydration.add('lists', () => container.get(ListsViewModel));
  return { loads: LISTS_LOADS };
}
