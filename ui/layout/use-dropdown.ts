import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

const ITEMS = 'a[href], button:not([disabled])';

/**
 * Open/close behaviour shared by the header's dropdowns (a disclosure: a button with aria-expanded
 * and a panel of links or buttons). It closes on a click outside, on Escape (focus goes back to the
 * button, so keyboard users are not stranded) and when focus tabs out of it. Arrow keys, Home and End
 * move between the panel's items.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const focusItem = (which: 'first' | 'last' | 1 | -1) => {
    const items = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? []);
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    const index =
      which === 'first' ? 0
        : which === 'last' ? items.length - 1
          : (current + which + items.length) % items.length;
    items[index]?.focus();
  };

  /** ArrowDown on the closed button opens the panel and lands on its first item. */
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    requestAnimationFrame(() => focusItem('first'));
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, 'first' | 'last' | 1 | -1> = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    focusItem(move);
  };

  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setOpen(false);
  };

  return { open, setOpen, close, toggle, rootRef, triggerRef, panelRef, onTriggerKeyDown, onPanelKeyDown, onRootBlur };
}
