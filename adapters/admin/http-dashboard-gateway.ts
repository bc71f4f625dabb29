import type { Dashboard } from '../../core/admin/dashboard';
import type { DashboardGateway } from '../../core/admin/dashboard-gateway.port';
import type { ApiClient } from '../http/api-client';
import { backOfficeHeaders, documentCookies } from './back-office-headers';

/** api/v1/admin/dashboard from the console, with the back office's CSRF header. */
export class HttpDashboardGateway implements DashboardGateway {
  constructor(private readonly api: ApiClient, private readonly cookies: () => string = documentCookies) {}

  dashboard(language: string): Promise<Dashboard> {
    return this.api.get<Dashboard>('admin/dashboard', { language, headers: backOfficeHeaders(this.cookies) });
  }
}
