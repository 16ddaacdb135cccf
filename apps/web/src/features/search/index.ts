// Search's public entry: the quick field the shell's top bar and the Wall, Trips and Map screens show, and the `/`
// shortcut to it. Both are light: the combobox, its suggestions and texts load on the field's first focus.
export { QuickSearch } from './quick-search';
export { useSearchShortcut } from './search-shortcut';
