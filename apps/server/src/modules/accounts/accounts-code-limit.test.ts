import { describe, expect, it } from 'vitest';
import { call, createTestApp, newIdentity, randomIp } from '../../test/helper.ts';

// The operator's setting of the per-IP code cap (accounts.test.ts covers the default of 30).
describe('CODE_SENDS_PER_IP_HOUR', () => {
  it('caps per client IP at CODE_SENDS_PER_IP_HOUR when the operator sets it', async () => {
    const strict = await createTestApp({ codeSendsPerIpHour: 2 });
    try {
      const ip = randomIp();
      const answers = [];
      for (let i = 0; i < 3; i++) {
        const email = encodeURIComponent(newIdentity().email);
        const answer = await call(strict, 'GET', `/api/registerVerification?email=${email}`, {
          ip,
        });
        answers.push(answer.body.statusCode);
      }
      expect(answers).toEqual([0, 0, 42900]);
    } finally {
      await strict.closeAll();
    }
  });
});
