import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../shared/password';
import { INSTALL_LIMITS, installStep, readDatabaseChoice } from './install-rules';

/** The first operator every choice carries (its own rules are tested below). */
const OPERATOR = { operator_email: ' Owner@Example.TEST ', operator_password: 'Owner-pass-1' };
const OPERATOR_READ = { email: 'owner@example.test', password: 'Owner-pass-1' };

const segment = fc.stringMatching(/^[A-Za-z0-9_.-]{1,20}$/).filter((s) => s !== '.' && s !== '..');

describe('the installer database choice', () => {
  it('turns any plain relative or absolute file path into a sqlite: URL, trimmed', () => {
    fc.assert(fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.boolean(), fc.boolean(), (parts, absolute, demo) => {
      const path = `${absolute ? '/' : ''}${parts.join('/')}`;
      expect(readDatabaseChoice({ kind: 'sqlite', sqlite_path: ` ${path} `, demo, ...OPERATOR })).toEqual({ ok: true, url: `sqlite:${path}`, demo, operator: OPERATOR_READ });
    }));
  });

  it('refuses a blank path as required, and folders, :memory:, control characters and over-long paths as invalid', () => {
    fc.assert(fc.property(fc.stringMatching(/^\s*$/), (blank) => {
      expect(readDatabaseChoice({ kind: 'sqlite', sqlite_path: blank })).toEqual({ ok: false, field: 'sqlite_path', problem: 'sqlite_path_required' });
    }));
    for (const path of ['data/', '.', 'data/..', ':memory:', 'shop\u0000.db', 'a\nb.db', `${'x'.repeat(INSTALL_LIMITS.sqlitePathMax)}.db`]) {
      expect(readDatabaseChoice({ kind: 'sqlite', sqlite_path: path }), path).toEqual({ ok: false, field: 'sqlite_path', problem: 'sqlite_path_invalid' });
    }
  });

  it('takes a PostgreSQL URL with a host and one database name, as given', () => {
    fc.assert(fc.property(fc.constantFrom('postgres', 'postgresql'), fc.domain(), fc.integer({ min: 1, max: 65535 }), fc.stringMatching(/^[a-z_][a-z0-9_]{0,30}$/), (scheme, host, port, name) => {
      const url = `${scheme}://shop:secret@${host}:${port}/${name}`;
      expect(readDatabaseChoice({ kind: 'postgres', postgres_url: url, ...OPERATOR })).toEqual({ ok: true, url, demo: false, operator: OPERATOR_READ });
    }));
  });

  it('refuses other schemes, no host, no or a nested database name, and anything that is not a URL', () => {
    for (const url of ['mysql://root@localhost/shop', 'postgres:///shop', 'postgres://localhost', 'postgres://localhost/', 'postgres://localhost/a/b', 'not a url', 'sqlite:data/shop.db', 'postgres://h/d\nb']) {
      expect(readDatabaseChoice({ kind: 'postgres', postgres_url: url }), url).toEqual({ ok: false, field: 'postgres_url', problem: 'postgres_url_invalid' });
    }
    expect(readDatabaseChoice({ kind: 'postgres', postgres_url: ' ' })).toMatchObject({ problem: 'postgres_url_required' });
  });

  it('asks for the first operator after the database: an e-mail address and a password as long as the storefront asks', () => {
    const database = { kind: 'sqlite', sqlite_path: 'data/shop.db' };
    for (const email of [undefined, '', 'owner', 'owner@', '@example.test', 'a b@example.test', `${'x'.repeat(190)}@example.test`]) {
      expect(readDatabaseChoice({ ...database, ...OPERATOR, operator_email: email }), String(email)).toEqual({ ok: false, field: 'operator_email', problem: 'operator_email_invalid' });
    }
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: PASSWORD.minLength - 1 }), fc.string({ minLength: PASSWORD.maxLength + 1, maxLength: PASSWORD.maxLength + 20 }), fc.constant(undefined)), (password) => {
      expect(readDatabaseChoice({ ...database, ...OPERATOR, operator_password: password })).toEqual({ ok: false, field: 'operator_password', problem: 'operator_password_length' });
    }));
    fc.assert(fc.property(fc.string({ minLength: PASSWORD.minLength, maxLength: PASSWORD.maxLength }), (password) => {
      // Taken as typed: spaces are characters of a password.
      expect(readDatabaseChoice({ ...database, ...OPERATOR, operator_password: password })).toMatchObject({ ok: true, operator: { password } });
    }));
    // The database is judged first: its field is the one the page points at.
    expect(readDatabaseChoice({ kind: 'sqlite', sqlite_path: '' })).toMatchObject({ field: 'sqlite_path' });
  });

  it('refuses any kind but the two, whatever else the body holds', () => {
    fc.assert(fc.property(fc.anything(), (input) => {
      fc.pre(!(input && typeof input === 'object' && ['sqlite', 'postgres'].includes((input as { kind?: unknown }).kind as string)));
      expect(readDatabaseChoice(input)).toEqual({ ok: false, field: 'kind', problem: 'kind_invalid' });
    }));
  });
});

describe('the installer steps', () => {
  it('shows done whenever the shop is set up, and otherwise never skips the token or an unwritable folder', () => {
    fc.assert(fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (configured, tokenAccepted, foldersWritable, foldersSeen) => {
      const step = installStep({ configured, tokenAccepted, foldersWritable, foldersSeen });
      if (configured) expect(step).toBe('done');
      else if (!tokenAccepted) expect(step).toBe('token');
      else if (!foldersWritable) expect(step).toBe('permissions');
      else expect(step).toBe(foldersSeen ? 'database' : 'permissions');
    }));
  });
});
