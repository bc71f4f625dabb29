import { randomBytes } from 'node:crypto';

/** The bare address of a sender written as `Name <address>` or as the address alone. */
export function senderAddress(from: string): string {
  return (/<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from).trim();
}

/** A fresh Message-ID (RFC 5322 `<unique@domain>`) on the sender's domain. */
export function newMessageId(address: string): string {
  const domain = address.includes('@') ? address.slice(address.lastIndexOf('@') + 1) : 'localhost';
  return `<${Date.now().toString(36)}.${randomBytes(8).toString('hex')}@${domain}>`;
}

/**
 * The From header for a sender named `name` (the shop's site_name) at `address`: a quoted ASCII
 * name, or an RFC 2047 encoded one for any other script.
 */
export function fromHeader(name: string | undefined, address: string, fallback: string): string {
  if (!name) return fallback;
  const printable = /^[\x20-\x7e]*$/.test(name);
  const shown = printable ? `"${name.replace(/["\\]/g, '\\$&')}"` : `=?UTF-8?B?${Buffer.from(name, 'utf8').toString('base64')}?=`;
  return `${shown} <${address}>`;
}
