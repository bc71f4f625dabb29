/** api/v1 `email-subscription`, `newsletter/confirm` and `newsletter/unsubscribe`: each answers the server's message. */
export interface NewsletterGateway {
  subscribe(email: string, language: string): Promise<string>;
  confirm(token: string, language: string): Promise<string>;
  unsubscribe(token: string, language: string): Promise<string>;
}
