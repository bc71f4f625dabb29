import { useEffect } from 'react';

const LOCK_CLASS = 'scroll-locked';

/** Stops the page behind a modal from scrolling while the calling component is mounted. */
export function useScrollLock(active = true): void {
  useEffect(() => {
    if (!active) return;
    const { body } = document;
    body.classList.add(LOCK_CLASS);
    return () => body.classList.remove(LOCK_CLASS);
  }, [active]);
}
