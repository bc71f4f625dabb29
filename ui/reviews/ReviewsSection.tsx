import { observer } from 'mobx-react-lite';
import { useState, type CSSProperties } from 'react';
import type { Review } from '../../core/product/product-detail';
import { LoadReviews } from '../../core/reviews/load-reviews';
import { Lightbox } from '../kit/lightbox/Lightbox';
import { RequestError } from '../../core/shared/request-error';
import { Rating } from '../product/Rating';
import { useLanguage } from '../app/language-context';
import { formatDate } from '../../core/shared/dates';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { CommonStore } from '../app/common-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { ProductViewModel } from '../product/product-view-model';
import styles from '../product/product.module.css';

const STARS = [5, 4, 3, 2, 1] as const;

/** Average, total and a bar per star value, then the reviews one page at a time, their photos opening in the lightbox. */
export const ReviewsSection = observer(function ReviewsSection() {
  const vm = useService(ProductViewModel);
  const common = useService(CommonStore);
  const toast = useService(ToastStore);
  const loadReviews = useService(LoadReviews);
  const { code: language } = useLanguage();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // The review photo shown large, in the lightbox.
  const [shown, setShown] = useState<{ review: Review; index: number } | null>(null);
  const reviews = vm.reviews;
  const product = vm.product!;
  const total = reviews?.total ?? 0;
  const average = reviews?.average ?? 0;
  const page = reviews?.all;
  const go = async (target: number) => {
    setBusy(true);
    try {
      await loadReviews.execute(product.id, language, target);
    } catch (error) {
      toast.error(error instanceof RequestError ? error.firstMessage : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="reviews-title" data-testid="reviews">
      <h2 id="reviews-title" className={styles.sectionTitle}>{t('product.detail.reviews_title')}</h2>
      <div className={styles.reviewsLayout}>
        <div className={styles.reviewSummary}>
          <p className={styles.average}>{t('product.detail.average', { average: (Math.round(average * 10) / 10).toFixed(1) })}</p>
          <Rating rating={average} count={total} />
          <ul className={styles.bars}>
            {STARS.map((stars) => {
              const count = reviews?.stars?.[stars] ?? 0;
              const percent = total > 0 ? Math.round((count / total) * 100) : 0;
              return (
                <li key={stars} className={styles.barRow}>
                  <span className={styles.barLabel}>{t('product.detail.star_row', { count: stars })}</span>
                  <span className={styles.bar} role="img" aria-label={t('product.detail.star_share', { percent })} style={{ '--share': `${percent}%` } as CSSProperties} />
                  <span className={styles.barCount} data-testid={`stars-${stars}`}>{count}</span>
                </li>
              );
            })}
          </ul>
        </div>
        <div className={styles.reviewList} aria-busy={busy}>
          {!page || page.data.length === 0 ? (
            <p className={styles.muted}>{t('product.detail.no_reviews')}</p>
          ) : (
            <>
              <ul className={styles.reviewItems}>
                {page.data.map((review) => (
                  <li key={review.id} className={styles.review}>
                    <div className={styles.reviewHead}>
                      <strong>{review.user.first_name}</strong>
                      <span className={styles.reviewStars} role="img" aria-label={t('product.rating', { rating: review.stars })}>{'★'.repeat(Math.max(0, Math.min(5, review.stars)))}<span className={styles.starOff}>{'★'.repeat(5 - Math.max(0, Math.min(5, review.stars)))}</span></span>
                      <time className={styles.muted} dateTime={review.created_at}>{formatDate(language, review.created_at, 'medium')}</time>
                    </div>
                    {review.comment ? <p className={styles.reviewText}>{review.comment}</p> : null}
                    {review.images.length > 0 ? (
                      <div className={styles.reviewImages}>
                        {review.images.map((image, index) => (
                          <button key={image} type="button" className={styles.reviewImage} aria-label={t('product.detail.review_photo', { index: index + 1, total: review.images.length, name: review.user.first_name })} onClick={() => setShown({ review, index })}>
                            <img src={common.thumbUrl(image)} alt="" width={64} height={64} loading="lazy" />
                          </button>
                        ))}
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
              {page.last_page > 1 ? (
                <nav className={styles.pager} aria-label={t('product.detail.review_page', { page: page.current_page, total: page.last_page })}>
                  <button type="button" className={styles.secondaryButton} disabled={busy || page.current_page <= 1} onClick={() => void go(page.current_page - 1)}>{t('product.detail.previous')}</button>
                  <span>{t('product.detail.review_page', { page: page.current_page, total: page.last_page })}</span>
                  <button type="button" className={styles.secondaryButton} disabled={busy || page.current_page >= page.last_page} onClick={() => void go(page.current_page + 1)}>{t('product.detail.next')}</button>
                </nav>
              ) : null}
            </>
          )}
        </div>
      </div>
      {shown ? (
        <Lightbox
          title={t('product.detail.review_photos', { name: shown.review.user.first_name })}
          images={shown.review.images.map((image) => common.imageUrl(image))}
          index={shown.index}
          onIndex={(index) => setShown({ review: shown.review, index: (index + shown.review.images.length) % shown.review.images.length })}
          onClose={() => setShown(null)}
        />
      ) : null}
    </section>
  );
});
