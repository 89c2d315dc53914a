// Public pieces of the controls area of @nuri/ui: select, tabs, toggle, date and period pickers.
export { Calendar, type CalendarProps } from './date/Calendar';
export { isWithin, monthWeeks, parseDateInput } from './date/calendar-model';
export { DatePicker, type DatePickerProps } from './date/DatePicker';
export { PeriodPicker, type PeriodPickerProps, type PeriodValue } from './date/PeriodPicker';
export { Select } from './select/Select';
export { nextMultiValues, nextSingleValue, type SelectOption } from './select/select-rules';
export type { MultiSelectProps, SelectProps, SingleSelectProps } from './select/select-types';
export { FilePicker, type FilePickerProps } from './FilePicker';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { Toggle, type ToggleProps } from './Toggle';
export { FormField, type FieldControlProps, type FieldFrameProps } from './field/FormField';
export { SelectField, type SelectFieldOption, type SelectFieldProps } from './field/SelectField';
export { TextField, type TextFieldProps } from './field/TextField';
