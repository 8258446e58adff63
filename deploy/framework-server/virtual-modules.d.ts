// The route modules' server build, which React Router's Vite plugin provides to the server
// build's input (app.ts); typed there as a `ServerBuild`.
declare module 'virtual:react-router/server-build';
