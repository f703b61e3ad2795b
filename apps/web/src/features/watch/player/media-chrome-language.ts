// Imported before any media-chrome element is defined: the elements read their labels when created.
import 'media-chrome/dist/lang/fr.js';
import { setLanguage } from 'media-chrome/dist/utils/i18n.js';
import { activeLanguage } from '../../../lib/i18n';

setLanguage(activeLanguage());

export { setLanguage as setPlayerLanguage };
