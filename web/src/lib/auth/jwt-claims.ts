/**
 * Reads a token's claims for the browser's own decisions (who is signed in, when to refresh). No
 * signature check: the API checks every token it is given; here a forged token only fools its bearer.
 */
export type Claims = Record<string, unknown>;

export function readClaims(token: string | null | undefined): Claims | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as Claims) : undefined;
  } catch {
    return undefined;
  }
}

export const numericClaim = (claims: Claims | undefined, name: string): number | undefined => {
  const value = Number(claims?.[name]);
  return Number.isFinite(value) ? value : undefined;
};
