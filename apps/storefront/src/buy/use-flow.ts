import { useCallback, useState } from 'react';
import type { BuyTextKey } from './buy-i18n.ts';
import { errorText, type Step } from './buy-flow.ts';

const STEP_TEXT: Record<Step, BuyTextKey> = {
  connect: 'stepConnect',
  network: 'stepNetwork',
  signIn: 'stepSignIn',
  reserve: 'stepReserve',
  approve: 'stepApprove',
  send: 'stepSend',
  mined: 'stepMined',
  confirm: 'stepConfirm',
};

export type FlowState = {
  busy: boolean;
  /** The text key of where the flow stands. */
  step: BuyTextKey | null;
  /** The error: a text key of ours, or the server's or wallet's own words. */
  error: { key: BuyTextKey } | { message: string } | null;
};

/** Runs one wallet flow at a time and says where it stands. */
export function useFlow() {
  const [state, setState] = useState<FlowState>({ busy: false, step: null, error: null });
  const run = useCallback(async <T>(flow: (onStep: (s: Step) => void) => Promise<T>) => {
    setState({ busy: true, step: null, error: null });
    try {
      const out = await flow((s) => setState({ busy: true, step: STEP_TEXT[s], error: null }));
      setState({ busy: false, step: null, error: null });
      return out;
    } catch (err) {
      setState({ busy: false, step: null, error: errorText(err) as FlowState['error'] });
      return undefined;
    }
  }, []);
  return { ...state, run };
}
