import { AccessibilityStatementPage } from '../../pages/accessibility-statement-page';

/** `/acessibilidade`: words alone, no data (the page names itself: `usePageTitle`). */
export default AccessibilityStatementPage;
