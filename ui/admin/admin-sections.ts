import type { ComponentType } from 'react';
import type { BackOfficeSectionKey } from '../../core/admin/back-office-sections';
import { AdminAccountSection } from './AdminAccountSection';
import { AdminAuditSection } from './AdminAuditSection';
import { AdminOrdersSection } from './AdminOrdersSection';
import type { AdminSectionProps } from './admin-section-props';
import { AdminTeamSection } from './AdminTeamSection';

/** What each section of the console (core/admin/back-office-sections.ts) shows. */
export const ADMIN_SECTIONS: Record<BackOfficeSectionKey, ComponentType<AdminSectionProps>> = {
  orders: AdminOrdersSection,
  account: AdminAccountSection,
  team: AdminTeamSection,
  audit: AdminAuditSection,
};
