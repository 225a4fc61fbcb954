import { HOME_PATH, LOGIN_PATH } from '@agvs/contract';

/** Where to go after signing in: the `redirect` query when it is a path of this console, else home. */
export function redirectTarget(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith(LOGIN_PATH)) {
    return HOME_PATH;
  }
  return redirect;
}
