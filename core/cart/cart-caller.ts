import type { GuestToken } from '../auth/guest-token';
import type { SessionState } from '../auth/session-state.port';

/**
 * Who a cart call is for: the bearer token of a signed-in shopper, else the guest's `user_token`
 * (a signed-in shopper's cart calls carry the token; a guest's cart is named by its user_token).
 */
export interface CartCaller {
  token: string | null;
  userToken: string | null;
  /** The `Language` header: server messages come back in it. */
  language: string;
}

/** What a use case that writes needs of CartCallers. */
export type CartWriters = Pick<CartCallers, 'write' | 'writing' | 'written'>;

/** Builds the caller of a cart or order call from the session and the guest token. */
export class CartCallers {
  constructor(
    private readonly session: Pick<SessionState, 'token'>,
    private readonly guest: Pick<GuestToken, 'current' | 'ensure' | 'written'>,
  ) {}

  /** A read: a guest without a token yet has an empty cart, so none is created for it. */
  read(language: string): CartCaller {
    const token = this.session.token;
    return { token, userToken: token ? null : this.guest.current(), language };
  }

  /**
   * Runs a write: a guest gets its `user_token` now, so the line it adds has an owner (see
   * `written` for when the page server learns it).
   */
  writing<T>(language: string, write: (caller: CartCaller) => Promise<T>): Promise<T> {
    const caller = this.write(language);
    return this.written(caller, write(caller));
  }

  /** The caller of a write, to be awaited through `written` (or use `writing`). */
  write(language: string): CartCaller {
    const token = this.session.token;
    return { token, userToken: token ? null : this.guest.ensure(), language };
  }

  /**
   * Awaits a write made as `caller`. Unless the server refused it outright, a guest's token now
   * reaches the page server, which renders this guest's cart pages with it from then on; a guest
   * whose first write was refused stays anyone's (its pages may come from the page cache). A write
   * that got no answer may have happened, so it counts.
   */
  written<T>(caller: CartCaller, write: Promise<T>): Promise<T> {
    return caller.userToken ? this.guest.written(write) : write;
  }
}
