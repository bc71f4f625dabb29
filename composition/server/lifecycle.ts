import type { FastifyInstance } from 'fastify';
import type { ShopDatabase } from '../../backend/db/database';

/** On SIGTERM/SIGINT: stop accepting, finish what is in flight, close the database, exit. */
export function closeGracefully(app: FastifyInstance, shop: ShopDatabase, extra: () => Promise<void> = async () => {}): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down...`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await extra();
      await shop.close();
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
