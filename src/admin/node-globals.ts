/**
 * Some of Decap CMS's libraries are written for Node.js and read its `global` as soon as they load
 * (@iarna/toml's dates, lodash). Decap sets `window.global` in its own entry module, which runs
 * after them wherever the bundler puts them in earlier chunks: the development server's
 * (`npm run admin`) and, as the admin's imports change, the build's. The admin stopped there on
 * « global is not defined », a blank page. Set here, before any of Decap's code is loaded.
 */
const scope = globalThis as typeof globalThis & { global?: typeof globalThis };
scope.global ??= globalThis;
