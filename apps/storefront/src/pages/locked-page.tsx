import { useText } from '../app.tsx';

/** A closed store, or an unpublished one: its visitors see its message. */
export function LockedPage({
  reason,
  message,
}: {
  reason: 'unpublished' | 'closed';
  message: string | null;
}) {
  const t = useText();
  return (
    <section className="store-message">
      <h1>{t(reason === 'closed' ? 'closed' : 'locked')}</h1>
      {message && <p>{message}</p>}
    </section>
  );
}
