export {
  ShareSheet,
  shareSheetTitle,
  copyText,
  copyWithTextarea,
  SHARE_COPIED_TEXT,
  SHARE_COPY_FAILED_TEXT,
  type ShareSheetProps,
  type ShareSheetCssVars,
} from './ShareSheet';
