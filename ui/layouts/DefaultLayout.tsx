import type { ReactNode } from 'react';

// Placeholder: replaced by the real header/footer layout.
export function DefaultLayout({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}
