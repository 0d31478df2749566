/** Every page of the product in English, checked by axe-core and looked at (support/every-screen.ts). */
import { walkEveryScreen } from './support/every-screen';

walkEveryScreen('en');
