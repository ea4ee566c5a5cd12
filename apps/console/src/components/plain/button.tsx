import type { ComponentPropsWithRef, ReactNode } from 'react';
import './plain.css';

type Props = Omit<ComponentPropsWithRef<'button'>, 'type'> & {
  kind?: 'primary' | 'default' | 'text';
  submit?: boolean;
  block?: boolean;
  /** Busy: a spinner in place of the icon, and clicks do nothing (it keeps its focus). */
  loading?: boolean;
  icon?: ReactNode;
};

/** A button in antd's look, without antd. */
export function Button({
  kind = 'default',
  submit = false,
  block = false,
  loading = false,
  icon,
  className,
  onClick,
  children,
  ...rest
}: Props) {
  const classes = [
    'plain-button',
    `plain-button-${kind}`,
    block && 'plain-button-block',
    className,
  ];
  return (
    <button
      {...rest}
      type={submit ? 'submit' : 'button'}
      className={classes.filter(Boolean).join(' ')}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={(e) => {
        if (loading) e.preventDefault();
        else onClick?.(e);
      }}
    >
      {loading ? <span className="plain-spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
