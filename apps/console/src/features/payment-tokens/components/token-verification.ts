import type { FormInstance } from 'antd';
import { ERRORS } from '@mintfront/domain';
import { showFormError } from '../../../components/form-errors.ts';

/** Where a refused verification or submission is shown: the symbol or the address field. */
export const FIELD_BY_CODE: Record<number, string> = {
  [ERRORS.TOKEN_SYMBOL_MISMATCH.code]: 'symbol',
  [ERRORS.TOKEN_NOT_ERC20.code]: 'address',
  [ERRORS.TOKEN_EXISTS.code]: 'address',
};

/** Shows a refused verification or submission on its field, anything else through `notify`. */
export function showTokenError(form: FormInstance, error: unknown, notify: (text: string) => void) {
  showFormError(form, error, notify, FIELD_BY_CODE);
}

/** The key a verification answered for: the address as typed (any case) and the symbol upper-cased. */
export const verificationKey = (address: string | undefined, symbol: string | undefined) =>
  `${(address ?? '').trim().toLowerCase()}|${(symbol ?? '').trim().toUpperCase()}`;
