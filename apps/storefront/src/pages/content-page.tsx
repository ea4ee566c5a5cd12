// @jsxRuntime automatic
import { RichText } from '../sections/text-sections.tsx';

/** A page the owner wrote (spec doc 2 §3 Page): its title and its sanitised content. */
export function ContentPage({ title, html }: { title: string; html: string }) {
  return (
    <article className="content-page">
      <h1>{title}</h1>
      <RichText html={html} />
    </article>
  );
}
