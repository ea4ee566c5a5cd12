import { SMTPServer } from 'smtp-server';

export type Mail = { to: string; raw: string; receivedAt: number };

/** A real SMTP server on loopback that keeps every mail it receives, for reading codes. */
export async function startMailbox() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const rcpt of session.envelope.rcptTo)
          mails.push({ to: rcpt.address.toLowerCase(), raw, receivedAt: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;

  /** Waits for a mail to `to` received after `since` and returns its 6-digit code. */
  async function codeFor(to: string, since = 0, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = [...mails]
        .reverse()
        .find((m) => m.to === to.toLowerCase() && m.receivedAt >= since);
      const code = mail?.raw.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no code mailed to ${to}`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    codeFor,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
