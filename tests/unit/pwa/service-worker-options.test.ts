import type { ManifestEntry } from 'workbox-build';
import { describe, expect, it } from 'vitest';
import { revisionOf, serviceWorkerOptions } from '../../../src/app/pwa/service-worker-options';
import {
  cacheNames,
  offlinePageCopy,
  offlineRedirectPlugin,
} from '../../../src/app/pwa/service-worker-rules';

// The two builds with a worker share these options (vite.config.ts, vite.framework.config.ts):
// they differ only in what a page never loaded gets offline and where the files are.
const staticBuild = serviceWorkerOptions({
  apiBaseUrl: '/api',
  disable: false,
  offline: 'app-shell',
});
const frameworkMode = serviceWorkerOptions({
  apiBaseUrl: '/api',
  disable: false,
  offline: 'offline-page',
  outDir: 'build-framework/client',
});

const pagesRoute = (options: typeof staticBuild) =>
  options.workbox?.runtimeCaching?.find((route) => route.options?.cacheName === cacheNames.pages);

describe('the service worker options of both builds', () => {
  it('leave the manifest to the servers and wait for the patron to update', () => {
    for (const options of [staticBuild, frameworkMode]) {
      expect(options).toMatchObject({
        strategies: 'generateSW',
        registerType: 'prompt',
        injectRegister: false,
        manifest: false,
      });
      expect(options.workbox).toMatchObject({
        navigateFallback: null,
        clientsClaim: true,
        navigationPreload: true,
      });
      expect(options.workbox?.globPatterns?.join()).not.toContain('webmanifest');
    }
  });

  it('share the runtime routes but the pages’ answer when nothing was kept', () => {
    const shared = (options: typeof staticBuild) =>
      options.workbox?.runtimeCaching?.map((route) => ({
        ...route,
        // The same matcher functions; the API's pattern made afresh each time.
        urlPattern: route.urlPattern instanceof RegExp ? route.urlPattern.source : route.urlPattern,
        options:
          route.options?.cacheName === cacheNames.pages
            ? { ...route.options, precacheFallback: undefined, plugins: undefined }
            : route.options,
      }));
    expect(shared(frameworkMode)).toEqual(shared(staticBuild));
    expect(pagesRoute(staticBuild)?.options?.precacheFallback).toEqual({ fallbackURL: 'app.html' });
    expect(pagesRoute(frameworkMode)?.options?.plugins).toEqual([offlineRedirectPlugin]);
  });

  it('precache app.html in the static build, the offline page’s copy in framework mode', async () => {
    expect(staticBuild.workbox?.globPatterns).toContain('app.html');
    expect(staticBuild.workbox?.manifestTransforms).toBeUndefined();
    expect(frameworkMode.workbox?.globPatterns).not.toContain('app.html');
    expect(frameworkMode.outDir).toBe('build-framework/client');
    const [transform] = frameworkMode.workbox?.manifestTransforms ?? [];
    type Entry = ManifestEntry & { size: number };
    const built = (revision: string): Entry[] => [
      { url: 'assets/entry.client-abc.js', revision: null, size: 10 },
      { url: 'logo.svg', revision, size: 10 },
    ];
    const copyOf = async (entries: Entry[]) =>
      (await transform!(entries)).manifest.find((entry) => entry.url === offlinePageCopy);
    const first = await copyOf(built('1'));
    expect(first?.revision).toMatch(/^[0-9a-f]{8}$/);
    // A new build, a new copy; the same build, the same.
    expect((await copyOf(built('2')))?.revision).not.toBe(first?.revision);
    expect((await copyOf(built('1')))?.revision).toBe(first?.revision);
  });

  it('digest the revisions whatever their order', () => {
    expect(revisionOf(['a', 'b'])).toBe(revisionOf(['b', 'a']));
    expect(revisionOf(['a'])).not.toBe(revisionOf(['b']));
  });
});
