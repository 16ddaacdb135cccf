import { useTranslation } from 'react-i18next';
import { LegalPage } from './legal-page';

/** `/terms-of-service`. */
export function TermsOfServicePage() {
  const { t } = useTranslation();
  const sections = t('pages:terms.sections', { returnObjects: true });
  return <LegalPage title={t('pages:terms.title')} sections={Object.values(sections)} />;
}
