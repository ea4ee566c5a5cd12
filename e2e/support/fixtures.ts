import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { startAnvil } from '@mintfront/contracts';
import { startAppServer } from './app-server.ts';
import { startMailbox } from './mailbox.ts';

type Stack = { url: string; mailbox: Awaited<ReturnType<typeof startMailbox>>; rpcUrl: string };

/**
 * One real SMTP server, one local chain (anvil) and one real app server per worker; tests share
 * them. The chain is started here, not by the server, so journeys can put contracts on it.
 */
export const test = base.extend<{ a11y: (page: Page) => Promise<void> }, { stack: Stack }>({
  stack: [
    async ({}, use) => {
      const mailbox = await startMailbox();
      const chain = await startAnvil();
      const app = await startAppServer({
        SMTP_URL: mailbox.url,
        // Every journey signs someone up from 127.0.0.1: more than the default 30 codes an hour.
        CODE_SENDS_PER_IP_HOUR: '1000',
        MAIL_FROM: 'Mintfront <no-reply@mintfront.test>',
        RPC_URL_LOCAL: chain.rpcUrl,
      });
      await use({ url: app.url, mailbox, rpcUrl: chain.rpcUrl });
      await app.stop();
      await chain.stop();
      await mailbox.close();
    },
    // The server and its chain can take over a minute to start on a loaded machine.
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.url),
  // Fails on serious or critical axe-core violations of the page as it is now.
  a11y: async ({}, use) => {
    await use(async (page) => {
      const result = await new AxeBuilder({ page }).analyze();
      const bad = result.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
    });
  },
});

export { expect };

let counter = 0;
/** A unique, rule-abiding identity for one journey. */
export function newIdentity() {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return {
    email: `owner-${id}@example.com`,
    username: `owner${id}`,
    password: `Secret${id}9`,
    storeName: `Store${id}`,
    subdomain: `store-${id}`,
  };
}
