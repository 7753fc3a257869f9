import { startUploadSender } from '../../src/upload-sender/sender-page.ts';

startUploadSender();
