let requested = false;

/**
 * The first screen's "Log in with a wallet" (features/accounts/first-screen.tsx): the console
 * loads, and its login starts the wallet sign-in at once, as if the button had been clicked there.
 */
export function requestWalletSignIn() {
  requested = true;
}

/** Whether the wallet sign-in was asked for before the console loaded; answers true once. */
export function takeWalletSignInRequest(): boolean {
  const was = requested;
  requested = false;
  return was;
}
