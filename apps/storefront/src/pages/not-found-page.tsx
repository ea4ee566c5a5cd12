// @jsxRuntime automatic
import { useText, useView } from '../view-context.ts';

export function NotFoundPage() {
  const { base } = useView();
  const t = useText();
  return (
    <section className="store-message">
      <h1>{t('notFound')}</h1>
      <a href={`${base}/`}>{t('backHome')}</a>
    </section>
  );
}
