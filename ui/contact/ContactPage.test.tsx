// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactGateway } from '../../core/contact/contact-gateway.port';
import { SendContactMessage } from '../../core/contact/send-contact-message';
import { RequestError } from '../../core/shared/request-error';
import type { ServiceToken } from '../app/services';
import { MetaStore } from '../app/meta-store';
import { SessionStore } from '../app/session-store';
import { renderWithApp } from '../test-support/render-harness';
import { makeCommonData, setting } from '../test-support/data-factories';
import ContactPage from './ContactPage';

afterEach(cleanup);

/** The shop's side of `POST contact`: what arrived, or the refusal it is told to give. */
class ShopInbox implements ContactGateway {
  received: { message: Parameters<ContactGateway['send']>[0]; token: string | null; language: string }[] = [];
  refusal: RequestError | null = null;

  send(message: Parameters<ContactGateway['send']>[0], token: string | null, language: string): Promise<string> {
    if (this.refusal) return Promise.reject(this.refusal);
    this.received.push({ message, token, language });
    return Promise.resolve('Thank you. Your message has been sent.');
  }
}

async function contactPage(o: { language?: string; signedIn?: boolean } = {}) {
  const inbox = new ShopInbox();
  const session = new SessionStore();
  if (o.signedIn) {
    session.setToken('token-1');
    session.setUser({ id: 4, name: 'Grace Hopper', email: 'grace@example.com', phone: null, image: null } as never);
  }
  const services: [ServiceToken<unknown>, unknown][] = [[SessionStore, session], [MetaStore, new MetaStore()], [SendContactMessage, new SendContactMessage(inbox, session)]];
  const language = o.language ?? 'en';
  const harness = await renderWithApp(<ContactPage />, { language, route: language === 'en' ? '/contact' : `/${language}/contact`, services });
  return { inbox, harness };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => act(async () => { fireEvent.click(screen.getByRole('button', { name })); });

describe('ContactPage', () => {
  it('names every missing field, then sends the message and offers the way home', async () => {
    const { inbox } = await contactPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    await submit('Send message');
    for (const text of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) expect(screen.getByText(text)).toBeTruthy();
    expect(inbox.received).toHaveLength(0);

    type('Name', 'Ada');
    type('Email', 'ada@');
    await submit('Send message');
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(inbox.received).toHaveLength(0);

    type('Email', ' ada@example.com ');
    type('Subject', 'Parcel');
    type('Message', 'Line one\nLine two');
    await submit('Send message');
    expect(inbox.received).toEqual([{ message: { email: 'ada@example.com', name: 'Ada', subject: 'Parcel', message: 'Line one\nLine two', website: '' }, token: null, language: 'en' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, your message is on its way' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('ada@example.com');
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });

  it('says what the server refused under "The following error occurred", in French, keeping what was typed', async () => {
    const { inbox } = await contactPage({ language: 'fr' });
    inbox.refusal = new RequestError(429, 'Trop de messages depuis votre connexion. Réessayez dans quelques minutes.');
    type('Nom', 'Ada');
    type('E-mail', 'ada@example.com');
    type('Objet', 'Colis');
    type('Message', 'Bonjour');
    await submit('Envoyer le message');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('L’erreur suivante s’est produite')).toBeTruthy();
    expect(alert.textContent).toContain('Trop de messages');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Bonjour');
    expect(screen.queryByRole('link', { name: 'Retour à l’accueil' })).toBeNull();
  });

  it('fills in a signed-in shopper\'s name and address and sends with the session', async () => {
    const { inbox } = await contactPage({ signedIn: true });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Grace Hopper');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('grace@example.com');
    type('Subject', 'Hi');
    type('Message', 'Hello');
    await submit('Send message');
    expect(inbox.received[0]!.token).toBe('token-1');
  });

  it('hides the bot field from people and sends what a script typed into it', async () => {
    const { inbox } = await contactPage();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(trap, { target: { value: 'http://spam.example' } });
    type('Name', 'Bot'); type('Email', 'bot@example.com'); type('Subject', 'Buy'); type('Message', 'Cheap');
    await submit('Send message');
    expect(inbox.received[0]!.message.website).toBe('http://spam.example');
  });

  it('shows the shop\'s own address, e-mail and phone beside the form, in Arabic', async () => {
    const { harness } = await contactPage({ language: 'ar' });
    act(() => harness.common.setCommon(makeCommonData({ setting: setting({ email: 'help@shop.test', phone: '+1 555 0100', address_1: '1 Market St', city: 'Springfield', zip: '12345' }) }), 'ar'));
    const details = screen.getByRole('complementary', { name: 'طرق أخرى للتواصل معنا' });
    expect(within(details).getByRole('link', { name: 'help@shop.test' }).getAttribute('href')).toBe('mailto:help@shop.test');
    expect(within(details).getByRole('link', { name: '+1 555 0100' }).getAttribute('href')).toBe('tel:+15550100');
    expect(details.textContent).toContain('Springfield, 12345');
    expect(screen.getByRole('heading', { level: 1, name: 'اتصل بنا' })).toBeTruthy();
  });
});
