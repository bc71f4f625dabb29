import { inject, injectable } from 'inversify';
import type { NewsletterGateway } from '../../core/newsletter/newsletter-gateway.port';
import { ApiClient } from '../http/api-client';

@injectable()
export class HttpNewsletterGateway implements NewsletterGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

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
