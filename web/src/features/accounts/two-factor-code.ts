/** A code as typed, without the spaces an app shows in it ("123 456"). */
export function typedCode(code: string): string {
  return code.replace(/\s/g, '');
}

/** An authenticator app's code: six digits. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(typedCode(code));
}
