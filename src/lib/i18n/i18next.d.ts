import 'i18next';
import type { defaultNamespace, resources } from './resources';

// Keys are typed from the Portuguese resources, so a missing key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace;
    resources: (typeof resources)['pt'];
  }
}
