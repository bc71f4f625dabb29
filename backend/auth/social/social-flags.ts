import type { CommonData } from '../../../core/common/common-data';

/**
 * `setting.google_login` / `facebook_login` as the storefront should see them: on only when the
 * shop turned them on AND this server has the provider's client configured, so no button leads to
 * a provider the server cannot talk to.
 */
export function withSocialFlags(common: CommonData, configured: ReadonlySet<string>): CommonData {
  const google = Number(common.setting.google_login) === 1 && configured.has('google') ? 1 : 0;
  const facebook = Number(common.setting.facebook_login) === 1 && configured.has('facebook') ? 1 : 0;
  if (google === common.setting.google_login && facebook === common.setting.facebook_login) return common;
  return { ...common, setting: { ...common.setting, google_login: google, facebook_login: facebook } };
}
