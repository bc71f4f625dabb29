import { CAPABILITY, type Capability, may } from './roles';

/**
 * The parts of the back office's console, in the order its menu lists them, each with the
 * capability a member's role needs to open it (null: every member). The first is the console's
 * landing page at `/admin`; the others are `/admin/{key}`. The server checks every call anyway:
 * the menu only leaves out what a role would be refused.
 */
export const BACK_OFFICE_SECTIONS = [
  { key: 'dashboard', capability: null },
  { key: 'orders', capability: CAPABILITY.orders },
  { key: 'people', capability: CAPABILITY.people },
  { key: 'products', capability: CAPABILITY.content },
  { key: 'content', capability: CAPABILITY.content },
  { key: 'settings', capability: CAPABILITY.settings },
  { key: 'delivery', capability: CAPABILITY.settings },
  { key: 'banners', capability: CAPABILITY.settings },
  { key: 'flash-sales', capability: CAPABILITY.settings },
  { key: 'money', capability: CAPABILITY.money },
  { key: 'languages', capability: CAPABILITY.settings },
  { key: 'team', capability: CAPABILITY.staff },
  { key: 'audit', capability: CAPABILITY.audit },
  { key: 'account', capability: null },
] as const satisfies readonly { key: string; capability: Capability | null }[];

export type BackOfficeSectionKey = (typeof BACK_OFFICE_SECTIONS)[number]['key'];

const LANDING: BackOfficeSectionKey = BACK_OFFICE_SECTIONS[0].key;

export function isBackOfficeSection(key: string | undefined): key is BackOfficeSectionKey {
  return BACK_OFFICE_SECTIONS.some((section) => section.key === key);
}

/** The language-neutral path of a section: `/admin` for the landing one. */
export function backOfficeSectionPath(key: BackOfficeSectionKey): string {
  return key === LANDING ? '/admin' : `/admin/${key}`;
}

/** The section a path's `section` parameter names: the landing one when there is none. */
export function backOfficeSectionOf(param: string | undefined): BackOfficeSectionKey | null {
  if (param === undefined || param === '') return LANDING;
  return isBackOfficeSection(param) && param !== LANDING ? param : null;
}

/** The sections a member of `role` may open, in menu order. */
export function sectionsFor(role: string): BackOfficeSectionKey[] {
  return BACK_OFFICE_SECTIONS.filter((section) => section.capability === null || may(role, section.capability)).map((section) => section.key);
}
