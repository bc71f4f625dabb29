import { ApiClient, type FetchLike } from './api-client';

/** A request the gateway under test sent: URL, method, headers and the parsed JSON body. */
export interface RecordedCall {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/**
 * An ApiClient whose fetch records every request and answers each with a success envelope
 * around `data` (or with `envelope` itself when given), for the HTTP gateway tests.
 */
export function recordingApi(data: unknown = null, envelope?: unknown): { api: ApiClient; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, method: init?.method, headers: init?.headers, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
    return { json: async () => envelope ?? { status: 200, message: '', data } };
  };
  return { api: new ApiClient({ baseUrl: '/api/v1/', fetch }), calls };
}
