import type { NewsletterGateway } from '../../core/newsletter/newsletter-gateway.port';
import type { ApiClient } from '../http/api-client';

export class HttpNewsletterGateway implements NewsletterGateway {
  constructor(private readonly api: ApiClient) {}

  async subscribe(email: string, language: string): Promise<string> {
    return (await this.api.postWithMessage<unknown>('email-subscription', { email }, { language })).message;
  }

  async confirm(token: string, language: string): Promise<string> {
    return (await this.api.postWithMessage<unknown>('newsletter/confirm', { token }, { language })).message;
  }

  async unsubscribe(token: string, language: string): Promise<string> {
    return (await this.api.postWithMessage<unknown>('newsletter/unsubscribe', { token }, { language })).message;
  }
}
