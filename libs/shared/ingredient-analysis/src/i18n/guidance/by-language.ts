/** The "choose instead" advice of each display language, by code (see guidance-messages.ts). */
export { ar } from './ar';
export { de } from './de';
export { es } from './es';
export { fa } from './fa';
export { fr } from './fr';
export { hi } from './hi';
export { it } from './it';
export { ja } from './ja';
export { ko } from './ko';
export { nl } from './nl';
export { pt } from './pt';
export { ru } from './ru';
export { tr } from './tr';
export { zh } from './zh';
export { GUIDANCE_EN as en } from './en';
