/**
 * Fields in frames from other sites: the sites whose frames the person let GifDrop into, the host
 * permission granted for each (kept true together by the background), and their options section.
 */
export { type FrameSiteApis, FrameSites, type FrameSitesOptions } from './access.ts';
export { frameSitesItem, readFrameSites } from './allowed-sites.ts';
