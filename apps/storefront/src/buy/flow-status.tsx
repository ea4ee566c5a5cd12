// @jsxRuntime automatic
import { useBuyText } from './buy-i18n.ts';
import type { FlowState } from './use-flow.ts';

/** Where a wallet flow stands (announced politely) and its error (announced at once). */
export function FlowStatus({
  id,
  flow,
  done,
}: {
  id: string;
  flow: FlowState;
  done?: string | null;
}) {
  const t = useBuyText();
  return (
    <>
      <p id={`${id}-status`} className="flow-status" role="status" aria-live="polite">
        {flow.step ? t(flow.step) : (done ?? '')}
      </p>
      {flow.error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {'key' in flow.error ? t(flow.error.key) : flow.error.message}
        </p>
      )}
    </>
  );
}
