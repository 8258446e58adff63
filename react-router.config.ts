import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode (issue 33), the production server, built by `npm run build`
 * with vite.framework.config.ts: the public pages rendered per request by src/app/framework/'s
 * route modules. Its output has its own folder, beside the static build's dist/.
 */
export default {
  appDirectory: 'src/app/framework',
  buildDirectory: 'build-framework',
  ssr: true,
} satisfies Config;
