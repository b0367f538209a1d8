/**
 * Right after the contact form (home page): the project type the address names is chosen at once,
 * and a press on its button before it is ready is kept.
 */
import { presetProjectType, type ProjectTypePreset } from '../lib/contact/early-project-type';
import { holdEarlySubmit, type EarlySubmitOptions } from '../lib/contact/early-submit';

declare const __INLINE_SCRIPT_DATA__: EarlySubmitOptions & ProjectTypePreset;

const options = __INLINE_SCRIPT_DATA__;
presetProjectType(options);
holdEarlySubmit(options);
