// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestError } from '../../core/shared/request-error';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import SellerRegisterPage from './SellerRegisterPage';
import { ToastStore } from '../layout/overlays/toast-store';
import { CountingRandom, FAKE_CHALLENGE, FakeAuthGateway, makeSignIn, MemoryKeyValue, MemorySession, MemoryTokens } from '../../core/auth/auth-fakes.test-support';
import { GuestToken } from '../../core/auth/guest-token';
import { SellerSignUp } from '../../core/auth/seller-sign-up';
import { SellerVerify } from '../../core/auth/seller-verify';
import { SignOut } from '../../core/auth/sign-out';
import { renderWithApp } from '../test-support/render-harness';
import { SessionStore } from '../app/session-store';
import { renderAuthPage } from './auth-test-kit';

afterEach(cleanup);

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('LoginPage', () => {
  it('says which fields are missing or malformed, in English, and sends nothing', async () => {
    const { gateway } = await renderAuthPage(<LoginPage />, { path: '/login', route: '/login' });
    await press('Sign in');
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    type('Email', 'not-an-address');
    await press('Sign in');
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(gateway.calls).toEqual([]);
  });

  it('says it in Arabic on the Arabic page', async () => {
    await renderAuthPage(<LoginPage />, { path: '/ar/login', route: '/ar/login', language: 'ar' });
    await press('تسجيل الدخول');
    expect(screen.getByText('حقل البريد الإلكتروني مطلوب')).toBeTruthy();
    expect(screen.getByText('حقل كلمة المرور مطلوب')).toBeTruthy();
  });

  it('signs in and goes back to the page asked for', async () => {
    const { gateway, tokens } = await renderAuthPage(<LoginPage />, { path: '/login?redirect=%2Fuser%2Fprofile%3Ftab%3D2', route: '/login' });
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    await press('Sign in');
    expect(gateway.calls[0]!.args[0]).toEqual({ email: 'ada@example.com', password: 'secret1' });
    expect(tokens.value).toBe('tok-1');
    expect(screen.getByTestId('location').textContent).toBe('/user/profile?tab=2');
  });

  it('past the account ceiling asks for the mailed code, says why in Arabic, and signs in with it', async () => {
    const challenge = { code_required: true, email: 'ada@example.com', challenge: 'c'.repeat(43) };
    const { gateway, session } = await renderAuthPage(<LoginPage />, { path: '/ar/login?redirect=%2Far%2Fcart', route: '/ar/login', language: 'ar', answers: { signIn: challenge } });
    type('البريد الإلكتروني', 'ada@example.com');
    type('كلمة المرور', 'secret1');
    await press('تسجيل الدخول');
    expect(session.isLoggedIn).toBe(false);
    expect(screen.getByText(/حدثت محاولات تسجيل دخول فاشلة كثيرة على هذا الحساب\. إذا كانت كلمة المرور التي أدخلتها صحيحة، فقد أرسلنا رمزًا من 6 أرقام إلى \u2068ada@example.com\u2069/)).toBeTruthy();
    // The way the lead names for a code that never comes is on the page.
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' }).getAttribute('href')).toBe('/ar/forgot-password');
    type('رمز التحقق', '654321');
    await press('تسجيل الدخول');
    expect(gateway.calls.map((c) => c.method)).toEqual(['signIn', 'signInWithCode']);
    expect(gateway.calls[1]!.args[0]).toEqual({ email: 'ada@example.com', code: '654321', challenge: challenge.challenge });
    expect(session.isLoggedIn).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/ar/cart');
  });

  it('never follows a redirect to another site', async () => {
    await renderAuthPage(<LoginPage />, { path: '/fr/login?redirect=%2F%2Fevil.example', route: '/fr/login', language: 'fr' });
    type('E-mail', 'ada@example.com');
    type('Mot de passe', 'secret1');
    await press('Se connecter');
    expect(screen.getByTestId('location').textContent).toBe('/fr');
  });

  it('shows the server refusal and lets the shopper try again', async () => {
    const { session } = await renderAuthPage(<LoginPage />, { path: '/login', route: '/login', answers: { signIn: new RequestError(201, 'These credentials do not match our records', ['These credentials do not match our records']) } });
    type('Email', 'ada@example.com');
    type('Password', 'wrong-one');
    await press('Sign in');
    expect(screen.getByRole('alert').textContent).toContain('These credentials do not match our records');
    expect(session.isLoggedIn).toBe(false);
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables the button while signing in', async () => {
    let finish!: (value: unknown) => void;
    await renderAuthPage(<LoginPage />, { path: '/login', route: '/login', answers: { signIn: new Promise((resolve) => (finish = resolve)) } });
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    await press('Sign in');
    expect((screen.getByRole('button', { name: 'Please wait…' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish(makeSignIn()));
  });

  it('shows and hides the password', async () => {
    await renderAuthPage(<LoginPage />, { path: '/login', route: '/login' });
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
  });

  it('links to register (keeping the redirect) and to forgot password', async () => {
    await renderAuthPage(<LoginPage />, { path: '/login?redirect=%2Fuser%2Faddresses', route: '/login' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register?redirect=%2Fuser%2Faddresses');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });
});

describe('RegisterPage', () => {
  it('checks length and confirmation of the password', async () => {
    await renderAuthPage(<RegisterPage />, { path: '/register', route: '/register' });
    type('Name', 'Ada');
    type('Email', 'ada@example.com');
    type('Password', '123');
    type('Confirm password', '1234');
    await press('Create account');
    expect(screen.getByText('Password must be 6 to 128 characters')).toBeTruthy();
    expect(screen.getByText("Password didn't match")).toBeTruthy();
  });

  it('asks for the e-mailed code, then signs in and goes home', async () => {
    const { gateway, session } = await renderAuthPage(<RegisterPage />, { path: '/register', route: '/register' });
    type('Name', 'Ada');
    type('Email', 'Ada@Example.com ');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    await press('Create account');
    expect(screen.getByText(/Enter the 6-digit code we emailed to Ada@Example.com/)).toBeTruthy();
    type('Verification code', '12');
    await press('Verify and continue');
    expect(screen.getByText('The code has 6 digits')).toBeTruthy();
    type('Verification code', '123456');
    await press('Verify and continue');
    expect(gateway.calls.map((c) => c.method)).toEqual(['signUp', 'verify']);
    expect(gateway.calls[1]!.args[0]).toEqual({ email: 'Ada@Example.com', code: '123456', challenge: FAKE_CHALLENGE });
    expect(session.isLoggedIn).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('shows a wrong code in Arabic, as the server words it', async () => {
    await renderAuthPage(<RegisterPage />, { path: '/ar/register', route: '/ar/register', language: 'ar', answers: { verify: new RequestError(201, 'الرمز غير صحيح', ['الرمز غير صحيح']) } });
    await press('إنشاء الحساب');
    expect(screen.getByText('حقل الاسم مطلوب')).toBeTruthy();
    expect(screen.getByText('حقل كلمة المرور مطلوب')).toBeTruthy();
    type('الاسم', 'أحمد');
    type('البريد الإلكتروني', 'ahmad@example.com');
    type('كلمة المرور', 'secret1');
    type('تأكيد كلمة المرور', 'secret2');
    await press('إنشاء الحساب');
    expect(screen.getByText('كلمتا المرور غير متطابقتين')).toBeTruthy();
    type('تأكيد كلمة المرور', 'secret1');
    await press('إنشاء الحساب');
    type('رمز التحقق', '000000');
    await press('تحقّق وتابع');
    expect(screen.getByRole('alert').textContent).toContain('الرمز غير صحيح');
    expect(screen.getByRole('alert').textContent).toContain('حدث الخطأ التالي');
  });
});

describe('ForgotPasswordPage', () => {
  it('e-mail, then code and new password, then back to sign in', async () => {
    const { gateway } = await renderAuthPage(<ForgotPasswordPage />, { path: '/forgot-password', route: '/forgot-password' });
    type('Email', 'ada@example.com');
    await press('Send code');
    expect(gateway.calls[0]).toEqual({ method: 'forgotPassword', args: ['ada@example.com', 'en'] });
    type('Verification code', '654321');
    type('New password', 'brand-new');
    type('Confirm password', 'brand-ne');
    await press('Change password');
    expect(screen.getByText("Password didn't match")).toBeTruthy();
    type('Confirm password', 'brand-new');
    await press('Change password');
    expect(gateway.calls[1]!.args[0]).toMatchObject({ email: 'ada@example.com', code: '654321', challenge: FAKE_CHALLENGE, password: 'brand-new', password_confirmation: 'brand-new' });
    expect(screen.getByRole('status').textContent).toContain('Your password was changed');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});

describe('SellerRegisterPage', () => {
  it('asks for the store and phone too, then shows the store awaiting review', async () => {
    const { gateway } = await renderAuthPage(<SellerRegisterPage />, { path: '/seller/register', route: '/seller/register' });
    await press('Register as a seller');
    expect(screen.getByText('Store name is required')).toBeTruthy();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    type('Store name', 'Ada Goods');
    type('Name', 'Ada');
    type('Email', 'ada@example.com');
    type('Phone', '+93 700 000 000');
    type('Password', 'secret1');
    type('Confirm password', 'secret1');
    await press('Register as a seller');
    expect(gateway.calls[0]!.args[0]).toMatchObject({ store_name: 'Ada Goods', phone: '+93 700 000 000' });
    type('Verification code', '111222');
    await press('Verify and continue');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your store is awaiting review' })).toBeTruthy());
    expect(screen.getByRole('status').textContent).toContain('ada@example.com');
  });

  it('says it in Arabic', async () => {
    await renderAuthPage(<SellerRegisterPage />, { path: '/ar/seller/register', route: '/ar/seller/register', language: 'ar' });
    await press('التسجيل كبائع');
    expect(screen.getByText('حقل اسم المتجر مطلوب')).toBeTruthy();
    expect(screen.getByText('حقل الهاتف مطلوب')).toBeTruthy();
  });

  it('tells a signed-in customer how to become a seller instead of sending them home, and signs them out on request', async () => {
    const gateway = new FakeAuthGateway();
    const session = new SessionStore();
    session.setToken('tok');
    session.setUser({ id: 1, name: 'Ada', email: 'ada@example.com', phone: null, image: null, role: 'customer', language: 'fr', cart_count: 0, is_logged_in: true, store: null });
    const signOut = new SignOut(gateway, new MemoryTokens(), session, new GuestToken(new MemoryKeyValue(), new CountingRandom()));
    await renderWithApp(<SellerRegisterPage />, {
      language: 'fr', route: '/fr/seller/register',
      services: [[SessionStore, session], [SignOut, signOut], [ToastStore, new ToastStore()], [SellerSignUp, new SellerSignUp(gateway)], [SellerVerify, new SellerVerify(gateway, new MemoryTokens(), new MemorySession())]],
    });
    expect(screen.getByRole('status').textContent).toContain('Vous êtes connecté en tant que ada@example.com');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter et inscrire une boutique' })); });
    expect(session.isLoggedIn).toBe(false);
    expect(await screen.findByRole('button', { name: 'S’inscrire comme vendeur' })).toBeTruthy();
  });

  it('shows a seller their store is registered already', async () => {
    const session = new SessionStore();
    session.setToken('tok');
    session.setUser({ id: 2, name: 'Bo', email: 'bo@example.com', phone: null, image: null, role: 'seller', language: 'en', cart_count: 0, is_logged_in: true, store: { slug: 'bo', name: 'Bo Goods', status: 'approved' } });
    const gateway = new FakeAuthGateway();
    await renderWithApp(<SellerRegisterPage />, {
      route: '/seller/register',
      services: [
        [SessionStore, session], [ToastStore, new ToastStore()], [SellerSignUp, new SellerSignUp(gateway)], [SellerVerify, new SellerVerify(gateway, new MemoryTokens(), new MemorySession())],
        [SignOut, new SignOut(gateway, new MemoryTokens(), session, new GuestToken(new MemoryKeyValue(), new CountingRandom()))],
      ],
    });
    expect(screen.getByRole('status').textContent).toBe('Your store Bo Goods is already registered with this account.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
