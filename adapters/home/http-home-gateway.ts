import type { HomeData } from '../../core/home/home-data';
import type { HomeGateway } from '../../core/home/home-gateway.port';
import type { ApiClient } from '../http/api-client';

export class HttpHomeGateway implements HomeGateway {
  constructor(private readonly api: ApiClient) {}

  fetchHome(language: string): Promise<HomeData> {
    return this.api.get<HomeData>('home', { language });
  }
}
