import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showToast } from '../../../app/toast';
import { errorCode, refusalReason, type ServerFieldError, serverFieldErrors } from '../../../ui/forms/server-errors';
import { isValidationKey, validationMessage } from '../../../ui/forms/validation-message';
import { useTranslation } from '../../../ui/i18n/use-translation';
import { type Conflict, outdatedVersion } from './outdated-version';
import type { EditorTexts } from './workflow-actions';

interface Saved {
  _id: string;
  version: number;
}

interface EditorialFormOptions<Item extends Saved, Values extends FieldValues, Input> {
  texts: EditorTexts;
  /** The kind's list, `/admin/articles`: a new item's editor moves to `<list>/<id>`, a deleted draft back to it. */
  listPath: string;
  form: UseFormReturn<Values>;
  saved: Item | null;
  /** Takes the server's answer: the form starts again from it. */
  adopt(item: Item): void;
  toInput(values: Values): Input;
  /** The form field an API error's `field` names. */
  fieldOf(field: string): Path<Values>;
  create(input: Input): Promise<Item | undefined>;
  update(item: Item, input: Input): Promise<Item | undefined>;
  remove(item: Item): Promise<unknown>;
  /** The newest version from the server, to replace what was typed after a conflict. */
  reload(item: Item): Promise<Item | undefined | null>;
  /** Shows the form (the editor's first tab), so the fields marked are in view. */
  showForm(): void;
  /** What to say when the API refuses a save for a reason of the kind's own (`extensions.reason`), as the workflow does. */
  refusals?: Partial<Record<string, string>>;
}

/**
 * What every editor of the console does with its form: save (create, then update with the version it is based on),
 * put the server's field errors on their fields, keep the typed values on a conflict and name who changed the item,
 * load the newer version on request, and delete a never-published draft. Each success and failure is a toast.
 */
export function useEditorialForm<Item extends Saved, Values extends FieldValues, Input>(
  options: EditorialFormOptions<Item, Values, Input>,
) {
  const { texts, listPath, form, saved, adopt, fieldOf, showForm } = options;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [conflict, setConflict] = useState<Conflict | null>(null);

  const take = (item: Item) => {
    setConflict(null);
    adopt(item);
  };

  const markFields = (fields: ServerFieldError[]) => {
    showForm();
    fields.forEach((field, index) => {
      const key = isValidationKey(field.messageKey) ? field.messageKey : 'INVALID_VALUE';
      form.setError(
        fieldOf(field.field),
        { type: 'server', message: validationMessage(key, field.params) },
        { shouldFocus: index === 0 },
      );
    });
  };

  const conflictToast = (found: Conflict) =>
    showToast('error', t(`console:${texts}.conflict.toast`, { name: found.changedBy ?? t('console:editor.someone') }));

  const save = form.handleSubmit(
    async (values) => {
      const input = options.toInput(values);
      try {
        if (saved) {
          const answer = await options.update(saved, input);
          if (answer) take(answer);
        } else {
          const answer = await options.create(input);
          if (answer) {
            take(answer);
            void navigate(`${listPath}/${answer._id}`, { replace: true });
          }
        }
        showToast('success', t(`console:${texts}.saved`));
      } catch (error) {
        const outdated = outdatedVersion(error);
        if (outdated) {
          setConflict(outdated);
          conflictToast(outdated);
          return;
        }
        const fields = serverFieldErrors(error);
        if (fields.length) {
          markFields(fields);
          showToast('error', t('console:editor.invalid'));
          return;
        }
        const reason = refusalReason(error);
        showToast(
          'error',
          (reason && options.refusals?.[reason]) ||
            t(errorCode(error) === 'FORBIDDEN' ? 'console:editor.forbidden' : `console:${texts}.failed`),
        );
      }
    },
    () => showToast('error', t('console:editor.invalid')),
  );

  const loadTheirs = async () => {
    if (!saved) return;
    const newer = await options.reload(saved);
    if (newer) take(newer);
  };

  const deleteDraft = async () => {
    if (!saved) return;
    try {
      await options.remove(saved);
      // Nothing is unsaved any more: the guard lets the editor leave.
      form.reset(form.getValues());
      showToast('success', t('console:editor.deleted'));
      void navigate(listPath, { replace: true });
    } catch (error) {
      const outdated = outdatedVersion(error);
      if (outdated) setConflict(outdated);
      showToast('error', t(`console:${texts}.failed`));
    }
  };

  return {
    save,
    conflict,
    setConflict,
    loadTheirs,
    deleteDraft,
    /** The fields a workflow step found missing (REQUIRED). */
    markMissing: (fields: string[]) => markFields(fields.map((field) => ({ field, messageKey: 'REQUIRED' }))),
  };
}
