import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react-i18n';
import { Dialog } from '../dialog/Dialog';
import styles from './Lightbox.module.css';

/**
 * Pictures shown large in a dialog, one at a time: previous and next buttons, and the arrow keys
 * in reading order (mirrored right to left). The product gallery's zoom and review photos use it.
 */
export function Lightbox({ title, images, index, onIndex, onClose }: {
  title: string;
  /** Full-size image URLs. */
  images: readonly string[];
  index: number;
  /** Asks to show another picture (the caller keeps it within range). */
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const total = images.length;
  const page = (event: KeyboardEvent) => {
    const rtl = document.documentElement.dir === 'rtl' || event.currentTarget.closest('[dir="rtl"]') !== null;
    if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) onIndex(index + 1);
    else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) onIndex(index - 1);
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <div className={styles.body} onKeyDown={page} role="group" aria-label={t('product.detail.zoom_title')}>
        <img className={styles.image} src={images[index]} alt={t('product.detail.image_of', { index: index + 1, total })} />
        {total > 1 ? (
          <div className={styles.nav}>
            <button type="button" className={styles.button} onClick={() => onIndex(index - 1)} data-autofocus>{t('product.detail.previous_image')}</button>
            <span aria-live="polite">{t('product.detail.image_of', { index: index + 1, total })}</span>
            <button type="button" className={styles.button} onClick={() => onIndex(index + 1)}>{t('product.detail.next_image')}</button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
