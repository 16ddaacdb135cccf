// Search's public entry: the quick field the shell's top bar and the Wall, Trips and Map screens show, the `/`
// shortcut to it, and the search screen's path. Both are light: the combobox, its suggestions and texts load on the field's first focus.
export { QuickSearch } from './quick-search';
export { SEARCH_SCREEN } from './search-path';
export { useSearchShortcut } from './search-shortcut';
