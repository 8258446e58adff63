import { useQuery } from '@tanstack/react-query';
import { loginConfigQueries } from '../api/login-config-queries';
import { ACTIVITY_CAPTCHA, hasActivity } from '../utils/login-settings';

/**
 * True when the institution permits activity 1120 to the public client: login and password
 * recovery then ask for the captcha (spec sections 5 and 6). Reads the public functionalities
 * start-up already loaded, with the same query key.
 */
export function useCaptchaRequired(): boolean {
  const { data: activities = [] } = useQuery(loginConfigQueries.functionalities());
  return hasActivity(activities, ACTIVITY_CAPTCHA);
}
