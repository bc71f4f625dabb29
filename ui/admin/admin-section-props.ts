import type { AdminViewModel } from './admin-view-model';

/** What every section of the back office's console receives: the console's model (the member, their language, the session). */
export interface AdminSectionProps {
  model: AdminViewModel;
  /** The route's parameters (`/admin/orders/:code` gives `code`). */
  params: Readonly<Record<string, string | undefined>>;
}
