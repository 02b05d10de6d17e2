/** Props that tie a kit TextField to one path of the draft (value, message, change). */
import type { ChangeEvent } from 'react';
import type { SetupDraftState } from '../hooks/use-setup-draft';
import type { TextFieldPath } from '../model/draft';

export function bindText(state: SetupDraftState, path: TextFieldPath, transform?: (value: string) => string) {
  return {
    name: path,
    value: state.draft.text[path],
    error: state.errors[path],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      state.setText(path, transform ? transform(event.target.value) : event.target.value),
  };
}

export const upperCase = (value: string) => value.toUpperCase();
