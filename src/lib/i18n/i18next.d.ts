import 'i18next';
import type { OnDemandResources } from './on-demand-namespaces';
import type { defaultNamespace, resources } from './resources';

// Keys are typed from the Portuguese resources (bundled and on-demand), so a missing key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: (typeof resources)['pt'] & OnDemandResources;
  }
}
