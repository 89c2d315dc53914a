import { gridKo } from '../grid/messages';
import { overlayKo } from '../overlay/messages';
import { richTextKo } from '../rich-text/messages';
import { controlsKo } from '../controls/messages';

// Korean UI strings of the kit pieces in @nuri/ui (grid, overlay, controls, language switch).
// Merged over the @nuri/domain catalogue and under the shell's and each app's own.
export const ko = {
  ...gridKo,
  ...overlayKo,
  ...richTextKo,
  ...controlsKo,

  'language.label': '언어 선택',
  'language.ko': '한국어',
  'language.en': 'English',
} satisfies Record<string, string>;

export type UiMessageKey = keyof typeof ko;
