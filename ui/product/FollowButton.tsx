import { useState } from 'react';
import { ToggleFollow } from '../../core/stores/toggle-follow';
import { RequestError } from '../../core/shared/request-error';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { ToastStore } from '../layout/overlays/toast-store';
import { useRequireSignIn } from './use-require-sign-in';
import styles from './product.module.css';

/** Follow or unfollow a store; a guest goes to sign in first. `onChange` gets the new state. */
export function FollowButton({ store, followed, onChange }: { store: { id: number; name: string }; followed: boolean; onChange: (following: boolean) => void }) {
  const toggle = useService(ToggleFollow);
  const toast = useService(ToastStore);
  const requireSignIn = useRequireSignIn();
  const { code: language } = useLanguage();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    if (!requireSignIn()) return;
    setBusy(true);
    try {
      const following = await toggle.execute(store.id, language);
      onChange(following);
      toast.show(t(following ? 'product.detail.followed' : 'product.detail.unfollowed', { name: store.name }));
    } catch (error) {
      toast.error(error instanceof RequestError ? error.firstMessage : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={followed ? styles.secondaryButton : styles.primaryButton} aria-pressed={followed} disabled={busy} onClick={() => void click()}>
      {t(followed ? 'product.detail.unfollow' : 'product.detail.follow')}
    </button>
  );
}
