import type { ReactNode } from 'react';
import './plain.css';

/** A message above a form: an error is announced as it appears, a success politely. */
export function Alert({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`plain-alert plain-alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
