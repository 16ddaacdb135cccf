import { fromBuffer } from 'yauzl';

/** Every file of a ZIP, by name. */
export function unzip(zip: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const files: Record<string, string> = {};
    fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error);
      archive.on('entry', (entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
            archive.readEntry();
          });
        });
      });
      archive.on('end', () => resolve(files));
      archive.readEntry();
    });
  });
}
