import type { Container } from 'inversify';
import { LoadSavedLists } from '../../core/lists/load-saved-lists';
import { RemoveFromList } from '../../core/lists/remove-from-list';
import { HttpSavedListsGateway } from '../../adapters/lists/http-saved-lists-gateway';
import type { Feature } from '../../ui/app/features';
import { LISTS_LOADS } from '../../ui/lists/lists-loads';
import { ListsViewModel } from '../../ui/lists/lists-view-model';
import type { HydrationRegistry } from '../hydration-registry';
import { PORTS } from '../../ui/app/port-tokens';
import { bindPlain, plain } from './bind-plain';
import { ApiClient } from '../../adapters/http/api-client';

/** The shopper's saved lists: the wishlist and compare pages. */
export function bindFeature(container: Container, hydration: HydrationRegistry): Feature {
  container.bind(PORTS.SavedListsGateway).toDynamicValue(plain(HttpSavedListsGateway, ApiClient));
  container.bind(ListsViewModel).toSelf();
  container.bind(PORTS.SavedListsState).toService(ListsViewModel);
  bindPlain(container, LoadSavedLists, PORTS.SavedListsGateway, PORTS.SavedListsState, PORTS.SessionState);
  bindPlain(container, RemoveFromList, PORTS.SavedListsGateway, PORTS.SavedListsState, PORTS.SessionState);
  hydration.add('lists', () => container.get(ListsViewModel));
  return { loads: LISTS_LOADS };
}
