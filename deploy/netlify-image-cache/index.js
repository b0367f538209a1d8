// Netlify build plugin of the site: Astro's image cache kept from one build to the next, so that
// each of the owner's photos is resized once, not at every build (README, « Photos »). Declared
// in netlify.toml:
//
//   [[plugins]]
//   package = "./deploy/netlify-image-cache"

/** Where Astro keeps the images it has made on Netlify (its `cacheDir` there: src/config/launch.ts, buildCacheDir). */
const IMAGE_CACHE = 'node_modules/.astro/assets';

/** @param {{ utils: { cache: { restore(path: string): Promise<boolean> } } }} options */
export const onPreBuild = async ({ utils }) => {
  const restored = await utils.cache.restore(IMAGE_CACHE);
  console.log(restored ? 'Images déjà faites : reprises du cache.' : 'Pas encore d’images en cache.');
};

/** @param {{ utils: { cache: { save(path: string): Promise<boolean> } } }} options */
export const onPostBuild = async ({ utils }) => {
  if (await utils.cache.save(IMAGE_CACHE)) console.log('Images gardées en cache pour la prochaine construction.');
};
