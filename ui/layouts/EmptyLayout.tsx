import type { ReactNode } from 'react';

// Placeholder: replaced by the real auth layout.
export function EmptyLayout({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}
