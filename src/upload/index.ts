/** The upload page: its code loads only there, never in the popup. */
export { UploadPage } from './UploadPage.tsx';
