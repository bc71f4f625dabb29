import type { ComponentType } from 'react';
import type { BackOfficeSectionKey } from '../../core/admin/back-office-sections';
import { AdminAccountSection } from './AdminAccountSection';
import { AdminAuditSection } from './AdminAuditSection';
import type { AdminSectionProps } from './admin-section-props';
import { AdminSettingsSection } from './AdminSettingsSection';
import { AdminTeamSection } from './AdminTeamSection';

/** What each section of the console (core/admin/back-office-sections.ts) shows. */
export const ADMIN_SECTIONS: Record<BackOfficeSectionKey, ComponentType<AdminSectionProps>> = {
  account: AdminAccountSection,
  settings: AdminSettingsSection,
  team: AdminTeamSection,
  audit: AdminAuditSection,
};
