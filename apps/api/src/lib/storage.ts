import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files on disk under DATA_DIR/uploads, served at /uploads. Keys are generated here,
 * never taken from the client.
 */
export type Storage = {
  save(folder: string, extension: string, bytes: Buffer): Promise<string>;
  remove(publicUrl: string): Promise<void>;
};

export const UPLOADS_PREFIX = '/uploads/';

export function diskStorage(uploadsDir: string): Storage {
  return {
    async save(folder, extension, bytes) {
      const dir = path.join(uploadsDir, folder);
      await mkdir(dir, { recursive: true });
      const name = `${Date.now().toString(36)}-${randomBytes(8).toString('hex')}.${extension}`;
      await writeFile(path.join(dir, name), bytes);
      return `${UPLOADS_PREFIX}${folder}/${name}`;
    },
    async remove(publicUrl) {
      if (!publicUrl.startsWith(UPLOADS_PREFIX)) return;
      const file = path.resolve(uploadsDir, publicUrl.slice(UPLOADS_PREFIX.length));
      // Only files inside the uploads folder, and never the shipped demo images.
      if (!file.startsWith(path.resolve(uploadsDir) + path.sep)) return;
      if (file.startsWith(path.resolve(uploadsDir, 'seed') + path.sep)) return;
      await rm(file, { force: true });
    },
  };
}
