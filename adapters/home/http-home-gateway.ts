import { inject, injectable } from 'inversify';
import type { HomeData } from '../../core/home/home-data';
import type { HomeGateway } from '../../core/home/home-gateway.port';
import { ApiClient } from '../http/api-client';

@injectable()
export class HttpHomeGateway implements HomeGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  fetchHome(language: string): Promise<HomeData> {
    return this.api.get<HomeData>('home', { language });
  }
}
