import { useEffect, useId, useMemo, useState } from 'react';
import { REVIEW } from '../../core/reviews/review-rules';
import type { OwnReview } from '../../core/reviews/reviews-gateway.port';
import { reviewFormProblems, type ReviewFormProblem } from '../../core/reviews/write-review';
import { useService } from '../app/services';
import { CommonStore } from '../app/common-store';
import { useTranslation } from '../i18n/react-i18n';
import { Dialog } from '../kit/dialog/Dialog';
import accountStyles from '../account/account.module.css';
import styles from './reviews.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** What the dialog sends: the form's values, the kept photos and the newly picked files. */
export interface ReviewDraft {
  stars: number;
  comment: string;
  keep_images: string[];
  photos: File[];
}

/**
 * Writing or editing a review of one ordered product: stars 1 to 5, a comment, up to 5 photos
 * (the review's own, each removable, and new ones picked here). The browser checks each photo's
 * type and size, and the count, before anything is sent; the server checks them again by content.
 */
export function ReviewDialog({ title, existing, onSubmit, onClose }: {
  /** The product's title. */
  title: string;
  existing: OwnReview | null;
  /** Sends the review; true when it was stored (the dialog then closes). */
  onSubmit: (draft: ReviewDraft) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const common = useService(CommonStore);
  const [stars, setStars] = useState(existing?.stars ?? 0);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [kept, setKept] = useState<string[]>(existing?.images ?? []);
  const [photos, setPhotos] = useState<File[]>([]);
  const [problems, setProblems] = useState<ReviewFormProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const commentId = useId();
  const photosId = useId();
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const message = (problem: ReviewFormProblem) => {
    if (problem.field === 'stars') return t('reviews.errors.stars');
    if (problem.field === 'comment') return t('reviews.errors.comment', { max: REVIEW.maxComment });
    if (problem.problem === 'count') return t('reviews.errors.count', { max: REVIEW.maxPhotos, names: problem.names.map((name) => `\u2068${name}\u2069`).join(', ') });
    return t(`reviews.errors.${problem.problem}`, { name: `\u2068${problem.name}\u2069`, max: REVIEW.maxPhotoKb });
  };
  const problemsOf = (field: ReviewFormProblem['field']) => problems.filter((problem) => problem.field === field);
  const pick = (files: FileList | null) => {
    const picked = [...(files ?? [])];
    const draft = { stars: stars || 1, comment, keep_images: kept, photos: [...photos, ...picked] };
    // A photo the browser already knows is wrong is not kept in the form: the shopper sees why.
    const refused = reviewFormProblems(draft).filter((problem) => problem.field === 'photos');
    setProblems(refused);
    const wrong = new Set(refused.flatMap((problem) => ('name' in problem ? [problem.name] : [])));
    setPhotos([...photos, ...picked.filter((file) => !wrong.has(file.name))].slice(0, REVIEW.maxPhotos - kept.length));
  };
  const submit = async () => {
    const draft: ReviewDraft = { stars, comment, keep_images: kept, photos };
    const found = reviewFormProblems(draft);
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    const done = await onSubmit(draft);
    setBusy(false);
    if (done) onClose();
  };
  const errorList = (field: ReviewFormProblem['field']) => {
    const list = problemsOf(field);
    return list.length === 0 ? null : <ul className={styles.errors} role="alert">{list.map((problem, i) => <li key={i}>{message(problem)}</li>)}</ul>;
  };

  return (
    <Dialog title={t(existing ? 'reviews.form.title_edit' : 'reviews.form.title_new', { title })} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <fieldset className={styles.stars}>
          <legend className={accountStyles.label}>{t('reviews.form.rating')}</legend>
          <div className={styles.starRow}>
            {STARS.map((value) => (
              <label key={value} className={`${styles.star} ${value <= stars ? styles.starOn : ''}`}>
                <input type="radio" name="stars" value={value} checked={stars === value} onChange={() => setStars(value)} className="visually-hidden" />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('product.detail.star_row', { count: value })}</span>
              </label>
            ))}
          </div>
          {errorList('stars')}
        </fieldset>
        <div className={accountStyles.field}>
          <label htmlFor={commentId} className={accountStyles.label}>{t('reviews.form.comment')}</label>
          <textarea id={commentId} className={accountStyles.input} rows={4} value={comment} onChange={(event) => setComment(event.target.value)} aria-describedby={`${commentId}-hint`} />
          <p id={`${commentId}-hint`} className={styles.hint}>{t('reviews.form.comment_hint', { count: comment.trim().length, max: REVIEW.maxComment })}</p>
          {errorList('comment')}
        </div>
        <div className={accountStyles.field}>
          <label htmlFor={photosId} className={accountStyles.label}>{t('reviews.form.photos')}</label>
          <p className={styles.hint}>{t('reviews.form.photos_hint', { max: REVIEW.maxPhotos, kb: REVIEW.maxPhotoKb })}</p>
          {kept.length + photos.length > 0 ? (
            <ul className={styles.photos}>
              {kept.map((name, i) => (
                <li key={name}>
                  <img src={common.thumbUrl(name)} alt="" width={72} height={72} />
                  <button type="button" className={styles.removePhoto} onClick={() => setKept(kept.filter((k) => k !== name))}>{t('reviews.form.remove_photo', { index: i + 1 })}</button>
                </li>
              ))}
              {photos.map((photo, i) => (
                <li key={`${photo.name}-${i}`}>
                  <img src={previews[i]} alt="" width={72} height={72} />
                  <button type="button" className={styles.removePhoto} onClick={() => setPhotos(photos.filter((_, j) => j !== i))}>{t('reviews.form.remove_photo', { index: kept.length + i + 1 })}</button>
                </li>
              ))}
            </ul>
          ) : null}
          <input
            id={photosId}
            type="file"
            accept={REVIEW.photoTypes.join(',')}
            multiple
            disabled={kept.length + photos.length >= REVIEW.maxPhotos}
            onChange={(event) => { pick(event.target.files); event.target.value = ''; }}
            className={`visually-hidden ${styles.fileInput}`}
          />
          {/* The browser's own file button speaks the browser's language; this one the shop's. */}
          <label htmlFor={photosId} className={styles.pickButton} aria-hidden="true" data-disabled={kept.length + photos.length >= REVIEW.maxPhotos || undefined}>
            {t('reviews.form.add_photos')}
          </label>
          {errorList('photos')}
        </div>
        <div className={accountStyles.formActions}>
          <button type="button" className={accountStyles.secondary} onClick={onClose}>{t('reviews.form.cancel')}</button>
          <button type="submit" className={accountStyles.primary} disabled={busy}>{t(existing ? 'reviews.form.save' : 'reviews.form.submit')}</button>
        </div>
      </form>
    </Dialog>
  );
}
