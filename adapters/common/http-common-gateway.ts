import type { CommonGateway } from '../../core/common/common-gateway.port';
import type { CommonData } from '../../core/common/common-data';
import type { Texts } from '../../core/language/localization';
import type { ApiClient } from '../http/api-client';

export class HttpCommonGateway implements CommonGateway {
  constructor(private readonly api: ApiClient) {}

  fetchCommon(language: string): Promise<CommonData> {
    return this.api.get<CommonData>('common', { language, languageHeader: 'Lang' });
  }

  fetchTexts(language: string): Promise<Texts> {
    return this.api.get<Texts>('localization', { params: { locale_code: language }, language });
  }
}
