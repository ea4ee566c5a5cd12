import { useRef } from 'react';
import { DatePicker, Form, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { messageText } from '@mintfront/domain';
import { useLanguage } from '../../i18n/index.ts';
import type { SchemaItemProps } from './schema-form.ts';

dayjs.extend(customParseFormat);

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

type Props = Omit<SchemaItemProps, 'name'> & {
  /** Its name; in a Form.List row, relative to the row (`[row, key]`), with `at` its whole path. */
  name: SchemaItemProps['name'] | (string | number)[];
  at?: (string | number)[];
  id: string;
  testId?: string;
  extra?: string;
};

/**
 * A date-and-time field that never drops what was typed (issue 22): a date typed in full is
 * taken without pressing OK, and a text that is not a date is refused with a message saying how
 * to write it, until it is corrected or cleared.
 */
export function DateTimeField({ id, testId, extra, at, ...item }: Props) {
  const form = Form.useFormInstance();
  const path = at ?? item.name;
  const lang = useLanguage();
  // The text in the field when it was left: the picker may not have taken it.
  const typed = useRef<string | null>(null);
  const typedRule: FormRule = {
    validator: async () => {
      const text = typed.current;
      const value = form.getFieldValue(path) as Dayjs | null | undefined;
      if (text && text !== value?.format(DATE_TIME_FORMAT))
        throw new Error(
          messageText('dateTyped', lang, { field: item.label, format: DATE_TIME_FORMAT }),
        );
    },
  };

  function leave(text: string) {
    typed.current = text;
    // The picker takes a typed date on Enter or Tab, not when the pointer leaves for a button.
    const date = dayjs(text, DATE_TIME_FORMAT, true);
    const value = form.getFieldValue(path) as Dayjs | null | undefined;
    if (date.isValid() && !date.isSame(value)) form.setFieldValue(path, date);
    setTimeout(() => void form.validateFields([path]).catch(() => undefined));
  }

  return (
    <Form.Item {...item} htmlFor={id} extra={extra} rules={[...item.rules, typedRule]}>
      <DatePicker
        id={id}
        showTime
        needConfirm={false}
        format={DATE_TIME_FORMAT}
        data-testid={testId}
        onBlur={(event) => leave((event.target as HTMLInputElement).value.trim())}
        onChange={() => {
          typed.current = null;
        }}
      />
    </Form.Item>
  );
}
