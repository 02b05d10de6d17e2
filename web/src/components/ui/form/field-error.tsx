import { Icon } from '../icon/icon';

/**
 * A field's problem in plain words under it, with the alert icon so it is not told by colour alone; `id`
 * is what the control names in aria-describedby. Nothing is rendered while there is no problem.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="field__error" id={id}>
      <Icon name="alert" size={16} />
      {message}
    </p>
  );
}
