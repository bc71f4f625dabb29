import { useState } from 'react';
import { RemoveFromList } from '../../core/lists/remove-from-list';
import type { SavedListName } from '../../core/lists/saved-lists-gateway.port';
import { RequestError } from '../../core/shared/request-error';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { ToastStore } from '../layout/overlays/toast-store';
import styles from './lists.module.css';

/** Takes one product out of a list: busy while asking, a toast either way. */
export function RemoveButton({ list, productId, title }: { list: SavedListName; productId: number; title: string }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const remove = useService(RemoveFromList);
  const toast = useService(ToastStore);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await remove.execute(list, productId, language);
      toast.show(t(`lists.${list}.removed`, { title }));
    } catch (error) {
      toast.error(error instanceof RequestError ? error.firstMessage : String(error));
      setBusy(false);
    }
  };
  return (
    <button type="button" className={styles.remove} disabled={busy} aria-label={t('lists.remove_title', { title })} onClick={() => void run()}>
      {t('lists.remove')}
    </button>
  );
}
