import { useTranslation } from 'react-i18next';
import { LegalPage } from './legal-page';

/** `/privacy-policy`. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const sections = t('pages:privacy.sections', { returnObjects: true });
  return <LegalPage title={t('pages:privacy.title')} sections={Object.values(sections)} />;
}
