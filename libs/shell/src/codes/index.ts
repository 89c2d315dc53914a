// Common codes (issue: integrator access): the hook and the select every code list uses.
export { CODE_GROUPS, type CodeGroup } from './code-groups';
export {
  codeGroupsQueryKey,
  COMMON_CODES_QUERY_KEY,
  commonCodesQueryKey,
  fetchCodeGroups,
  fetchCommonCodes,
  updateCodeGroup,
  updateCommonCode,
  type CommonCode,
  type CommonCodeChange,
  type CommonCodeGroup,
  type CommonCodeGroupChange,
} from './codes-api';
export { CodeSelect, type CodeSelectProps } from './CodeSelect';
export { codeLabel, useCommonCodes, type CommonCodes, type UseCommonCodesOptions } from './use-common-codes';
