/** What the rich text field and its lazily loaded editor take. */
export type RichTextProps = {
  id?: string;
  /** HTML; the server sanitises what it stores. */
  value?: string;
  onChange?: (html: string) => void;
  /** The text box's accessible name. */
  label: string;
  testId?: string;
};
