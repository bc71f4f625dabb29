import { createContext, useContext, type ComponentType } from 'react';

/**
 * What the shell shows of a feature: the header's search box (ui/search) and the sign-in pages'
 * social buttons (ui/auth). The layouts, a shared room, take them from here instead of importing
 * the features; composition/root.tsx provides them (and the test harness, as it provides the
 * route table), so the layouts stay below every feature.
 */
export interface LayoutParts {
  SearchBox: ComponentType<{ className?: string }>;
  SocialLogin: ComponentType;
}

export const LayoutPartsContext = createContext<LayoutParts | null>(null);

/** The parts provided around the app; a layout rendered without them is a wiring mistake. */
export function useLayoutParts(): LayoutParts {
  const parts = useContext(LayoutPartsContext);
  if (!parts) throw new Error('No LayoutPartsContext around the layout: composition/root.tsx provides it');
  return parts;
}
