import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/auth-messages';
import { newsletterConfirmMail } from '../mail/templates/newsletter-mails';
import { translateCount } from './server-messages';

const links = { page: 'https://shop.test/newsletter/unsubscribe?t=x', oneClick: 'https://shop.test/api/v1/newsletter/unsubscribe?t=x' };

describe('server messages that carry a count agree with it', () => {
  it.each([
    [1, 'انتظر دقيقة واحدة'],
    [2, 'انتظر دقيقتين'],
    [3, 'انتظر 3 دقائق'],
    [15, 'انتظر 15 دقيقة'],
  ])('Arabic sign-in wait of %i minutes says %s', (minutes, words) => {
    expect(translateCount(AUTH_MESSAGES, 'signin_wait', 'ar', minutes, { minutes })).toContain(words);
  });

  it('keeps the one wording of languages whose words do not change', () => {
    expect(translateCount(AUTH_MESSAGES, 'signin_wait', 'tr', 1, { minutes: 1 })).toContain('1 dk');
    expect(translateCount(AUTH_MESSAGES, 'signin_wait', 'en', 1, { minutes: 1 })).toContain('Wait a minute');
    expect(translateCount(AUTH_MESSAGES, 'signin_wait', 'en', 5, { minutes: 5 })).toContain('Wait 5 min');
  });

  it.each([
    ['ar', 3, 'لمدة 3 أيام'],
    ['ar', 7, 'لمدة 7 أيام'],
    ['ar', 14, 'لمدة 14 يومًا'],
    ['ar', 2, 'لمدة يومين'],
    ['en', 1, 'works for 1 day.'],
    ['fr', 30, 'valable 30 jours'],
  ])('the newsletter link in %s for %i days says %s', (language, days, words) => {
    expect(newsletterConfirmMail('a@b.co', language, 'https://shop.test/c', days, links).text).toContain(words);
  });
});
