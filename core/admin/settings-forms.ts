/*
 * The back office's settings forms (class-validator, core/shared/forms.ts) and the rules between
 * their fields, shared by the console and the server. Each refused field gets one code; the server
 * words it in the member's language (backend/admin/settings-messages.ts).
 */
import { IsEmail, IsIn, IsNotEmpty, IsOptional, Matches, MaxLength, registerDecorator, ValidateIf, type ValidationArguments } from 'class-validator';
import { freeDeliveryInput } from '../cart/free-delivery';
import { GA_ID, PIXEL_ID } from '../banners/consent';
import { isOnlineMethod } from '../payments/payment-methods';
import { IsPhone, MAILBOX, readForm, required, TEXT_MAX, tooLong } from '../shared/forms';
import type { PaymentMethodSetting } from './settings';

/** Why a settings field was refused. */
export type SettingsCode =
  | 'required' | 'too_long' | 'invalid_email' | 'invalid_phone' | 'invalid_choice'
  | 'invalid_version' | 'invalid_ga_id' | 'invalid_pixel_id' | 'needs_cookie_banner' | 'invalid_amount'
  | 'invalid_swift' | 'unknown_method' | 'not_configured';
export type SettingsErrors = Record<string, SettingsCode>;

/** Longest bank-transfer instructions, per language. */
export const INSTRUCTIONS_MAX = 1000;

/** A SWIFT/BIC code: bank (4 letters), country (2 letters), place (2), optional branch (3); stored in capitals. */
export const SWIFT = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/i;

const FLAG = ['0', '1'];

/** `pattern`, or nothing at all (an empty field is `required`'s to name, not the format's). */
const emptyOr = (pattern: RegExp) => new RegExp(`^$|${pattern.source}`, pattern.flags);
const flag = { message: 'invalid_choice' };

/** The version of the row the form was read at (a positive whole number). */
class Versioned {
  @Matches(/^[1-9]\d{0,8}$/, { message: 'invalid_version' }) @IsNotEmpty({ message: 'invalid_version' })
  version = '';
}

/** Analytics and pixel ids, the cookie banner, guest checkout and vendor registration; flags are '0' or '1'. */
export class StorefrontForm extends Versioned {
  @IsIn(FLAG, flag) enable_ga = '';
  // Checked when analytics is on or an id is given: an id that is not a GA4 id is never stored.
  @ValidateIf((form: StorefrontForm) => form.enable_ga === '1' || form.ga_id !== '')
  @Matches(emptyOr(GA_ID), { message: 'invalid_ga_id' }) @IsNotEmpty(required)
  ga_id = '';

  @IsIn(FLAG, flag) enable_pixel = '';
  @ValidateIf((form: StorefrontForm) => form.enable_pixel === '1' || form.pixel_id !== '')
  @Matches(emptyOr(PIXEL_ID), { message: 'invalid_pixel_id' }) @IsNotEmpty(required)
  pixel_id = '';

  // Analytics and the pixel load only after a shopper accepts the cookie banner (core/banners/consent.ts):
  // with the banner off they would never load, so the banner stays on while either is on.
  @NeedsBannerFor('enable_ga', 'enable_pixel') @IsIn(FLAG, flag) cookie_banner = '';
  @IsIn(FLAG, flag) guest_checkout = '';
  @IsIn(FLAG, flag) vendor_registration = '';
  @IsIn(FLAG, flag) product_review = '';
}

function NeedsBannerFor(...tags: string[]) {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'needsBannerFor', target: target.constructor, propertyName, options: { message: 'needs_cookie_banner' },
      validator: { validate: (value: unknown, args?: ValidationArguments) => value !== '0' || tags.every((tag) => (args?.object as Record<string, unknown>)[tag] !== '1') },
    });
  };
}

/** The free-delivery threshold: an amount, or empty for off (core/cart/free-delivery.ts, as the CLI takes it). */
export class FreeDeliveryForm extends Versioned {
  @IsFreeDeliveryAmount() amount = '';
}

function IsFreeDeliveryAmount() {
  return (target: object, propertyName: string) => {
    registerDecorator({
      name: 'isFreeDeliveryAmount', target: target.constructor, propertyName, options: { message: 'invalid_amount' },
      validator: { validate: (value: unknown) => typeof value === 'string' && value.toLowerCase() !== 'off' && freeDeliveryInput(value) !== 'invalid' },
    });
  };
}

/** The shop's name, contact e-mail and phone. */
export class ShopIdentityForm extends Versioned {
  @Matches(/^[1-9]\d{0,8}$/, { message: 'invalid_version' }) @IsNotEmpty({ message: 'invalid_version' })
  site_version = '';

  @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required)
  site_name = '';

  @IsEmail(MAILBOX, { message: 'invalid_email' }) @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required)
  email = '';

  @IsOptional() @IsPhone()
  phone: string | null = null;
}

/** Where a shopper pays by bank transfer: the account holder and number are needed, the rest may be empty. */
export class BankTransferForm extends Versioned {
  @MaxLength(TEXT_MAX, tooLong) bank_name = '';
  @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required) account_holder = '';
  @MaxLength(TEXT_MAX, tooLong) @IsNotEmpty(required) account_number = '';
  @MaxLength(TEXT_MAX, tooLong) branch = '';
  @ValidateIf((form: BankTransferForm) => form.swift !== '') @Matches(SWIFT, { message: 'invalid_swift' }) swift = '';
  @MaxLength(TEXT_MAX, tooLong) routing = '';
}

/** Booleans sent as JSON become the forms' '1' and '0'; everything else is left to readForm. */
function withFlags(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, value === true ? '1' : value === false ? '0' : value]));
}

/** Reads and checks a settings form from untrusted input. */
export function readSettingsForm<T extends object>(Form: new () => T, input: unknown): { form: T; errors: SettingsErrors } {
  const { form, errors } = readForm(Form, withFlags(input));
  return { form, errors: errors as SettingsErrors };
}

/** The bank-transfer instructions, one text per language of the shop: anything else is dropped; each at most INSTRUCTIONS_MAX. */
export function readInstructions(input: unknown, languages: readonly string[]): { instructions: Record<string, string>; errors: SettingsErrors } {
  const source = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const instructions: Record<string, string> = {};
  const errors: SettingsErrors = {};
  for (const language of languages) {
    const value = Object.hasOwn(source, language) ? source[language] : '';
    const text = typeof value === 'string' ? value.trim() : '';
    if (text.length > INSTRUCTIONS_MAX) errors[`instructions.${language}`] = 'too_long';
    instructions[language] = text;
  }
  return { instructions, errors };
}

/** One method's switch as a form sends it. */
export interface PaymentSwitch {
  method: number;
  enabled: boolean;
  version: number;
}

/**
 * The payment methods' switches from untrusted input, checked against the methods the shop has:
 * each known once, on or off, with the version it was read at; an online method may be turned on
 * only when its provider's keys are configured. Errors are keyed `method.{id}` (or `methods`).
 */
export function readPaymentSwitches(input: unknown, known: readonly Pick<PaymentMethodSetting, 'method' | 'configured'>[]): { switches: PaymentSwitch[]; errors: SettingsErrors } {
  const list = input && typeof input === 'object' ? (input as { methods?: unknown }).methods : undefined;
  if (!Array.isArray(list) || list.length === 0 || list.length > known.length) return { switches: [], errors: { methods: 'invalid_choice' } };
  const switches: PaymentSwitch[] = [];
  const errors: SettingsErrors = {};
  for (const entry of list as unknown[]) {
    const { method, enabled, version } = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const row = known.find((k) => k.method === method);
    if (!row || switches.some((s) => s.method === method)) return { switches: [], errors: { methods: 'unknown_method' } };
    const key = `method.${row.method}`;
    if (typeof enabled !== 'boolean') errors[key] = 'invalid_choice';
    else if (!Number.isSafeInteger(version) || (version as number) < 1) errors[key] = 'invalid_version';
    else if (enabled && isOnlineMethod(row.method) && !row.configured) errors[key] = 'not_configured';
    else switches.push({ method: row.method, enabled, version: version as number });
  }
  return { switches: Object.keys(errors).length > 0 ? [] : switches, errors };
}
