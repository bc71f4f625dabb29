// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NewsletterGateway } from '../../../core/newsletter/newsletter-gateway.port';
import { SubscribeNewsletter } from '../../../core/newsletter/subscribe-newsletter';
import { RequestError } from '../../../core/shared/request-error';
import { FeatureLoader } from '../../app/features';
import type { ServiceToken } from '../../app/services';
import { renderWithApp } from '../../test-support/render-harness';
import { NewsletterForm } from './NewsletterForm';

afterEach(cleanup);

/** The shop's side of `email-subscription`, held until the test lets it answer. */
class Signups implements Pick<NewsletterGateway, 'subscribe'> {
  asked: { email: string; language: string }[] = [];
  private answer: { resolve: (message: string) => void; reject: (error: unknown) => void } | null = null;

  subscribe(email: string, language: string): Promise<string> {
    this.asked.push({ email, language });
    return new Promise((resolve, reject) => { this.answer = { resolve, reject }; });
  }
  async succeed(message: string) { await act(async () => this.answer!.resolve(message)); }
  async fail(error: unknown) { await act(async () => this.answer!.reject(error)); }
}

const TEXT = {
  en: { box: 'Email address', subscribe: 'Subscribe', subscribing: 'Subscribing…', required: 'Email is required', invalid: 'Invalid email', failed: 'The subscription could not be sent. Please try again.' },
  ar: { box: 'البريد الإلكتروني', subscribe: 'اشترك', subscribing: 'جارٍ الاشتراك…', failed: 'تعذر إرسال الاشتراك. يرجى المحاولة مرة أخرى.' },
} as const;

async function footerForm(language: 'en' | 'ar') {
  const signups = new Signups();
  const loaded: string[] = [];
  const loader: FeatureLoader = { load: (name) => { loaded.push(name); return Promise.resolve({ loads: {} }); }, isLoaded: () => true };
  const services: [ServiceToken<unknown>, unknown][] = [[FeatureLoader, loader], [SubscribeNewsletter, new SubscribeNewsletter(signups as unknown as NewsletterGateway)]];
  await renderWithApp(<NewsletterForm />, { language, services });
  const box = () => screen.getByRole('textbox');
  const button = () => screen.getByRole('button');
  const submit = async () => { await act(async () => { fireEvent.click(button()); }); };
  return { signups, loaded, box, button, submit };
}

describe('the footer newsletter form', () => {
  it('goes idle -> submitting -> success in English: the form\'s own messages first, then the server\'s answer', async () => {
    const form = await footerForm('en');
    expect(screen.getByLabelText(TEXT.en.box)).toBe(form.box());
    await form.submit();
    expect(screen.getByRole('alert').textContent).toBe(TEXT.en.required);
    expect(form.box().getAttribute('aria-invalid')).toBe('true');
    expect(form.box().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    fireEvent.change(form.box(), { target: { value: 'not-an-email' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await form.submit();
    expect(screen.getByRole('alert').textContent).toBe(TEXT.en.invalid);
    expect(form.signups.asked).toEqual([]);

    fireEvent.change(form.box(), { target: { value: ' Shopper@Mail.com ' } });
    await form.submit();
    // Submitting: the feature loads (with the call's code), the button says so and a second click sends nothing more.
    expect(form.button().textContent).toBe(TEXT.en.subscribing);
    await waitFor(() => expect(form.signups.asked).toHaveLength(1));
    expect(form.loaded).toEqual(['newsletter']);
    expect(form.signups.asked).toEqual([{ email: 'Shopper@Mail.com', language: 'en' }]);
    expect(form.button().textContent).toBe(TEXT.en.subscribing);
    expect((form.button() as HTMLButtonElement).disabled).toBe(true);
    await form.submit();
    expect(form.signups.asked).toHaveLength(1);

    await form.signups.succeed('Thank you! Please check your inbox and confirm your subscription.');
    expect(screen.getByRole('status').textContent).toBe('Thank you! Please check your inbox and confirm your subscription.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((form.box() as HTMLInputElement).value).toBe('');
    expect(form.button().textContent).toBe(TEXT.en.subscribe);
  });

  it('shows the server\'s refusal of the address in Arabic, and a failure of its own when the shop does not answer', async () => {
    const form = await footerForm('ar');
    expect(screen.getByLabelText(TEXT.ar.box)).toBe(form.box());
    expect(form.button().textContent).toBe(TEXT.ar.subscribe);
    fireEvent.change(form.box(), { target: { value: 'salma@example.c' } });
    await form.submit();
    expect(form.button().textContent).toBe(TEXT.ar.subscribing);
    await waitFor(() => expect(form.signups.asked).toHaveLength(1));
    await form.signups.fail(new RequestError(201, 'البريد الإلكتروني غير صالح', ['البريد الإلكتروني غير صالح'], { email: 'البريد الإلكتروني غير صالح' }));
    expect(screen.getByRole('alert').textContent).toBe('البريد الإلكتروني غير صالح');
    expect(form.box().getAttribute('aria-invalid')).toBe('true');
    expect((form.box() as HTMLInputElement).value).toBe('salma@example.c');

    fireEvent.change(form.box(), { target: { value: 'salma@example.com' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await form.submit();
    await waitFor(() => expect(form.signups.asked).toHaveLength(2));
    await form.signups.fail(new RequestError(0, 'API is down.'));
    expect(screen.getByRole('alert').textContent).toBe(TEXT.ar.failed);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
