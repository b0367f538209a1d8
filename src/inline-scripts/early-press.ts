/** In a page with a gallery or a worksite's photos: a press on a tab or a picture before the island is ready is made again once it is. */
import { keepEarlyPresses } from '../lib/media/early-press';

keepEarlyPresses();
