import 'i18next';
import type { OnDemandResources } from './on-demand-namespaces';
import type { defaultNamespace, resources } from './resources';
import type ptCodedValues from '../../../locales/pt/coded-values.json';

// Keys are typed from the Portuguese resources (bundled, on-demand and coded values), so a missing key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    // `coded-values` is named here, not loaded in Portuguese: see coded-value-labels.ts.
    resources: (typeof resources)['pt'] &
      OnDemandResources & { 'coded-values': typeof ptCodedValues };
  }
}
