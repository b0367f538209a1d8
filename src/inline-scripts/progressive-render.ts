/** After the home page's last section: the sections below the hero are laid out after the first paint. */
import { renderProgressively } from '../lib/progressive-render';

renderProgressively();
