// Writes the web fonts cut down as src/config/fonts.ts describes (weights, features,
// characters) into src/assets/fonts/. Pages load them after the first paint (src/lib/loading/web-fonts.ts).
// Run `npm exec -- node tools/fonts.mjs` after changing src/config/fonts.ts or a font package.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { fontCharacters, webFonts } from '../src/config/fonts.ts';
import { projectRoot } from './project.mjs';

async function main() {
  await mkdir(join(projectRoot, 'src', 'assets', 'fonts'), { recursive: true });
  for (const font of webFonts) {
    const source = await readFile(join(projectRoot, 'node_modules', ...font.source.split('/')));
    const subset = await subsetFont(source, fontCharacters, {
      targetFormat: 'woff2',
      variationAxes: font.axes,
      keepFeatures: [...font.features],
    });
    await writeFile(join(projectRoot, 'src', 'assets', 'fonts', font.file), subset);
    console.log(`${font.file} : ${(source.length / 1000).toFixed(1)} KB → ${(subset.length / 1000).toFixed(1)} KB`);
  }
}

await main();
