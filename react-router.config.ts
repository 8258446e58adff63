import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode (issue 33), built by `npm run build:framework` with
 * vite.framework.config.ts: the public pages rendered per request by src/app/framework/'s route
 * modules. A spike beside the home-made renderer (deploy/server/), which `npm run build` still
 * builds; its output has its own folder so the two never mix.
 */
export default {
  appDirectory: 'src/app/framework',
  buildDirectory: 'build-framework',
  ssr: true,
} satisfies Config;
