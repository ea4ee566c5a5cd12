import type { Language } from '@mintfront/domain';
import type { Mail } from './mailer.ts';

type CodePurpose = 'register' | 'reset';

const TEXTS = {
  register: {
    en: {
      subject: 'Your Mintfront sign-up code',
      intro: 'Your verification code is:',
      validity: 'It is valid for 24 hours.',
    },
    zh: {
      subject: '您的 Mintfront 注册验证码',
      intro: '您的验证码是：',
      validity: '24 小时内有效。',
    },
  },
  reset: {
    en: {
      subject: 'Your Mintfront password reset code',
      intro: 'Your password reset code is:',
      validity: 'It is valid for 30 minutes.',
    },
    zh: {
      subject: '您的 Mintfront 重置密码验证码',
      intro: '您的重置密码验证码是：',
      validity: '30 分钟内有效。',
    },
  },
} as const;

const FOOTER = {
  en: 'If you did not ask for it, ignore this mail.',
  zh: '如果这不是您本人的操作，请忽略此邮件。',
} as const;

/**
 * The mail carrying an e-mail code (spec §9), in the caller's language. The code stands on a
 * line of its own, so it stays readable in the raw message whatever the encoding of the rest.
 */
export function codeMail(to: string, purpose: CodePurpose, code: string, lang: Language): Mail {
  const t = TEXTS[purpose][lang];
  return {
    to,
    subject: t.subject,
    text: `${t.intro}\n\n${code}\n\n${t.validity}\n${FOOTER[lang]}\n`,
  };
}
