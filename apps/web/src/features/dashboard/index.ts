// The wall's public entry: its card, shown again by the profile's saved articles and the console's previews, and an
// article's body, which only the console's preview shows elsewhere and so is loaded with it rather than with the card.
export { FeedCard } from './feed-card';

/** Loads an article's body (the article page's layout). */
export const loadArticleBody = () => import('./article-body');
