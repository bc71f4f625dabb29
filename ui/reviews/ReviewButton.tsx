import { useState } from 'react';
import type { OwnReview } from '../../core/reviews/reviews-gateway.port';
import { WriteReview } from '../../core/reviews/write-review';
import { RequestError } from '../../core/shared/request-error';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { ToastStore } from '../layout/overlays/toast-store';
import { ReviewDialog } from './ReviewDialog';
import styles from '../account/account.module.css';

/**
 * "Write a review" (or "Edit your review") on a line of a delivered order: reads the review
 * written before, opens the form, sends it and says what the server answered.
 */
export function ReviewButton({ orderId, productId, title, reviewed }: { orderId: number; productId: number; title: string; reviewed: boolean }) {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const write = useService(WriteReview);
  const toast = useService(ToastStore);
  const [open, setOpen] = useState<{ existing: OwnReview | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (error: unknown) => toast.error(error instanceof RequestError ? error.firstMessage : String(error));
  const start = async () => {
    if (!reviewed) {
      setOpen({ existing: null });
      return;
    }
    setBusy(true);
    try {
      setOpen({ existing: await write.find(productId, orderId, language) });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const action = t(reviewed ? 'reviews.edit' : 'reviews.write');
  return (
    <>
      <button type="button" className={styles.secondary} disabled={busy} aria-label={t('reviews.line_label', { action, title })} onClick={() => void start()}>{action}</button>
      {open ? (
        <ReviewDialog
          title={title}
          existing={open.existing}
          onClose={() => setOpen(null)}
          onSubmit={async (draft) => {
            try {
              const { message } = await write.execute({ product_id: productId, order_id: orderId, ...draft }, language);
              toast.show(message);
              return true;
            } catch (error) {
              fail(error);
              return false;
            }
          }}
        />
      ) : null}
    </>
  );
}
