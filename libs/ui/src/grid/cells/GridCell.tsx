import type { GridRow } from '../types';
import type { CellProps } from './cell-props';
import { CheckboxCell, InputCell, SelectCell } from './ControlCells';
import { GeometryCell, PublishButtonCell, PublishStateCell, SldUploadCell } from './LayerCells';
import { ButtonCell, FileCell, HtmlCell, ImportantCell, StringCell } from './TextCells';

/** The cell of one column type. */
export function GridCell<Row extends GridRow>(props: CellProps<Row>) {
  switch (props.column.type ?? 'string') {
    case 'string':
      return <StringCell {...props} />;
    case 'templateHTML':
      return <HtmlCell {...props} />;
    case 'file':
      return <FileCell {...props} />;
    case 'button':
      return <ButtonCell {...props} />;
    case 'select':
      return <SelectCell {...props} />;
    case 'checkbox':
      return <CheckboxCell {...props} />;
    case 'important':
      return <ImportantCell {...props} />;
    case 'isPublish':
      return <PublishStateCell {...props} />;
    case 'geometry':
      return <GeometryCell {...props} />;
    case 'publishButton':
      return <PublishButtonCell {...props} />;
    case 'sldFileUpload':
      return <SldUploadCell {...props} />;
    case 'input':
      return <InputCell {...props} />;
  }
}
