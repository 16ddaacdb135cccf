import type { TFunction } from 'i18next';
import { downloadFile } from '../../app/auth/download-file';
import { showToast } from '../../app/toast';
import { registerSettingsTexts } from './settings-texts';

registerSettingsTexts();

/** "Download my data": saves the signed-in person's ZIP (GET /api/my-data); a toast says how it went. */
export async function downloadMyData(t: TFunction): Promise<void> {
  const outcome = await downloadFile('/api/my-data', 'toulky-data.zip');
  if (outcome.kind === 'saved') {
    showToast('success', t('settings:download.done'));
    return;
  }
  if (outcome.kind === 'offline') {
    showToast('error', t('settings:download.offline'));
    return;
  }
  const limited = outcome.refusal?.code === 'ACTION_NOT_ALLOWED';
  showToast('error', t(limited ? 'settings:download.limited' : 'settings:download.failed'));
}
