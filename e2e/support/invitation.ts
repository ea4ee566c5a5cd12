import type { Mail } from './mailbox.ts';

/** The body of a raw mail with quoted-printable soft breaks and escapes undone (nodemailer wraps long lines). */
function decodedBody(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the invitation mail to `to` received after `since` and returns the link in it. */
export async function invitationLinkFor(
  mails: Mail[],
  to: string,
  since = 0,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = [...mails]
      .reverse()
      .find((m) => m.to === to.toLowerCase() && m.receivedAt >= since);
    const link =
      mail && decodedBody(mail.raw).match(/https?:\/\/\S+\/invite\?token=[A-Za-z0-9_%.~-]+/)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no invitation mailed to ${to}`);
}
