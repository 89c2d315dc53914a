import type { UiMessageKey } from './ko';
import { gridEn } from '../grid/messages';
import { overlayEn } from '../overlay/messages';
import { richTextEn } from '../rich-text/messages';
import { controlsEn } from '../controls/messages';

// English UI strings of the kit pieces. Typed by the Korean keys: a missing or extra key fails
// the type check.
export const en: Record<UiMessageKey, string> = {
  ...gridEn,
  ...overlayEn,
  ...richTextEn,
  ...controlsEn,

  'language.label': 'Language',
  'language.ko': '한국어',
  'language.en': 'English',
};
