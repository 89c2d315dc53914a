// Strings of the map parts shared by the builder, the viewers and themed apps (issue 24:
// legend, share and embed).
export const mapKitKo = {
  'web.legend.title': '범례',
  'web.legend.hide': '범례 숨기기',
  'web.legend.show': '범례 보기',
  'web.legend.other': '기타',
  'web.legend.up': '{name} 범례 위로',
  'web.legend.down': '{name} 범례 아래로',
} satisfies Record<string, string>;

export const mapKitEn: Record<keyof typeof mapKitKo, string> = {
  'web.legend.title': 'Legend',
  'web.legend.hide': 'Hide legend',
  'web.legend.show': 'Show legend',
  'web.legend.other': 'Other',
  'web.legend.up': 'Move {name} up in the legend',
  'web.legend.down': 'Move {name} down in the legend',
};
