// Build-time variables read by service-defaults.ts (WXT exposes every `WXT_*` variable).
interface ImportMetaEnv {
  readonly WXT_GIFDROP_BASE_URL?: string;
  readonly WXT_GIFDROP_UPLOAD_URL?: string;
  readonly WXT_GIFDROP_API_KEY?: string;
}
