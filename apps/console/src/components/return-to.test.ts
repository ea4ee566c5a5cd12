import { describe, expect, it } from 'vitest';
import { returnPathFrom, withReturn } from './return-to.ts';

describe('the way back through sign-in (invitation link)', () => {
  it('keeps a console path with its query', () => {
    const login = withReturn('/login', '/invite?token=a%2Bb');
    expect(login).toBe('/login?redirect=%2Finvite%3Ftoken%3Da%252Bb');
    expect(returnPathFrom(login.split('?')[1]!)).toBe('/invite?token=a%2Bb');
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'invite'])(
    'refuses %s (no open redirect)',
    (to) => {
      expect(returnPathFrom(new URLSearchParams({ redirect: to }))).toBeNull();
    },
  );

  it('no parameter: no way back, and the path stays bare', () => {
    expect(returnPathFrom('')).toBeNull();
    expect(withReturn('/register', null)).toBe('/register');
  });
});
