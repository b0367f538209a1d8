// Netlify build plugin of the site: Astro's image cache kept from one build to the next, so that
// each of the owner's photos is resized once, not at every build (docs/developpeurs/photos-construction.md), and so are
// the pages' social images (src/integrations/social-image-cache.ts). Declared
// in netlify.toml:
//
//   [[plugins]]
//   package = "./deploy/netlify-image-cache"

/**
 * Where the build keeps the images it has made on Netlify (its `cacheDir` there: src/config/launch.ts,
 * buildCacheDir): Astro's, and the social images (SOCIAL_IMAGE_CACHE_FOLDER).
 */
const IMAGE_CACHES = ['node_modules/.astro/assets', 'node_modules/.astro/social-images'];

/** @param {{ utils: { cache: { restore(path: string): Promise<boolean> } } }} options */
export const onPreBuild = async ({ utils }) => {
  let restored = false;
  for (const folder of IMAGE_CACHES) restored = (await utils.cache.restore(folder)) || restored;
  console.log(restored ? 'Images déjà faites : reprises du cache.' : 'Pas encore d’images en cache.');
};

/** @param {{ utils: { cache: { save(path: string): Promise<boolean> } } }} options */
export const onPostBuild = async ({ utils }) => {
  let saved = false;
  for (const folder of IMAGE_CACHES) saved = (await utils.cache.save(folder)) || saved;
  if (saved) console.log('Images gardées en cache pour la prochaine construction.');
};
