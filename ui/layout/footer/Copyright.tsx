import { useTranslation } from '../../i18n/react-i18n';

/** The copyright line: this year and the shop's copyright text. Shared by both layouts. */
export function Copyright({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation();
  return <p className={className}>{t('layout.footer.copyright', { year: new Date().getFullYear(), text })}</p>;
}
