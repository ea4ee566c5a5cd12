/**
 * The sign-up in progress, kept in this tab's sessionStorage so that a reload keeps the
 * entered account and the code step (issue 22). Never the password: the code step asks for it
 * again after a reload.
 */
export type SignUpDraft = { email: string; username: string; step: 'account' | 'code' };

const KEY = 'mintfront.signUp';

export function readSignUpDraft(): SignUpDraft | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<SignUpDraft> | null;
    if (!value || typeof value.email !== 'string' || typeof value.username !== 'string')
      return null;
    return {
      email: value.email,
      username: value.username,
      step: value.step === 'code' ? 'code' : 'account',
    };
  } catch {
    return null;
  }
}

export function saveSignUpDraft(draft: SignUpDraft) {
  sessionStorage.setItem(
    KEY,
    JSON.stringify({ email: draft.email, username: draft.username, step: draft.step }),
  );
}

export function clearSignUpDraft() {
  sessionStorage.removeItem(KEY);
}
