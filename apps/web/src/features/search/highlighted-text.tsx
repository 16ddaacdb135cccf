import { matchedParts } from './highlight';

/** A name or title with the letters that match what was typed in bold; the text is shown as text, never as HTML. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {matchedParts(text, query).map((part, index) =>
        // The parts of one text never move: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        part.match ? <strong key={index}>{part.text}</strong> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
