/**
 * The window a script runs in, with its constructors (`InputEvent`, `DataTransfer`, …). Passed in
 * rather than read from globals so tests can hand over a JSDOM or happy-dom window; events are
 * built with the content script's own constructors (Firefox's content scripts cannot build them
 * through another frame's window).
 */
export type InjectedWindow = Window & typeof globalThis;
