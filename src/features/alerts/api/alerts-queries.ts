import { getListAlertsQueryOptions } from '../../../api/generated/hooks/requests/requests';

/** The patron's alerts (spec section 3, alert: id and read flag), read from the server. */
export const alertsQueries = {
  list: () => getListAlertsQueryOptions(),
};
