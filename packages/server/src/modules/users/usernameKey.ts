/**
 * The form a username is unique and looked up in: NFKC folds compatibility forms (full-width
 * "ａｄｍｉｎ", ligatures) and case is ignored, so "Admin" or "ａｄｍｉｎ" can never sit beside "admin"
 * and pass for it. The second NFKC keeps the key stable where lower-casing yields a decomposed form.
 */
export const usernameKey = (username: string): string => username.normalize('NFKC').toLowerCase().normalize('NFKC');
