import { makeAutoObservable, runInAction } from 'mobx';
import type { Dashboard } from '../../core/admin/dashboard';
import type { DashboardCard, DashboardDesk } from '../../core/admin/dashboard-desk';

/** The console's dashboard: the member's figures as cards, loaded when the section opens. */
export class DashboardViewModel {
  dashboard: Dashboard | null = null;
  cards: DashboardCard[] = [];
  loading = false;
  failed = false;

  constructor(private readonly desk: DashboardDesk, private readonly role: string, readonly language: string) {
    makeAutoObservable<this, 'desk' | 'role'>(this, { desk: false, role: false, language: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.failed = false;
    try {
      const { dashboard, cards } = await this.desk.load(this.role, this.language);
      runInAction(() => {
        this.dashboard = dashboard;
        this.cards = cards;
      });
    } catch {
      runInAction(() => { this.failed = true; });
    } finally {
      runInAction(() => { this.loading = false; });
    }
  }
}
