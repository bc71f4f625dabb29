import type { FetchLike } from '../../../adapters/http/api-client';
import type { RenderResult } from '../../entry-server';

/**
 * Messages between the server's main thread and its render workers. A worker renders pages; every
 * api/v1 call a render makes comes back to the main thread, which owns the database, the read-model
 * caches and the rate limits, and is answered there.
 */

/** A render request without its fetch (functions do not cross threads): the worker supplies one that calls back. */
export interface WorkerRenderRequest {
  url: string;
  cookies: Readonly<Record<string, string | undefined>>;
  acceptLanguage?: string | undefined;
  publicUrl?: string | undefined;
  apiBaseUrl: string;
}

/** What a render's fetch was given besides the URL (method, headers, JSON body). */
export type ApiCallInit = Parameters<FetchLike>[1];

export type ToWorker =
  | { kind: 'render'; id: number; request: WorkerRenderRequest }
  /** The JSON body of an api/v1 call, or why it failed (the render then sees the API as down). */
  | { kind: 'answer'; call: number; body?: unknown; failure?: string };

export type FromWorker =
  /** Sent once the page bundle is loaded: the worker can render. */
  | { kind: 'ready' }
  | { kind: 'call'; id: number; call: number; input: string; init: ApiCallInit }
  | { kind: 'rendered'; id: number; result: RenderResult }
  | { kind: 'failed'; id: number; message: string; stack?: string | undefined };
