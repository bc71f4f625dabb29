import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ChangePasswordForm, DeleteAccountForm, ProfileForm } from '../../core/account/account-forms';
import { ChangePassword } from '../../core/account/profile/change-password';
import { DeleteAccount } from '../../core/account/profile/delete-account';
import { UpdateProfile } from '../../core/account/profile/update-profile';
import { ConfirmDialog } from '../kit/dialog/ConfirmDialog';
import { useLanguage, useLocalizePath } from '../app/language-context';
import { useService } from '../app/services';
import { useTranslation } from '../i18n/react-i18n';
import { SessionStore } from '../app/session-store';
import { ToastStore } from '../layout/overlays/toast-store';
import { AccountLayout } from './AccountLayout';
import { FormField } from './FormField';
import { FormModel } from './form-model';
import styles from './account.module.css';

/** `/user/profile`: name and phone, the password, and deleting the account. */
const ProfilePage = observer(function ProfilePage() {
  const { t } = useTranslation();
  const { code: language } = useLanguage();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const session = useService(SessionStore);
  const toast = useService(ToastStore);
  const updateProfile = useService(UpdateProfile);
  const changePassword = useService(ChangePassword);
  const deleteAccount = useService(DeleteAccount);
  const user = session.user;
  const [profile] = useState(() => new FormModel(ProfileForm, { name: user?.name ?? '', phone: user?.phone ?? '' }));
  const [password] = useState(() => new FormModel(ChangePasswordForm));
  const [removal] = useState(() => new FormModel(DeleteAccountForm));
  const [confirming, setConfirming] = useState(false);
  const fail = (message: string) => toast.error(message);

  return (
    <AccountLayout active="profile" title={t('account.profile.title')}>
      <form className={styles.panel} noValidate aria-labelledby="profile-details" onSubmit={(event) => {
        event.preventDefault();
        void profile.submit(async (form) => { await updateProfile.execute(form, language); toast.show(t('account.profile.saved')); }, fail);
      }}>
        <h2 id="profile-details" className={styles.panelTitle}>{t('account.profile.details')}</h2>
        <div className={styles.formGrid}>
          <FormField name="name" value={profile.values.name ?? ''} error={profile.errors.name} serverError={profile.serverErrors.name} onChange={(v) => profile.set('name', v)} autoComplete="name" />
          <FormField name="phone" type="tel" value={profile.values.phone ?? ''} error={profile.errors.phone} serverError={profile.serverErrors.phone} onChange={(v) => profile.set('phone', v)} autoComplete="tel" optional />
          <div className={`${styles.field} ${styles.wide}`}>
            <span className={styles.label}>{t('account.fields.email')}</span>
            <bdi className={styles.readonly}>{user?.email}</bdi>
          </div>
        </div>
        <div className={styles.formActions}><button type="submit" className={styles.primary} disabled={profile.submitting}>{t('account.profile.save')}</button></div>
      </form>

      <form className={styles.panel} noValidate aria-labelledby="profile-password" onSubmit={(event) => {
        event.preventDefault();
        void password.submit(async (form) => { await changePassword.execute(form, language); password.reset(); toast.show(t('account.profile.password_changed')); }, fail);
      }}>
        <h2 id="profile-password" className={styles.panelTitle}>{t('account.profile.password_title')}</h2>
        <div className={styles.formGrid}>
          <FormField name="current_password" type="password" autoComplete="current-password" wide value={password.values.current_password ?? ''} error={password.errors.current_password} serverError={password.serverErrors.current_password} onChange={(v) => password.set('current_password', v)} />
          <FormField name="password" type="password" autoComplete="new-password" value={password.values.password ?? ''} error={password.errors.password} serverError={password.serverErrors.password} onChange={(v) => password.set('password', v)} />
          <FormField name="password_confirmation" type="password" autoComplete="new-password" value={password.values.password_confirmation ?? ''} error={password.errors.password_confirmation} serverError={password.serverErrors.password_confirmation} onChange={(v) => password.set('password_confirmation', v)} />
        </div>
        <div className={styles.formActions}><button type="submit" className={styles.primary} disabled={password.submitting}>{t('account.profile.change_password')}</button></div>
      </form>

      <form className={`${styles.panel} ${styles.dangerPanel}`} noValidate aria-labelledby="profile-delete" onSubmit={(event) => {
        event.preventDefault();
        // Ask only once the password is there: the question then leads straight to the deletion.
        const { password: value } = removal.values;
        if (value) setConfirming(true);
        else void removal.submit(async () => undefined, fail);
      }}>
        <h2 id="profile-delete" className={styles.panelTitle}>{t('account.profile.delete_title')}</h2>
        <p className={styles.hint}>{t('account.profile.delete_hint')}</p>
        <div className={styles.formGrid}>
          <FormField name="delete_password" type="password" autoComplete="current-password" value={removal.values.password ?? ''} error={removal.errors.password} serverError={removal.serverErrors.password} onChange={(v) => removal.set('password', v)} />
        </div>
        <div className={styles.formActions}><button type="submit" className={styles.danger} disabled={removal.submitting}>{t('account.profile.delete_button')}</button></div>
      </form>
      {confirming ? (
        <ConfirmDialog
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            const done = await removal.submit(async (form) => { await deleteAccount.execute(form, language); }, fail);
            if (done) {
              toast.show(t('account.profile.deleted'));
              void navigate(localize('/'));
            }
          }}
        />
      ) : null}
    </AccountLayout>
  );
});
export default ProfilePage;
