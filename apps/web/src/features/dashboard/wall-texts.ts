import { registerTexts } from '../../app/i18n/i18n';
import { wall as cs } from '../../locales/cs/wall';
import { wall as en } from '../../locales/en/wall';

/** Adds the wall's texts (the feed, articles) when its code loads, so the first load does not carry them. */
export function registerWallTexts(): void {
  registerTexts('wall', cs, en);
}
