/**
 * The one way a username or email is compared. The database never folds case itself (its
 * lower() follows the server's locale, JavaScript's does not: "ADMİN" was one account to
 * PostgreSQL and two to the app, a 500); it stores this key and compares keys.
 *
 * The key: NFKC (compatibility forms such as full-width letters become plain ones), full case
 * folding that no locale changes, and combining marks removed, so names that differ only by
 * case, width or accents ("ADMİN", "ａｄｍｉｎ", "Admín") are one account and cannot impersonate
 * each other.
 */
export function identityKey(value: string): string {
  return (
    value
      .normalize("NFKC")
      // Upper then lower approximates Unicode full case folding (ß → ss, ς → σ), and neither
      // depends on the locale (unlike toLocaleLowerCase).
      .toUpperCase()
      .toLowerCase()
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      .normalize("NFKC")
  );
}

/**
 * Characters a name must not contain: controls, format characters (zero-width space and
 * joiners, bidi overrides), other default-ignorable code points, unassigned and private-use
 * ones, and line or paragraph separators. They are invisible or reorder text, so two names that
 * look the same could differ.
 */
const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]|[\u00a0\u2000-\u200a\u202f\u205f\u3000]/u;

export function hasInvisibleCharacters(value: string): boolean {
  return INVISIBLE.test(value);
}
