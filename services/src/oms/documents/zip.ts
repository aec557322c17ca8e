import yazl from 'yazl';

/** One zip from named files, built in memory (a download is at most a few hundred PDFs). */
export function zip(files: { name: string; data: Buffer }[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const archive = new yazl.ZipFile();
    for (const f of files) archive.addBuffer(f.data, f.name, { compress: true });
    const chunks: Buffer[] = [];
    archive.outputStream.on('data', (c: Buffer) => chunks.push(c));
    archive.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    archive.outputStream.on('error', reject);
    archive.end();
  });
}
