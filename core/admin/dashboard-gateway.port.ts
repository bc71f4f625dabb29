import type { Dashboard } from './dashboard';

/** api/v1/admin/dashboard as the console calls it; a refusal throws RequestError in the caller's language. */
export interface DashboardGateway {
  dashboard(language: string): Promise<Dashboard>;
}
