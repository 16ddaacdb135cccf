import type { SettingsUserFragment } from '../../generated/graphql';

/** What every settings dialog is given by the settings list. */
export interface SettingsDialogProps {
  opened: boolean;
  onClose(): void;
  user: SettingsUserFragment;
}
