/** In every page's <head>: what the header's menus need a script for (an outside click, Escape, a followed link). */
import { watchHeaderMenus } from '../lib/navigation/header-menus';

watchHeaderMenus();
