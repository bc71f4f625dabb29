import type { Dashboard, DashboardFigureKey } from './dashboard';
import { DASHBOARD_LINKS, figuresFor } from './dashboard';
import type { DashboardGateway } from './dashboard-gateway.port';

/** One card of the dashboard: its figure and where it is acted on. */
export interface DashboardCard {
  key: DashboardFigureKey;
  value: number;
  /** A language-neutral console path, or null when nothing in the console acts on it. */
  href: string | null;
}

/** What the console's dashboard does: asks for the figures and lays them out as cards, in order, for the member's role. */
export class DashboardDesk {
  constructor(private readonly gateway: DashboardGateway) {}

  async load(role: string, language: string): Promise<{ dashboard: Dashboard; cards: DashboardCard[] }> {
    const dashboard = await this.gateway.dashboard(language);
    const cards = figuresFor(role)
      .filter((key) => dashboard.figures[key] !== undefined)
      .map((key) => ({ key, value: dashboard.figures[key]!, href: DASHBOARD_LINKS[key] }));
    return { dashboard, cards };
  }
}
