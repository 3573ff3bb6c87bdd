export {
  PhotoPicker,
  checkPhoto,
  photoTooLargeText,
  PHOTO_MAX_BYTES,
  PHOTO_NOT_IMAGE_TEXT,
  PHOTO_ONE_ONLY_TEXT,
  type PhotoCheck,
  type PhotoPickerProps,
  type PhotoPickerCssVars,
} from './PhotoPicker';
