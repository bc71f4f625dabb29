import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { I18nProvider, Trans, useTranslation } from './react-i18n';

const i18n = createI18n('fr', { layout: { agreement: 'Vous acceptez notre <policy>politique</policy> & <terms>conditions</terms>.', hello: 'Bonjour {{name}}' } });

function Hello() {
  const { t } = useTranslation();
  return <p>{t('layout.hello', { name: '<Ana>' })}</p>;
}

describe('react binding of i18next', () => {
  it('translates with interpolation, escaped by React', () => {
    expect(renderToStaticMarkup(<I18nProvider i18n={i18n}><Hello /></I18nProvider>)).toBe('<p>Bonjour &lt;Ana&gt;</p>');
  });

  it('replaces named tags with the given elements, keeping the translated text inside', () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <Trans i18nKey="layout.agreement" components={{ policy: <a href="/page/privacy-policy" />, terms: <b /> }} />
      </I18nProvider>,
    );
    expect(html).toBe('Vous acceptez notre <a href="/page/privacy-policy">politique</a> &amp; <b>conditions</b>.');
  });

  it('falls back to default values without a provider', () => {
    function Label() {
      const { t } = useTranslation();
      return <span>{t('errors.try', { defaultValue: 'Try' })}</span>;
    }
    expect(renderToStaticMarkup(<Label />)).toBe('<span>Try</span>');
  });
});
