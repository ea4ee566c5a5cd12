import { useId, useState, type ComponentPropsWithRef } from 'react';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import './plain.css';

type Props = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  /** The field's rule message, shown under it. */
  error?: string | null;
  /** A password field gets a toggle button, of this name, that shows what was typed. */
  reveal?: string;
};

/**
 * A labelled text input in antd's form look: the required mark (and `aria-required`), and the
 * rule message below it, which describes the input and is announced as it appears.
 */
export function TextField({ label, error, reveal, required, type = 'text', ...input }: Props) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className="plain-field">
      <label htmlFor={id} className={required ? 'plain-label plain-label-required' : 'plain-label'}>
        {label}
      </label>
      <div className={error ? 'plain-input plain-input-error' : 'plain-input'}>
        <input
          {...input}
          id={id}
          type={reveal && shown ? 'text' : type}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {reveal && (
          <button
            type="button"
            className="plain-input-toggle"
            aria-label={reveal}
            aria-pressed={shown}
            onClick={() => setShown(!shown)}
          >
            {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        )}
      </div>
      <div id={errorId} className="plain-field-error" aria-live="polite">
        {error}
      </div>
    </div>
  );
}
