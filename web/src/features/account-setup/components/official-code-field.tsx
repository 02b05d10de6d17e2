/**
 * A code an Indian authority issues in capitals (a PAN, an IFSC): typed as capitals, never filled in,
 * spell-checked or corrected by the browser, since a changed letter names another person or branch.
 */
import { TextField } from '../../../components/ui/form/text-field';
import type { SetupDraftState } from '../hooks/use-setup-draft';
import type { TextFieldPath } from '../model/draft';
import { bindText, upperCase } from './bind-field';

export interface OfficialCodeFieldProps {
  state: SetupDraftState;
  path: TextFieldPath;
  label: string;
  hint: string;
  /** An example of the format, shown until the person types. */
  placeholder: string;
  /** Its fixed length. */
  length: number;
}

export function OfficialCodeField({ state, path, label, hint, placeholder, length }: OfficialCodeFieldProps) {
  return (
    <TextField
      label={label}
      hint={hint}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      placeholder={placeholder}
      maxLength={length}
      {...bindText(state, path, upperCase)}
    />
  );
}
