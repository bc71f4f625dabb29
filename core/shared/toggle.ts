/** The api/v1 call that flips one thing for the signed-in user (or guest) and answers its new state. */
export type ToggleCall<A> = (id: number, token: string | null, language: string) => Promise<A>;

/**
 * The toggle use cases' one shape (wishlist, compare, follow): ask the gateway with the session's
 * token and the language, record the answer in the screen's state, return it. A refusal
 * (RequestError) reaches the caller and records nothing.
 */
export class Toggle<A> {
  constructor(
    private readonly call: ToggleCall<A>,
    private readonly record: (answer: A, id: number) => void,
    /** The session (core/auth's SessionState): its bearer token, null for a guest. */
    private readonly session: { readonly token: string | null },
  ) {}

  async execute(id: number, language: string): Promise<A> {
    const answer = await this.call(id, this.session.token, language);
    this.record(answer, id);
    return answer;
  }
}
