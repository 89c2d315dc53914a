/** An image placed in the text after a drop: its address and its text alternative. */
export interface DroppedImage {
  src: string;
  alt: string;
}

export interface RichTextEditorProps {
  /** The editable area's id (a label's htmlFor may not reach it: use labelledBy). */
  id: string;
  /** Id of the element naming the editor (its label). */
  labelledBy?: string;
  describedBy?: string;
  /** HTML ('' for none). */
  value: string;
  onChange(html: string): void;
  /**
   * Files dropped on the text: the screen stores them (attachments API) and answers the images to
   * show in the text; other files become attachments of the post. Without it drops do nothing.
   */
  onDropFiles?(files: File[]): Promise<DroppedImage[]>;
  invalid?: boolean;
  /** Said to assistive technology (aria-required); the screen marks it for the eye. */
  required?: boolean;
}
