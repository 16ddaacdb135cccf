/** Adds a third-party script once; resolves when it has loaded, rejects when it cannot. */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const existing = document.querySelector(`script[src="${CSS.escape(src)}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
}
