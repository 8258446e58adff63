import { useQuery } from '@tanstack/react-query';
import { ACTIVITY_CAPTCHA, hasActivity } from '../utils/login-settings';
import { publicConfigQueries } from '../../../api/queries/public-config-queries';

/**
 * True when the institution permits activity 1120 to the public client: login and password
 * recovery then ask for the captcha (spec sections 5 and 6). Reads the public functionalities
 * start-up already loaded, with the same query key.
 */
export function useCaptchaRequired(): boolean {
  const { data: activities = [] } = useQuery(publicConfigQueries.functionalities());
  return hasActivity(activities, ACTIVITY_CAPTCHA);
}
