import type { ComponentType } from 'react';
import type { BackOfficeSectionKey } from '../../core/admin/back-office-sections';
import { AdminAccountSection } from './AdminAccountSection';
import { AdminAuditSection } from './AdminAuditSection';
import { AdminDashboardSection } from './AdminDashboardSection';
import { AdminPeopleSection } from './AdminPeopleSection';
import { AdminContentSection } from './AdminContentSection';
import { AdminBannersSection } from './AdminBannersSection';
import { AdminDeliverySection } from './AdminDeliverySection';
import { AdminFlashSalesSection } from './AdminFlashSalesSection';
import { AdminMoneySection } from '../ledger/AdminMoneySection';
import { AdminLanguagesSection } from './AdminLanguagesSection';
import { AdminOrdersSection } from './AdminOrdersSection';
import { AdminProductsSection } from './AdminProductsSection';
import type { AdminSectionProps } from './admin-section-props';
import { AdminSettingsSection } from './AdminSettingsSection';
import { AdminTeamSection } from './AdminTeamSection';

/** What each section of the console (core/admin/back-office-sections.ts) shows. */
export const ADMIN_SECTIONS: Record<BackOfficeSectionKey, ComponentType<AdminSectionProps>> = {
  dashboard: AdminDashboardSection,
  orders: AdminOrdersSection,
  people: AdminPeopleSection,
  products: AdminProductsSection,
  content: AdminContentSection,
  settings: AdminSettingsSection,
  delivery: AdminDeliverySection,
  banners: AdminBannersSection,
  'flash-sales': AdminFlashSalesSection,
  money: AdminMoneySection,
  languages: AdminLanguagesSection,
  team: AdminTeamSection,
  audit: AdminAuditSection,
  account: AdminAccountSection,
};
