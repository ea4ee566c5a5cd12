import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBlocker, type Location } from 'react-router';

export type UnsavedChanges = {
  /** The confirmation dialog; render it once in the form's screen. */
  prompt: ReactNode;
  /** Lets the next navigation through without asking: call it right before leaving after a save or a discard. */
  allowLeave: () => void;
};

const testId = (id: string) => ({ 'data-testid': id }) as Record<`data-${string}`, string>;
const elsewhere = (from: Location, to: Location) =>
  from.pathname !== to.pathname || from.search !== to.search;

/**
 * While `dirty`, leaving the screen asks first (spec doc 1 §4: "going back asks for confirmation",
 * cancel / leave page): a navigation inside the console opens the dialog, and closing or
 * reloading the tab gets the browser's own prompt.
 */
export function useUnsavedChanges(dirty: boolean): UnsavedChanges {
  const { t } = useTranslation();
  const allowed = useRef(false);
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
      dirty && !allowed.current && elsewhere(currentLocation, nextLocation),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const prompt = (
    <Modal
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      okText={t('unsaved.leave')}
      cancelText={t('unsaved.stay')}
      okButtonProps={{ danger: true, ...testId('unsaved-leave') }}
      cancelButtonProps={testId('unsaved-stay')}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      width={420}
    >
      {t('unsaved.text')}
    </Modal>
  );
  return {
    prompt,
    allowLeave: useCallback(() => {
      allowed.current = true;
    }, []),
  };
}
