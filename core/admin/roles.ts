/**
 * Who an account is, and what each back-office role may do. Customers shop and sellers sell on the
 * storefront; staff and operators run the shop from the back office (`/admin`). The operator (the
 * owner) may do everything; staff work the orders, people and content but never change settings,
 * staff or read the audit log. Every back-office call checks this on the server.
 */
export const ROLE = { customer: 'customer', seller: 'seller', staff: 'staff', operator: 'operator' } as const;

/** The roles that may sign in to the back office. */
export const BACK_OFFICE_ROLES = [ROLE.staff, ROLE.operator] as const;
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number];

export function isBackOfficeRole(role: string | null | undefined): role is BackOfficeRole {
  return (BACK_OFFICE_ROLES as readonly string[]).includes(role ?? '');
}

/** The parts of the back office, each granted to roles as a whole. */
export const CAPABILITY = {
  /** Orders, payments, transfers, refunds. */
  orders: 'orders',
  /** Sellers waiting for approval, customers. */
  people: 'people',
  /** Reviews, contact messages, the newsletter. */
  content: 'content',
  /** The shop's settings: payment methods, rules, banners, languages. */
  settings: 'settings',
  /** Inviting and removing staff. */
  staff: 'staff',
  /** Reading the audit log. */
  audit: 'audit',
  /** The marketplace's money: commission rates, sellers' balances, payouts (issue 33). */
  money: 'money',
} as const;
export type Capability = (typeof CAPABILITY)[keyof typeof CAPABILITY];

const GRANTS: Record<BackOfficeRole, readonly Capability[]> = {
  operator: Object.values(CAPABILITY),
  staff: [CAPABILITY.orders, CAPABILITY.people, CAPABILITY.content],
};

/** Whether an account of `role` may use `capability`; never for a role outside the back office. */
export function may(role: string | null | undefined, capability: Capability): boolean {
  return isBackOfficeRole(role) && GRANTS[role].includes(capability);
}
