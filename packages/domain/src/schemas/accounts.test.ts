import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountCheckQuery,
  emailLoginBody,
  loginBody,
  passwordUpdateBody,
  registerVerificationQuery,
  verifyCodeBody,
} from './accounts.ts';

// Spec doc 1 §5, account rules, as the registration and password calls of API.md apply them.
// Every refusal names the field (issue path) and the MESSAGES key (issue message).

type Issue = { path: PropertyKey[]; message: string };
function issuesOf(schema: z.ZodType, input: unknown): Issue[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path, message: i.message }));
}

const registration = {
  email: 'ada@example.com',
  code: '123456',
  password: 'Secret12',
  username: 'ada1990',
  agree_terms: true,
};
const register = (change: Record<string, unknown>) =>
  issuesOf(verifyCodeBody, { ...registration, ...change });
const registerWithout = (field: keyof typeof registration) => {
  const { [field]: _dropped, ...rest } = registration;
  return issuesOf(verifyCodeBody, rest);
};

describe('registration (POST /api/verify/code)', () => {
  it('accepts a complete registration', () => {
    expect(verifyCodeBody.safeParse(registration).success).toBe(true);
  });

  describe('e-mail', () => {
    it('is normalised: surrounding blanks trimmed and lower-cased', () => {
      expect(
        verifyCodeBody.parse({ ...registration, email: '  Ada.Lovelace@Example.COM ' }).email,
      ).toBe('ada.lovelace@example.com');
    });

    it('is required', () => {
      expect(registerWithout('email')).toEqual([{ path: ['email'], message: 'required' }]);
    });

    it('is required when blank', () => {
      expect(register({ email: '   ' })).toEqual([{ path: ['email'], message: 'required' }]);
    });

    it.each([
      'ada',
      'ada@',
      '@example.com',
      'ada@@example.com',
      'ada lovelace@example.com',
      'ada@example',
    ])('refuses the invalid address %j', (email) => {
      expect(register({ email })).toEqual([{ path: ['email'], message: 'email' }]);
    });

    it('refuses an address longer than 254 characters', () => {
      expect(
        register({
          email:
            'a'.repeat(64) +
            '@' +
            'b'.repeat(63) +
            '.' +
            'c'.repeat(63) +
            '.' +
            'd'.repeat(63) +
            '.com',
        }),
      ).toEqual([{ path: ['email'], message: 'email' }]);
    });
  });

  describe('password', () => {
    it('accepts 8 characters with an uppercase, a lowercase and a digit', () => {
      expect(register({ password: 'Abcdefg1' })).toEqual([]);
    });

    it('refuses 7 characters', () => {
      expect(register({ password: 'Abcdef1' })).toEqual([
        { path: ['password'], message: 'passwordRule' },
      ]);
    });

    it('refuses a password without an uppercase letter', () => {
      expect(register({ password: 'abcdefg1' })).toEqual([
        { path: ['password'], message: 'passwordRule' },
      ]);
    });

    it('refuses a password without a lowercase letter', () => {
      expect(register({ password: 'ABCDEFG1' })).toEqual([
        { path: ['password'], message: 'passwordRule' },
      ]);
    });

    it('refuses a password without a digit', () => {
      expect(register({ password: 'Abcdefgh' })).toEqual([
        { path: ['password'], message: 'passwordRule' },
      ]);
    });

    it('accepts 128 characters', () => {
      expect(register({ password: 'Ab1' + 'x'.repeat(125) })).toEqual([]);
    });

    it('refuses 129 characters', () => {
      expect(register({ password: 'Ab1' + 'x'.repeat(126) })).toEqual([
        { path: ['password'], message: 'passwordRule' },
      ]);
    });

    it('is required', () => {
      expect(register({ password: '' })).toContainEqual({
        path: ['password'],
        message: 'required',
      });
    });
  });

  describe('username', () => {
    it('refuses 3 characters', () => {
      expect(register({ username: 'ada' })).toEqual([
        { path: ['username'], message: 'usernameLength' },
      ]);
    });

    it('accepts 4 characters', () => {
      expect(register({ username: 'ada1' })).toEqual([]);
    });

    it('accepts 60 characters', () => {
      expect(register({ username: 'a'.repeat(60) })).toEqual([]);
    });

    it('refuses 61 characters', () => {
      expect(register({ username: 'a'.repeat(61) })).toEqual([
        { path: ['username'], message: 'usernameLength' },
      ]);
    });

    it('accepts non-Latin letters', () => {
      expect(register({ username: '艾达洛芙' })).toEqual([]);
    });

    it('counts a non-Latin name in characters: 3 Chinese characters are too short', () => {
      expect(register({ username: '艾达芙' })).toEqual([
        { path: ['username'], message: 'usernameLength' },
      ]);
    });

    it.each(['ada lovelace', 'ada_1990', 'ada-1990', 'ada.1990', 'ada@home', 'ada!!'])(
      'refuses the special character or space in %j',
      (username) => {
        expect(register({ username })).toEqual([{ path: ['username'], message: 'usernameChars' }]);
      },
    );

    it('trims surrounding blanks rather than refusing them', () => {
      expect(verifyCodeBody.parse({ ...registration, username: '  ada1990 ' }).username).toBe(
        'ada1990',
      );
    });

    it('is required', () => {
      expect(register({ username: '  ' })).toContainEqual({
        path: ['username'],
        message: 'required',
      });
    });

    it('cannot equal the password', () => {
      expect(register({ username: 'Secret12', password: 'Secret12' })).toEqual([
        { path: ['username'], message: 'usernameIsPassword' },
      ]);
    });
  });

  describe('verification code', () => {
    it('accepts 6 digits, trimmed', () => {
      expect(verifyCodeBody.parse({ ...registration, code: ' 012345 ' }).code).toBe('012345');
    });

    it.each(['12345', '1234567', '12345a', '１２３４５６', ''])(
      'refuses %j, which is not 6 digits',
      (code) => {
        expect(register({ code })).toEqual([{ path: ['code'], message: 'code' }]);
      },
    );
  });

  describe('agreement to terms', () => {
    it('is refused when false', () => {
      expect(register({ agree_terms: false })).toEqual([
        { path: ['agree_terms'], message: 'agreeTerms' },
      ]);
    });

    it('is required', () => {
      expect(registerWithout('agree_terms')).toEqual([
        { path: ['agree_terms'], message: 'agreeTerms' },
      ]);
    });

    it('is refused as the string "true"', () => {
      expect(register({ agree_terms: 'true' })).toEqual([
        { path: ['agree_terms'], message: 'agreeTerms' },
      ]);
    });
  });
});

describe('registration code request and account check', () => {
  it('normalises the e-mail the code is sent to', () => {
    expect(registerVerificationQuery.parse({ email: ' ADA@example.com' })).toEqual({
      email: 'ada@example.com',
    });
  });

  it('account check needs an e-mail or a username', () => {
    expect(issuesOf(accountCheckQuery, {})).toEqual([{ path: ['email'], message: 'required' }]);
  });

  it('account check accepts a username alone', () => {
    expect(issuesOf(accountCheckQuery, { username: 'ada1990' })).toEqual([]);
  });
});

describe('login', () => {
  it('takes the e-mail shape or the wallet shape (API.md)', () => {
    expect(loginBody.safeParse({ email: 'ada@example.com', password: 'weak' }).success).toBe(true);
    const wallet = {
      appid: 100001,
      account_type: 8,
      wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      message: 'm',
      signature: '0x1234',
    };
    expect(loginBody.safeParse(wallet).success).toBe(true);
    expect(loginBody.safeParse({ ...wallet, account_type: 7 }).success).toBe(false);
    expect(loginBody.safeParse({ ...wallet, wallet: '0x12' }).success).toBe(false);
  });

  it('accepts any stored password without applying the strength rule', () => {
    expect(issuesOf(emailLoginBody, { email: 'ada@example.com', password: 'weak' })).toEqual([]);
  });

  it('requires the password', () => {
    expect(issuesOf(emailLoginBody, { email: 'ada@example.com', password: '' })).toEqual([
      { path: ['password'], message: 'required' },
    ]);
  });

  it('refuses a password longer than 128 characters', () => {
    expect(
      issuesOf(emailLoginBody, { email: 'ada@example.com', password: 'x'.repeat(129) }),
    ).toEqual([{ path: ['password'], message: 'invalid' }]);
  });

  it('property: every password registration accepts is accepted at login', () => {
    const accepted = fc
      .string({ unit: 'binary', minLength: 8, maxLength: 128 })
      .map((s) => 'Ab1' + s)
      .filter((s) => verifyCodeBody.shape.password.safeParse(s).success);
    fc.assert(
      fc.property(accepted, (password) => {
        expect(issuesOf(emailLoginBody, { email: 'ada@example.com', password })).toEqual([]);
      }),
    );
  });
});

describe('password update (POST /api/password/update)', () => {
  it('accepts a new password that differs from the old one', () => {
    expect(
      issuesOf(passwordUpdateBody, { old_password: 'Secret12', password: 'Secret34' }),
    ).toEqual([]);
  });

  it('refuses a new password equal to the old one', () => {
    expect(
      issuesOf(passwordUpdateBody, { old_password: 'Secret12', password: 'Secret12' }),
    ).toEqual([{ path: ['password'], message: 'passwordSame' }]);
  });

  it('applies the password rule to the new password', () => {
    expect(
      issuesOf(passwordUpdateBody, { old_password: 'Secret12', password: 'secret34' }),
    ).toEqual([{ path: ['password'], message: 'passwordRule' }]);
  });

  it('accepts a reset token with a new password', () => {
    expect(
      issuesOf(passwordUpdateBody, { reset_token: 'r'.repeat(32), password: 'Secret34' }),
    ).toEqual([]);
  });
});
