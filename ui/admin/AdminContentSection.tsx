import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { CONTENT, type ContactMessageView, type ModeratedReview } from '../../core/admin/content';
import { ContentDesk } from '../../core/admin/content-desk';
import { FormField } from '../account/FormField';
import { useLanguage } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import accountStyles from '../account/account.module.css';
import { AdminPager } from './AdminPager';
import type { AdminSectionProps } from './admin-section-props';
import { type ContentTab, ContentViewModel } from './content-view-model';
import lists from './admin-lists.module.css';
import styles from './admin.module.css';

const TABS: ContentTab[] = ['reviews', 'messages', 'newsletter'];

/** A date and time in the page's language. */
function useWhen(): (iso: string) => string {
  const { code } = useLanguage();
  const format = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}

/**
 * `/admin/content`: reviews to hide or show again (with a reason that is kept), contact messages
 * to read, mark answered and reply to by mail, and the newsletter's counts with a download of the
 * confirmed addresses. Three tabs; every list is filtered and paged by the server.
 */
export const AdminContentSection = observer(function AdminContentSection({ model: console }: AdminSectionProps) {
  const { t } = useTranslation();
  const desk = useService(ContentDesk);
  const [model] = useState(() => new ContentViewModel(desk, console.language));
  const id = useId();
  useEffect(() => { void model.open('reviews'); }, [model]);
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>{t('adminContent.title')}</h2>
      <p className={accountStyles.hint}>{t('adminContent.hint')}</p>
      <div role="tablist" aria-label={t('adminContent.tabs.label')} className={lists.tabs}>
        {TABS.map((tab) => (
          <button key={tab} type="button" role="tab" id={`${id}-${tab}`} aria-controls={`${id}-panel`} aria-selected={model.tab === tab}
            className={lists.tab} onClick={() => void model.open(tab)}>{t(`adminContent.tabs.${tab}`)}</button>
        ))}
      </div>
      {model.failure && <p role="alert" className={styles.alert}>{model.failure === true ? t('admin.failed') : model.failure}</p>}
      {model.notice && <p role="status" className={styles.notice}>{model.notice}</p>}
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${model.tab}`} className={styles.panel}>
        {model.tab === 'reviews' && <Reviews model={model} />}
        {model.tab === 'messages' && <Messages model={model} />}
        {model.tab === 'newsletter' && <Newsletter model={model} />}
      </div>
    </section>
  );
});

const Reviews = observer(function Reviews({ model }: { model: ContentViewModel }) {
  const { t } = useTranslation();
  const page = model.reviews;
  return (
    <>
      <form className={lists.filters} role="search" noValidate onSubmit={(event) => { event.preventDefault(); void model.loadReviews(1); }}>
        <FormField name="review-q" label={t('adminContent.search')} hint={t('adminContent.reviews.search_hint')} value={model.reviewFilter.q} onChange={(value) => model.setReviewFilter('q', value)} maxLength={CONTENT.searchMax} />
        <FormField name="review-visibility" label={t('adminContent.reviews.visibility')} value={model.reviewFilter.visibility} onChange={(value) => model.setReviewFilter('visibility', value)}
          options={[{ value: '', label: t('adminContent.reviews.any') }, { value: 'shown', label: t('adminContent.reviews.shown') }, { value: 'hidden', label: t('adminContent.reviews.hidden') }]} />
        <FormField name="review-rating" label={t('adminContent.reviews.rating')} value={model.reviewFilter.rating} onChange={(value) => model.setReviewFilter('rating', value)}
          options={[{ value: '', label: t('adminContent.reviews.any_rating') }, ...[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: t('adminContent.reviews.stars', { stars }) }))]} />
        <div className={lists.filterActions}>
          <button type="submit" className={accountStyles.primary} disabled={model.busy}>{t('adminContent.filter')}</button>
        </div>
      </form>
      {page && page.rows.length === 0 && <p className={accountStyles.hint}>{t('adminContent.reviews.empty')}</p>}
      <ul className={lists.cards}>
        {(page?.rows ?? []).map((review) => <ReviewCard key={review.id} model={model} review={review} />)}
      </ul>
      {page && <AdminPager page={page.page} lastPage={page.lastPage} busy={model.busy} onPage={(n) => void model.loadReviews(n)} />}
    </>
  );
});

const ReviewCard = observer(function ReviewCard({ model, review }: { model: ContentViewModel; review: ModeratedReview }) {
  const { t } = useTranslation();
  const when = useWhen();
  const hidden = review.visibility === 'hidden';
  const writing = model.draft?.id === review.id ? model.draft : null;
  const titleId = useId();
  return (
    <li className={lists.card} aria-labelledby={titleId}>
      <div className={lists.cardHead}>
        <h3 id={titleId} className={lists.cardTitle}>{t('adminContent.reviews.on', { product: review.product_title })}</h3>
        <span className={hidden ? `${lists.badge} ${lists.badgeHidden}` : lists.badge}>{t(`adminContent.reviews.${review.visibility}`)}</span>
      </div>
      <p className={lists.meta}>
        <span role="img" className={lists.stars} aria-label={t('adminContent.reviews.stars', { stars: review.rating })}>{'★'.repeat(review.rating)}{'☆'.repeat(5 - review.rating)}</span>
        {' · '}{t('adminContent.reviews.by', { name: review.author })} <bdi dir="ltr">{review.author_email}</bdi>
        {' · '}<bdi><time dateTime={review.created_at}>{when(review.created_at)}</time></bdi>
      </p>
      {review.comment === null ? <p className={lists.text}>{t('adminContent.reviews.no_comment')}</p> : <p className={lists.text} dir="auto">{review.comment}</p>}
      {review.reason !== null && review.moderated_at !== null && (
        <p className={lists.reason}>
          {t(hidden ? 'adminContent.reviews.hidden_by' : 'adminContent.reviews.shown_by', { email: review.moderated_by ?? '', date: when(review.moderated_at) })}
          {' — '}<bdi>{t('adminContent.reviews.reason_shown', { reason: review.reason })}</bdi>
        </p>
      )}
      {writing ? (
        <form className={styles.inline} noValidate onSubmit={(event) => { event.preventDefault(); void model.moderate(review); }}>
          <FormField name={`reason-${review.id}`} label={t('adminContent.reviews.reason')} value={writing.text} onChange={(value) => model.type(value)} rows={2} maxLength={CONTENT.reasonMax}
            serverError={writing.problem ? t(`adminContent.problems.${writing.problem}`, { min: CONTENT.reasonMin, max: CONTENT.reasonMax }) : undefined} />
          <div className={lists.actions}>
            <button type="submit" className={accountStyles.primary} disabled={model.busy}>{t(hidden ? 'adminContent.reviews.confirm_show' : 'adminContent.reviews.confirm_hide')}</button>
            <button type="button" className={accountStyles.secondary} onClick={() => model.cancel()}>{t('adminContent.cancel')}</button>
          </div>
        </form>
      ) : (
        <div className={lists.actions}>
          <button type="button" className={accountStyles.secondary} disabled={model.busy} onClick={() => model.write(review.id)}>
            {t(hidden ? 'adminContent.reviews.show' : 'adminContent.reviews.hide')}
          </button>
        </div>
      )}
    </li>
  );
});

const Messages = observer(function Messages({ model }: { model: ContentViewModel }) {
  const { t } = useTranslation();
  const page = model.messages;
  return (
    <>
      <form className={lists.filters} role="search" noValidate onSubmit={(event) => { event.preventDefault(); void model.loadMessages(1); }}>
        <FormField name="message-q" label={t('adminContent.search')} hint={t('adminContent.messages.search_hint')} value={model.messageFilter.q} onChange={(value) => model.setMessageFilter('q', value)} maxLength={CONTENT.searchMax} />
        <FormField name="message-state" label={t('adminContent.messages.state')} value={model.messageFilter.state} onChange={(value) => model.setMessageFilter('state', value)}
          options={[{ value: '', label: t('adminContent.messages.any') }, ...(['new', 'read', 'answered'] as const).map((state) => ({ value: state, label: t(`adminContent.messages.${state}`) }))]} />
        <div className={lists.filterActions}>
          <button type="submit" className={accountStyles.primary} disabled={model.busy}>{t('adminContent.filter')}</button>
        </div>
      </form>
      {page && page.rows.length === 0 && <p className={accountStyles.hint}>{t('adminContent.messages.empty')}</p>}
      <ul className={lists.cards}>
        {(page?.rows ?? []).map((message) => <MessageCard key={message.id} model={model} message={message} />)}
      </ul>
      {page && <AdminPager page={page.page} lastPage={page.lastPage} busy={model.busy} onPage={(n) => void model.loadMessages(n)} />}
    </>
  );
});

const MessageCard = observer(function MessageCard({ model, message }: { model: ContentViewModel; message: ContactMessageView }) {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const when = useWhen();
  const writing = model.draft?.id === message.id ? model.draft : null;
  const titleId = useId();
  const languageName = message.language ? (new Intl.DisplayNames([code], { type: 'language' }).of(message.language) ?? message.language) : null;
  return (
    <li className={lists.card} aria-labelledby={titleId}>
      <div className={lists.cardHead}>
        <h3 id={titleId} className={lists.cardTitle}><bdi dir="auto">{message.subject}</bdi></h3>
        <span className={message.state === 'new' ? `${lists.badge} ${lists.badgeHidden}` : lists.badge}>{t(`adminContent.messages.${message.state}`)}</span>
      </div>
      <p className={lists.meta}>
        {t('adminContent.messages.from', { name: message.name })} <bdi dir="ltr">{message.email}</bdi>
        {' · '}<bdi><time dateTime={message.created_at}>{when(message.created_at)}</time></bdi>
        {languageName && <>{' · '}{t('adminContent.messages.language', { language: languageName })}</>}
      </p>
      <p className={lists.text} dir="auto">{message.message}</p>
      {message.replies.length > 0 && (
        <ul className={lists.replies}>
          {message.replies.map((reply) => (
            <li key={reply.at} className={lists.reply}>
              <p className={lists.meta}>{t('adminContent.messages.replied', { email: reply.by, date: when(reply.at) })}</p>
              <p className={lists.text} dir="auto">{reply.body}</p>
            </li>
          ))}
        </ul>
      )}
      {writing ? (
        <form className={styles.inline} noValidate onSubmit={(event) => { event.preventDefault(); void model.reply(message); }}>
          <FormField name={`reply-${message.id}`} label={t('adminContent.messages.reply_label', { email: message.email })} hint={t('adminContent.messages.reply_hint')} value={writing.text}
            onChange={(value) => model.type(value)} rows={6} maxLength={CONTENT.replyMax}
            serverError={writing.problem ? t(`adminContent.problems.${writing.problem}`, { max: CONTENT.replyMax }) : undefined} />
          <div className={lists.actions}>
            <button type="submit" className={accountStyles.primary} disabled={model.busy}>{t('adminContent.messages.send')}</button>
            <button type="button" className={accountStyles.secondary} onClick={() => model.cancel()}>{t('adminContent.cancel')}</button>
          </div>
        </form>
      ) : (
        <div className={lists.actions}>
          <button type="button" className={accountStyles.primary} disabled={model.busy} onClick={() => model.write(message.id)}>{t('adminContent.messages.reply')}</button>
          {message.state === 'new' && (
            <button type="button" className={accountStyles.secondary} disabled={model.busy} onClick={() => void model.mark(message, 'read')}>{t('adminContent.messages.mark_read')}</button>
          )}
          {message.state !== 'answered' && (
            <button type="button" className={accountStyles.secondary} disabled={model.busy} onClick={() => void model.mark(message, 'answered')}>{t('adminContent.messages.mark_answered')}</button>
          )}
        </div>
      )}
    </li>
  );
});

const Newsletter = observer(function Newsletter({ model }: { model: ContentViewModel }) {
  const { t } = useTranslation();
  const counts = model.newsletter;
  return (
    <>
      <h3 className={lists.cardTitle}>{t('adminContent.newsletter.counts')}</h3>
      {counts && (
        <dl className={lists.counts}>
          {(['confirmed', 'pending', 'unsubscribed'] as const).map((key) => (
            <div key={key} className={lists.count}>
              <dt>{t(`adminContent.newsletter.${key}`)}</dt>
              <dd>{counts[key]}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className={accountStyles.hint}>{t('adminContent.newsletter.confirmed_hint')}</p>
      <a className={`${accountStyles.primary} ${lists.download}`} href={model.exportUrl} download>{t('adminContent.newsletter.export')}</a>
      <p className={accountStyles.hint}>{t('adminContent.newsletter.export_hint')}</p>
    </>
  );
});
