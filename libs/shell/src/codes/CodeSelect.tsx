import { Select, type SelectProps } from '@nuri/ui';
import { useCommonCodes, type UseCommonCodesOptions } from './use-common-codes';

type Without<T> = T extends unknown ? Omit<T, 'options'> : never;

/** The libs/ui Select with the options of a common-code group (in use, in order, current language). */
export type CodeSelectProps = Without<SelectProps> &
  UseCommonCodesOptions & {
    groupCode: string;
  };

export function CodeSelect({ groupCode, includeUnused, only, ...rest }: CodeSelectProps) {
  const { options } = useCommonCodes(groupCode, { includeUnused, only });
  return <Select {...(rest as SelectProps)} options={options} />;
}
