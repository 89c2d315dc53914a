import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../api/api-context';
import type { SelectOption } from '@nuri/ui';
import { commonCodesQueryKey, fetchCommonCodes, type CommonCode } from './codes-api';

export interface UseCommonCodesOptions {
  /** Codes marked not in use are left out unless this is true (code management). */
  includeUnused?: boolean;
  /** Only these codes (in the group's order), e.g. the roles a screen may assign. */
  only?: readonly (string | number)[];
}

export interface CommonCodes {
  /** The group's codes in their order (in use only, unless includeUnused). */
  codes: CommonCode[];
  /** The same as select options labelled in the current language. */
  options: SelectOption[];
  /** The label of a code in the current language; the code itself while loading or unknown. */
  label: (code: string | number | null | undefined) => string;
  isLoading: boolean;
  isError: boolean;
}

/** A code's label in a language: English when the UI is English, Korean otherwise. */
export function codeLabel(code: Pick<CommonCode, 'codeNmKo' | 'codeNmEn'>, language: string): string {
  return language.startsWith('en') ? code.codeNmEn : code.codeNmKo;
}

/**
 * The codes of a common-code group (GET /api/common/code/detail, cached by the API in Redis and
 * here by react-query), labelled in the current language. Every select of a code list takes its
 * options from here, so a label changed by a provider admin shows everywhere.
 */
export function useCommonCodes(groupCode: string, options: UseCommonCodesOptions = {}): CommonCodes {
  const api = useApi();
  const { i18n } = useTranslation();
  const language = i18n.language ?? 'ko';
  const query = useQuery({
    queryKey: commonCodesQueryKey(groupCode),
    queryFn: () => fetchCommonCodes(api, groupCode),
    // Labels change rarely; a provider admin's edit refreshes this app's copy at once.
    staleTime: 5 * 60_000,
  });
  const { includeUnused = false, only } = options;
  const onlyKey = only ? only.map(String).join('\u0000') : null;
  const codes = useMemo(() => {
    const wanted = onlyKey === null ? null : new Set(onlyKey.split('\u0000'));
    return (query.data ?? []).filter(
      (c) => (includeUnused || c.useAt === 'Y') && (wanted === null || wanted.has(c.code)),
    );
  }, [query.data, includeUnused, onlyKey]);
  const options_ = useMemo(
    () => codes.map((c) => ({ value: c.code, label: codeLabel(c, language) })),
    [codes, language],
  );
  const all = query.data;
  const label = useCallback(
    (code: string | number | null | undefined) => {
      if (code === null || code === undefined) return '';
      const found = all?.find((c) => c.code === String(code));
      return found ? codeLabel(found, language) : String(code);
    },
    [all, language],
  );
  return { codes, options: options_, label, isLoading: query.isLoading, isError: query.isError };
}
