// The gallery's pieces other screens use (the map builder's top bar, the my page).
export { ApplyGalleryButton, type ApplyGalleryButtonProps } from './ApplyGalleryButton';
export { ApplyGalleryDialog, type ApplyGalleryDialogProps, type GalleryContent } from './ApplyGalleryDialog';
