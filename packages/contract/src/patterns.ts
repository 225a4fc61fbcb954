/** Field-type validation patterns of SPEC §5, shared by server validation and console forms. */
export const Patterns = {
  code: /^[A-Za-z][A-Za-z0-9_]{1,29}$/,
  name: /^\S{1,100}$/,
  email: /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/,
  ip: /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
  mac: /^[0-9A-F]{12}$/,
  double: /^[-+]?\d+(\.\d+)?$/,
  positiveDouble: /^\+?\d+(\.\d+)?$/,
  long: /^\d+$/,
  int: /^[1-9]\d*$/,
  int1: /^[1-9]$/,
  int2: /^[1-9]\d?$/,
  int3: /^[1-9]\d{0,2}$/,
  int4: /^[1-9]\d{0,3}$/,
  int5: /^[1-9]\d{0,4}$/,
  int6: /^[1-9]\d{0,5}$/,
  isValid: /^[01]$/,
  isCode: /^\w{1,20}$/,
  mobile: /^1[3-9]\d{9}$/,
  /** Codes of roles and departments: start with a letter; digits, underscore, hyphen allowed. */
  roleCode: /^[A-Za-z][A-Za-z0-9_-]*$/,
  /** Sign-in names: 2-30 letters, digits and . _ @ - */
  username: /^[A-Za-z0-9_.@-]{2,30}$/,
  /** yyyy-MM-dd */
  date: /^\d{4}-\d{2}-\d{2}$/,
} as const;

/** Password complexity (SPEC §5): at least 8 characters with a letter, a digit and a special character. */
export function isComplexPassword(password: string): boolean {
  return (
    password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password)
  );
}
