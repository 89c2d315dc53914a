import { renderWithServices } from '@nuri/shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../../i18n/messages';
import { LayerUploadWidget } from '../LayerUploadWidget';
import { sendXhrThrough } from './xhr-over-fetch';

// What the layer upload widget's specs share: the widget rendered over a fake API (the upload's
// XMLHttpRequest sent through it too), its files, controls and refusal dialog.

export const UPLOAD = 'POST /api/layers/upload';
export const JOB = 'GET /api/jobs/import-L1';
export const CANCEL = 'POST /api/jobs/import-L1/cancel';
export const DETAIL = 'GET /api/layers/L1';

let restoreXhr: (() => void) | null = null;
afterEach(() => {
  restoreXhr?.();
  restoreXhr = null;
});

export function renderWidget(
  fetch: typeof globalThis.fetch & ((request: Request) => Promise<Response>),
  { onOpenLayer }: { onOpenLayer?: jest.Mock } = {},
) {
  const onUploaded = jest.fn();
  const onClose = jest.fn();
  restoreXhr = sendXhrThrough(fetch);
  const widget = <LayerUploadWidget onUploaded={onUploaded} onClose={onClose} onOpenLayer={onOpenLayer} />;
  const view = renderWithServices(widget, {
    fetch,
    messages: APP_MESSAGES,
  });
  // The picker's accept list is checked by the widget too: let the test choose any file.
  const user = userEvent.setup({ applyAccept: false });
  return { ...view, onUploaded, onClose, user };
}

export type User = ReturnType<typeof userEvent.setup>;

export const file = (name: string, content: BlobPart = 'data', size?: number) => {
  const f = new File([content], name);
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

export const MB = 1024 * 1024;
export const fileInput = () => screen.getByLabelText('파일 선택');
export const submit = (user: User, name = '업로드') => user.click(screen.getByRole('button', { name }));

/** The refusal dialog titled by the widget ('layer upload'), closed after reading. */
export async function refusal(user: User): Promise<string> {
  const dialog = await screen.findByRole('alertdialog', { name: '레이어 업로드' });
  const text = within(dialog).getByText(/./, { selector: '.modal__message' }).textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: '확인' }));
  return text;
}

/** The multipart fields the widget appends (spied on, still appended to the form that goes out). */
export function recordFormFields() {
  const spy = jest.spyOn(FormData.prototype, 'append');
  return {
    fields: () =>
      spy.mock.calls.map(([name, value]) => [
        name,
        value instanceof Blob ? `file:${(value as File).name}` : String(value),
      ]),
  };
}
