import { describe, expect, it } from 'vitest';
import type { InstallGateway, PermissionReport } from './install-gateway.port';
import { InstallShop } from './install-shop';

/** An installer that answers the database step at once and hands the port over after `handOver` asks. */
function installerHandingOver(handOver: number) {
  const asked: string[] = [];
  const gateway: InstallGateway = {
    configured: () => Promise.resolve(false),
    permissions: () => Promise.resolve({ folders: [], sqlite_path: 'data/shop.db' } as PermissionReport),
    setDatabase: () => {
      asked.push('set-database');
      return Promise.resolve('Your shop is set up.');
    },
    shopServing: () => {
      asked.push('serving?');
      return Promise.resolve(asked.filter((call) => call === 'serving?').length > handOver);
    },
  };
  return { gateway, asked };
}

describe('the database step of the installer', () => {
  it('resolves only once the shop serves, not when the installer has answered', async () => {
    const { gateway, asked } = installerHandingOver(2);
    await expect(new InstallShop(gateway).setDatabase(' token ', { kind: 'sqlite', sqlite_path: 'data/shop.db', demo: true }, 'fr')).resolves.toBe('Your shop is set up.');
    expect(asked).toEqual(['set-database', 'serving?', 'serving?', 'serving?']);
  });

  it('does not ask whether the shop serves when the database step was refused', async () => {
    const { gateway, asked } = installerHandingOver(0);
    gateway.setDatabase = () => Promise.reject(new Error('refused'));
    await expect(new InstallShop(gateway).setDatabase('token', { kind: 'sqlite', sqlite_path: 'data/shop.db', demo: true }, 'en')).rejects.toThrow('refused');
    expect(asked).toEqual([]);
  });
});
