// Mantine's toast container on its own, so that its code (and the transitions it animates toasts with) is a chunk
// of its own, downloaded with the first toast (providers.tsx); the store the app shows toasts through stays small.
export { Notifications } from '@mantine/notifications';
