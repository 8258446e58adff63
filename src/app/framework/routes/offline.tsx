import { OfflinePage } from '../../pages/offline-page';

/**
 * `/sem-conexao` (service-worker-rules.ts's `offlinePagePath`): the page the service worker
 * precaches and answers, offline, for a page never opened on this device (offline-page.tsx).
 * Words alone, no data of its own (the page names itself: `usePageTitle`).
 */
export default OfflinePage;
