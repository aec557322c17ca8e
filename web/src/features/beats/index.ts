// What other features may use of beats: the pages, reached through D2R's routes, and the
// salesman's own beats on his phone page.
export { BeatsPage, beatsLoader, beatsShouldRevalidate } from './BeatsPage';
export { BeatsUploadPage, beatsUploadLoader } from './BeatsUploadPage';
export { FieldBeats } from './FieldBeats';
