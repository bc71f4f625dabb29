import { inject, injectable } from 'inversify';
import { GuestToken } from '../account/guest-token';
import { SessionState } from '../account/session-state.port';

/**
 * Who a cart call is for: the bearer token of a signed-in shopper, else the guest's `user_token`
 * (spec: cart calls send the authorization token; a guest's cart is named by its user_token).
 */
export interface CartCaller {
  token: string | null;
  userToken: string | null;
  /** The `Language` header: server messages come back in it. */
  language: string;
}

/** What a use case that writes needs of CartCallers. */
export type CartWriters = Pick<CartCallers, 'write' | 'writing' | 'stored'>;

/** Builds the caller of a cart or order call from the session and the guest token. */
@injectable()
export class CartCallers {
  constructor(
    @inject(SessionState) private readonly session: Pick<SessionState, 'token'>,
    @inject(GuestToken) private readonly guest: Pick<GuestToken, 'current' | 'ensure' | 'stored'>,
  ) {}

  /** A read: a guest without a token yet has an empty cart, so none is created for it. */
  read(language: string): CartCaller {
    const token = this.session.token;
    return { token, userToken: token ? null : this.guest.current(), language };
  }

  /**
   * Runs a write: a guest gets its `user_token` now, so the line it adds has an owner, and once
   * the server has accepted the write the page server learns it (the guest's cart pages render
   * with it from then on). A refused write tells the page server nothing.
   */
  async writing<T>(language: string, write: (caller: CartCaller) => Promise<T>): Promise<T> {
    const caller = this.write(language);
    const result = await write(caller);
    this.stored(caller);
    return result;
  }

  /** The caller of a write; call `stored` once the server has accepted it (or use `writing`). */
  write(language: string): CartCaller {
    const token = this.session.token;
    return { token, userToken: token ? null : this.guest.ensure(), language };
  }

  /** The server accepted a write by this caller: a guest's token reaches the page server. */
  stored(caller: CartCaller): void {
    if (caller.userToken) this.guest.stored();
  }
}
