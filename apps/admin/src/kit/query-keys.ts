// react-query keys of the institution admin screens: everything of one institution starts with
// ['insttAdmin', insttCode], so one invalidation refreshes the panel and every screen.
export const insttKeys = {
  all: (insttCode: string) => ['insttAdmin', insttCode] as const,
  panel: (insttCode: string) => ['insttAdmin', insttCode, 'panel'] as const,
  status: (insttCode: string) => ['insttAdmin', insttCode, 'status'] as const,
  detail: (insttCode: string) => ['insttAdmin', insttCode, 'detail'] as const,
  admins: (insttCode: string) => ['insttAdmin', insttCode, 'admins'] as const,
  group: (insttCode: string, groupSn: number) => ['insttAdmin', insttCode, 'group', groupSn] as const,
};
