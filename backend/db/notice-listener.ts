import pg from 'pg';

/** Waits before reconnecting a lost listener: 0.5 s, doubling, at most 10 s. */
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

export interface NoticeHandlers {
  /** A notification's payload. */
  notice(payload: string): void;
  /** LISTEN is in place (again): whatever was announced while it was not has been missed. */
  connected(): void;
  /** The connection was lost or could not be made (it is retried). */
  lost?(error: Error): void;
}

/**
 * One dedicated PostgreSQL connection that LISTENs on `channel` for as long as the process runs: a
 * pooled connection cannot hold a LISTEN, since the pool hands it to queries and closes it when
 * idle. A lost connection is made again with back-off; `connected` is called after each
 * (re)connection so the caller can drop what it may have missed. The answer stops it for good.
 */
export function listenForNotices(connectionString: string, channel: string, handlers: NoticeHandlers): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | null = null;

  const retry = (error: Error) => {
    const lost = client;
    client = null;
    lost?.removeAllListeners();
    lost?.on('error', () => {});
    void lost?.end().catch(() => {});
    if (stopped || timer) return;
    handlers.lost?.(error);
    timer = setTimeout(() => { timer = null; void connect(); }, retryMs);
    timer.unref();
    retryMs = Math.min(LAST_RETRY_MS, retryMs * 2);
  };

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString, keepAlive: true });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.notice(message.payload);
    });
    next.on('error', (error) => { if (client === next) retry(error); });
    next.on('end', () => { if (client === next) retry(new Error('connection ended')); });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      if (client !== next || stopped) return;
      retryMs = FIRST_RETRY_MS;
      handlers.connected();
    } catch (error) {
      if (client === next) retry(error instanceof Error ? error : new Error(String(error)));
    }
  };
  void connect();

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const last = client;
    client = null;
    if (last) {
      last.removeAllListeners();
      last.on('error', () => {});
      await last.end().catch(() => {});
    }
  };
}
