import { useTranslation } from '../../ui/i18n/use-translation';
import { toLanguageCode } from './languages';
import { publicPath } from './public-path';

/** The address of a public page (privacy policy, terms) in the app's current language. */
export function usePublicPath(): (path: string) => string {
  const { i18n } = useTranslation();
  const language = toLanguageCode(i18n.language);
  return (path) => publicPath(language, path);
}
