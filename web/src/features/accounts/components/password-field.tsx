import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useMessages } from '../../../i18n/i18n';
import { TextField } from '../../../lib/forms/text-field';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'action'>;

/**
 * A password field with a show/hide toggle (docs/spec.md §2). The toggle is a toggle
 * button: one fixed name, its state in aria-pressed, so a screen reader says
 * "Show password, pressed" rather than a name that flips under the cursor.
 */
export function PasswordField(props: PasswordFieldProps) {
  const t = useMessages('accounts');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      // Browsers must not offer to autocorrect or capitalise a shown password.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      action={
        <button type="button" className="field__action" aria-pressed={visible} aria-label={t('showPassword')} onClick={() => setVisible((shown) => !shown)}>
          {visible ? <EyeOff aria-hidden="true" size={20} /> : <Eye aria-hidden="true" size={20} />}
        </button>
      }
    />
  );
}
