import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from './i18n/use-translation';

/** A modal dialog with the app's look and a named close button; Mantine traps focus and returns it on close. */
export function Dialog(props: ModalProps) {
  const { t } = useTranslation();
  return <Modal radius="lg" centered closeButtonProps={{ 'aria-label': t('common:close') }} {...props} />;
}
