import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { PageLoadStore } from '../routing/page-load-store';
import { useService } from '../app/services';
import styles from './ProgressBar.module.css';

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

/** A thin bar at the top while page data loads; appears only after 200 ms so quick loads do not blink. */
export const ProgressBar = observer(function ProgressBar() {
  const { pending } = useService(PageLoadStore);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!pending) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!visible) return null;
  return <div className={styles.bar} role="progressbar" aria-label="Loading" style={{ animationDuration: `${PROGRESS_DURATION_MS}ms` }} />;
});
