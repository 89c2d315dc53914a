import { API_KEY_IP_ALLOW_LIST_MAX } from '@nuri/domain';
import { checkIpRule, type IpRuleProblemKey } from '../institution/ip-access/ip-rule';

/** One refused line of an IP allow-list as typed (1-based line number). */
export interface IpLineProblem {
  line: number;
  key: IpRuleProblemKey;
  params: Record<string, string | number>;
}

export type IpListCheck =
  | { ok: true; entries: string[] }
  | { ok: false; tooMany: true }
  | { ok: false; tooMany: false; problems: IpLineProblem[] };

/**
 * A key's IP allow-list as typed in the text area: one address or CIDR a line, blank lines
 * ignored, duplicates kept once. Each entry is checked like the institution's IP access list
 * (format, prefix, host bits), so the API's refusal rarely has to speak.
 */
export function checkIpList(text: string, max = API_KEY_IP_ALLOW_LIST_MAX): IpListCheck {
  const entries: string[] = [];
  const problems: IpLineProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const entry = raw.trim();
    if (!entry) return;
    const rule = checkIpRule(entry);
    if (!rule.ok) problems.push({ line: index + 1, key: rule.key, params: rule.params });
    else if (!entries.includes(entry)) entries.push(entry);
  });
  if (problems.length > 0) return { ok: false, tooMany: false, problems };
  if (entries.length > max) return { ok: false, tooMany: true };
  return { ok: true, entries };
}
