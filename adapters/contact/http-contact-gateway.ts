import type { ContactGateway } from '../../core/contact/contact-gateway.port';
import type { ApiClient } from '../http/api-client';

export class HttpContactGateway implements ContactGateway {
  constructor(private readonly api: ApiClient) {}

  async send(message: Parameters<ContactGateway['send']>[0], token: string | null, language: string): Promise<string> {
    return (await this.api.postWithMessage<unknown>('contact', message, { language, token: token ?? undefined })).message;
  }
}
