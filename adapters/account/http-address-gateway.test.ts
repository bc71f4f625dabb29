import { describe, expect, it } from 'vitest';
import { MemoryKeyValue } from '../../core/auth/auth-fakes.test-support';
import { GuestToken } from '../../core/auth/guest-token';
import { recordingApi } from '../http/recording-api.test-support';
import { HttpAddressGateway } from './http-address-gateway';
import { HttpCountriesGateway } from './http-countries-gateway';
import { HttpFollowingGateway } from '../stores/http-following-gateway';
import { HttpProfileGateway } from './http-profile-gateway';
import { HttpVoucherGateway } from './http-voucher-gateway';

describe('account HTTP gateways', () => {
  it('address calls carry the bearer token and the Language header', async () => {
    const { api, calls } = recordingApi({ id: 4 });
    const gateway = new HttpAddressGateway(api, { current: () => 'guest-token-never-sent', ensure: () => 'guest-token-never-sent', written: (write) => write });
    await gateway.fetchAddresses('tok', 'ar', 2);
    expect(await gateway.deleteAddress(4, 'tok', 'ar')).toBe(4);
    expect(calls[0]).toMatchObject({ url: '/api/v1/user/address/all?page=2', method: 'GET', headers: { Authorization: 'Bearer tok', Language: 'ar' } });
    expect(calls[1]).toMatchObject({ url: '/api/v1/user/address/delete', method: 'POST', body: { id: 4 } });
  });

  it("a guest's address calls carry its user_token, and its first address creates the token and tells the page server", async () => {
    const { api, calls } = recordingApi({ id: 5 });
    const remembered: string[] = [];
    const guest = new GuestToken(new MemoryKeyValue(), { bytes: (n) => new Uint8Array(n).fill(3) }, { remember: (token) => remembered.push(token) });
    const gateway = new HttpAddressGateway(api, guest);
    await gateway.fetchAddresses(null, 'en', 1);
    expect(remembered).toEqual([]);
    await gateway.saveAddress({ name: 'A', email: 'a@b.c', phone: '1', country: 'FR', state: 'IDF', city: 'P', zip: '1', address_1: 'x', address_2: null }, null, 'en');
    await gateway.fetchAddresses(null, 'en', 1);
    const token = guest.current()!;
    expect(remembered).toEqual([token]);
    expect(calls[0]!.url).toBe('/api/v1/user/address/all?page=1');
    expect(calls[1]!.body).toMatchObject({ name: 'A', user_token: token });
    expect(calls[2]!.url).toBe('/api/v1/user/address/all?page=1');
    expect(calls[2]!.headers).toMatchObject({ 'X-User-Token': token });
    expect(calls[1]!.headers?.Authorization).toBeUndefined();
  });

  it("a guest's first address the server refuses creates the token but does not tell the page server", async () => {
    const { api } = recordingApi(null, { status: 422, message: 'The phone field is required.', data: null });
    const remembered: string[] = [];
    const guest = new GuestToken(new MemoryKeyValue(), { bytes: (n) => new Uint8Array(n).fill(3) }, { remember: (token) => remembered.push(token) });
    await expect(new HttpAddressGateway(api, guest).saveAddress({ name: 'A', email: 'a@b.c', phone: '', country: 'FR', state: 'IDF', city: 'P', zip: '1', address_1: 'x', address_2: null }, null, 'en')).rejects.toThrow();
    expect(guest.current()).not.toBeNull();
    expect(remembered).toEqual([]);
  });

  it('profile, vouchers and following use their api/v1 paths', async () => {
    const { api, calls } = recordingApi({ following: false, countries: [], states: [{ code: 'BDS', name: 'B' }] });
    await new HttpProfileGateway(api).updateProfile({ name: 'A', phone: null }, 't', 'en');
    await new HttpProfileGateway(api).changePassword({ current_password: 'a', password: 'bbbbbb', password_confirmation: 'bbbbbb' }, 't', 'en');
    await new HttpProfileGateway(api).deleteAccount({ password: 'a' }, 't', 'en');
    await new HttpVoucherGateway(api).fetchUserVouchers('t', 'en');
    expect(await new HttpFollowingGateway(api).toggleFollow(9, 't', 'en')).toBe(false);
    expect(await new HttpCountriesGateway(api).fetchStates('AF', 'fr')).toEqual([{ code: 'BDS', name: 'B' }]);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/user/update-profile', '/api/v1/user/update-user-password', '/api/v1/user/delete', '/api/v1/user/user-vouchers',
      '/api/v1/user/store/follow', '/api/v1/countries-phones?country=AF',
    ]);
    expect(calls[4]!.body).toEqual({ store_id: 9 });
  });
});
