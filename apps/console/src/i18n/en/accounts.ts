export const accounts = {
  fields: {
    email: 'Email',
    username: 'Username',
    password: 'Password',
    confirmPassword: 'Confirm password',
    oldPassword: 'Current password',
    newPassword: 'New password',
    code: 'Verification code',
    surname: 'Surname',
    name: 'Given name',
    country: 'Country or region',
    areaCode: 'Area code',
    tel: 'Phone number',
    nickname: 'Nickname',
    introduce: 'About you',
    revenue: 'Annual NFT revenue',
    role: 'What describes you best',
    experience: 'Experience with NFTs',
    categories: 'Categories',
  },
  login: {
    title: 'Log in to Mintfront',
    submit: 'Log in',
    noAccount: 'No account yet?',
    register: 'Create an account',
    forgot: 'Forgot password?',
    passwordReset: 'Your password was changed. Log in with the new password.',
  },
  register: {
    title: 'Create your store',
    steps: {
      account: 'Account',
      code: 'Verify email',
      store: 'Store',
      details: 'Your details',
      survey: 'Survey',
      categories: 'Categories',
    },
    agree: 'I agree to the terms of service and the privacy policy',
    sendCode: 'Send verification code',
    haveAccount: 'Already have an account?',
    login: 'Log in',
  },
  code: {
    title: 'Check your email',
    sentTo: 'We sent a 6-digit code to {{email}}. It is valid for 24 hours.',
    outbox:
      'This server has no mail server configured: the code is printed in the server log instead of being emailed.',
    outboxLocal:
      'This server has no mail server configured: the code is kept in the local outbox instead of being emailed.',
    openOutbox: 'Open the local outbox',
    resend: 'Send a new code',
    resendIn: 'Send a new code in {{seconds}} s',
    resent: 'A new code was sent.',
    submit: 'Verify and create account',
    changeEmail: 'Use another email',
  },
  details: { title: 'Tell us about you', submit: 'Next' },
  survey: {
    title: 'A few questions about your business',
    submit: 'Next',
    revenue: {
      none: 'No revenue yet',
      under_1000: 'Under 1,000 USD',
      '1000_10000': '1,000 – 10,000 USD',
      '10000_50000': '10,000 – 50,000 USD',
      above_50000: 'Above 50,000 USD',
    },
    roles: {
      artist: 'Artist',
      brand: 'Brand',
      collector: 'Collector',
      agency: 'Agency',
      other: 'Other',
    },
    experiences: { new: 'New to NFTs', some: 'Sold a few', expert: 'Experienced seller' },
  },
  categories: {
    title: 'What will your store sell?',
    hint: 'Choose at least one category. You can change them later.',
    submit: 'Finish',
    empty: 'No default categories are available.',
  },
  forgot: {
    title: 'Reset your password',
    steps: { email: 'Email', code: 'Code', password: 'New password' },
    sendCode: 'Send reset code',
    codeSent:
      'If an account exists for {{email}}, a reset code was sent. The code is valid for 30 minutes.',
    verify: 'Verify code',
    submit: 'Set new password',
    backToLogin: 'Back to log in',
  },
  // issue 22: sign-up resumed after a reload, rules shown before typing.
  signUpResume: {
    passwordAgain:
      'The page was reloaded. Your password is never kept in the browser: choose it again, then enter the code.',
  },
  hints: {
    username:
      '4 to 60 characters, letters and digits only (no spaces or symbols); not your password.',
  },
} as const;
