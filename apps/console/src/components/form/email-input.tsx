import { Input, type InputProps } from 'antd';

/**
 * An e-mail field: `type=email`, so phones show the e-mail keyboard and autofill offers addresses.
 * Its form must be `noValidate`: else the browser's own bubble blocks the submit and stands in
 * for the spec's messages.
 */
export function EmailInput(props: Omit<InputProps, 'type'>) {
  return <Input type="email" inputMode="email" autoComplete="email" {...props} />;
}
