export interface TestPhoto {
  /** Path in the photos folder, e.g. `services/charpente.webp`. */
  file: string;
  width: number;
  height: number;
}
/** Output folder of the build with test photos. */
export declare const PHOTOS_DIST: string;
/** The photos `npm run test:photos` builds the site with. */
export declare const testPhotos: TestPhoto[];
/** The camera data and GPS position (EXIF) every test photo carries. */
export declare const cameraData: { IFD0: { Make: string; Model: string }; IFD3: Record<string, string> };
/** A photo written into photos/ that no page names. */
export declare const uncitedPhoto: TestPhoto;
/** Writes the test photos into `dir` (plus a text file the build must ignore). */
export declare function writeTestPhotos(dir: string, photos?: TestPhoto[]): Promise<void>;
/** A copy of the project whose content names the test photos, built into `outDir` (absolute). */
export declare function buildWithPhotos(
  outDir: string,
  photos?: TestPhoto[],
): Promise<{ status: number | null; output: string }>;
