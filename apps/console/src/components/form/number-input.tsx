import { InputNumber, type InputNumberProps } from 'antd';

/**
 * A number field that keeps what was typed (issue 22): antd's `min`, `max` and `precision` would
 * turn −5 into 1 or 1.5 into 2 without a word, so they are not offered; the schema's rule says
 * why a number is refused instead.
 */
export function NumberInput(props: Omit<InputNumberProps<number>, 'min' | 'max' | 'precision'>) {
  return <InputNumber<number> {...props} />;
}
