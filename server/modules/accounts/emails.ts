import type { TMail } from '../../adapters/mail';
import { composeMail } from '../../lib/mail-template';

function mail(to: string, subject: string, intro: string, action: string, url: string, outro: string): TMail {
  return composeMail(to, subject, { intro, action, url, outro });
}

export function verificationEmail(to: string, url: string): TMail {
  return mail(
    to,
    'Verify your PartsYard account',
    'Welcome to PartsYard! Please confirm your email address to finish creating your account.',
    'Verify my email',
    url,
    'The link works for 24 hours. If you did not sign up, you can ignore this email.',
  );
}

export function resetPasswordEmail(to: string, url: string): TMail {
  return mail(
    to,
    'Reset your PartsYard password',
    'Someone asked to reset the password of your PartsYard account.',
    'Choose a new password',
    url,
    'The link works once, for one hour. If it was not you, ignore this email: your password stays the same.',
  );
}

/** Sent instead of a second account: the sign-up answer stays the same, so it reveals nothing. */
export function existingAccountEmail(to: string, signInUrl: string): TMail {
  return mail(
    to,
    'You already have a PartsYard account',
    'Someone (probably you) tried to register on PartsYard with this email address, which already has an account.',
    'Sign in',
    signInUrl,
    'If you forgot your password, choose "Forgot password?" on the sign-in page. If it was not you, ignore this email.',
  );
}
