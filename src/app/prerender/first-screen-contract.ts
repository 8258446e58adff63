import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the build's prerender (deploy/prerender-plugin.ts) writes into index.html and the client
 * (src/app/prerender/take-first-screen.ts) reads back: one place for the names both
 * sides must agree on. Tiny on purpose: the page's first script imports it.
 */

/**
 * The addresses prerendered, relative to the app's base, each into its own HTML file: the home
 * page (index.html) and the login page (login.html), the first page of every patron who comes to
 * sign in. The other pages depend on the address's query or on the patron, which a static build
 * cannot know; the server sends them app.html, the start-up screen alone.
 */
export const prerenderedPaths = ['', 'login'] as const;

/** The build's file holding a prerendered address (`prerenderedPaths`). */
export const prerenderedFileName = (path: string) => `${path || 'index'}.html`;

/** The file every other address of the app is served: the start-up screen alone. */
export const shellFileName = 'app.html';

/**
 * Where each language's prerendered page waits: Portuguese's is the app's `#root`, the
 * others' are `<template>`s (their markup moves into `#root` when picked).
 */
export const firstScreenContainerId = (language: string) =>
  language === 'pt' ? 'root' : `root-${language}`;

/** The `<script type="application/json">` with a language's start-up data (`FirstScreenData`). */
export const firstScreenDataId = (language: string) => `first-screen-data-${language}`;

/**
 * React's `identifierPrefix` of a language's render, server and client alike, so the three
 * languages' markup in one document never repeat an id (`useId`, and react-aria's ids from it).
 */
export const firstScreenIdPrefix = (language: string) => `${language}-`;

/**
 * Set on `<html>` by a prerendered page's head script before the first paint: the language whose
 * prerendered markup is shown, or empty when the address or the browser's state asks for
 * something else (then the start-up screen shows, and the app renders without hydrating).
 */
export const firstScreenAttribute = 'data-first-screen';

/** On `#root` until the app takes over: the language whose prerendered markup it holds. */
export const heldLanguageAttribute = 'data-language';

/** The start-up query the gate waits for (start-up done: the app may render). */
export const startupQueryKey = ['startup'] as const;

/** What the build embeds per language, to seed the client's caches before hydrating. */
export interface FirstScreenData {
  language: string;
  /** react-query's `dehydrate` of the render's query client. */
  queries: DehydratedState;
  /** react-router's loader data of the render, its `hydrationData`. */
  loaderData: Record<string, unknown>;
}
