/**
 * @storefront/shared/forms: what the parts' forms share (drafts kept in storage, focus on the first
 * invalid field, zod validation for formik). Not part of the shared singleton: no page's first screen
 * shows a form, and each part bundles what it imports. These modules hold no state of their own.
 */
export { zodValidate } from './forms/zod-validate';
export { FocusFirstInvalid, type SubmitState } from './forms/FocusFirstInvalid';
export {
  readDraft,
  writeDraft,
  clearDraft,
  draftKey,
  isSecretKey,
  withoutSecrets,
  DRAFT_KEY_PREFIX,
  type DraftSpec,
  type DraftStorage,
} from './forms/draft';
export { useDraft, type DraftHandle } from './forms/use-draft';
export {
  ImagePicker,
  addPickedImages,
  MAX_PICKED_IMAGES,
  PICKED_LIMIT_MESSAGE,
  IMAGES_ONLY_MESSAGE,
  type ImagePickerProps,
} from './forms/ImagePicker';
